"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import type { DesignCard } from "./types";

/**
 * The set's cards beside the designer: pick one (arrow keys move, Home/End jump), duplicate
 * or delete the chosen one. A card the game's schema refuses is marked.
 */
export function CardList({
  cards,
  selected,
  invalid,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  cards: readonly DesignCard[];
  selected: number;
  invalid: ReadonlySet<number>;
  onSelect: (i: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("designer");
  const list = useRef<HTMLUListElement>(null);
  const move = (to: number) => {
    const i = Math.max(0, Math.min(cards.length - 1, to));
    onSelect(i);
    list.current?.querySelectorAll<HTMLButtonElement>("button[data-card]")[i]?.focus();
  };
  return (
    <div className="space-y-2">
      <h2 className="text-sm font-semibold">{t("cards.heading", { count: cards.length })}</h2>
      {cards.length === 0 ? (
        <p className="text-sm text-stone-700">{t("cards.empty")}</p>
      ) : (
        <ul
          ref={list}
          aria-label={t("cards.label")}
          className="max-h-[60vh] space-y-0.5 overflow-y-auto"
          onKeyDown={(e) => {
            const keys: Record<string, number> = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: cards.length - 1 };
            if (e.key in keys) {
              e.preventDefault();
              move(keys[e.key]);
            }
          }}
        >
          {cards.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: codes may repeat while a card is being edited; the item is the card's place
            <li key={`${String(card.code)}-${i}`}>
              <button
                type="button"
                data-card={String(card.code ?? "")}
                aria-current={i === selected ? "true" : undefined}
                tabIndex={i === selected ? 0 : -1}
                onClick={() => onSelect(i)}
                className="flex w-full min-h-8 items-center justify-between gap-2 rounded px-2 text-left text-sm aria-[current=true]:bg-stone-900 aria-[current=true]:text-white"
              >
                <span className="truncate">{String(card.name ?? "") || t("cards.unnamed")}</span>
                {invalid.has(i) && (
                  <span className="text-xs font-semibold text-red-700 in-aria-[current=true]:text-red-200" title={t("cards.invalid")}>
                    ⚠<span className="sr-only">{t("cards.invalid")}</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {cards.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={onDuplicate} className="min-h-8 rounded border border-stone-500 px-2 text-sm">
            {t("cards.duplicate")}
          </button>
          <button type="button" onClick={onDelete} className="min-h-8 rounded border border-red-700 px-2 text-sm text-red-800">
            {t("cards.delete")}
          </button>
        </div>
      )}
    </div>
  );
}
