"use client";

import { useLocale, useTranslations } from "next-intl";
import { formatValue } from "@/components/catalog/format";
import { FacePeek } from "@/components/faces/face-peek";
import type { CardSummary } from "@/lib/catalog/service";
import type { BuilderSetup, CardInfo, DraftLine } from "@/lib/decks/builder";
import type { CatalogFilter } from "@/lib/games/types";
import { localName } from "./card-name";
import { countOf, type CardMap } from "./draft";
import type { GameLayout } from "./layout";

export function infoOf(card: CardSummary): CardInfo {
  return { code: card.code, name: card.name, type: card.type, data: { ...card.data, names: card.names }, ref: `[${card.code}]` };
}

/** One search result: its names in every language, its key numbers, its count in the deck and − / + (or the game's own action). */
export function SearchRow({
  summary,
  setup,
  layout,
  filters,
  lines,
  cards,
  headers,
  onChange,
  onHeader,
}: {
  summary: CardSummary;
  setup: BuilderSetup;
  layout: GameLayout;
  filters: CatalogFilter[];
  lines: DraftLine[];
  cards: CardMap;
  headers: Record<string, string>;
  onChange: (card: CardInfo, delta: number) => void;
  onHeader: (key: string, value: string, card: CardInfo) => void;
}) {
  const t = useTranslations("builder");
  const tAll = useTranslations();
  const locale = useLocale();
  const card = cards[summary.code] ?? infoOf(summary);
  const section = layout.sectionFor(card);
  const inDeck = countOf(lines, card.code, section);
  const special = layout.searchAction?.(card, tAll) ?? null;
  const refuse = layout.refuseAdd?.(card, lines, cards, headers, tAll) ?? null;
  const shown = localName(summary, locale);
  const reasonId = `search-refuse-${card.code}`;
  const facts = filters
    .filter((f) => f.kind !== "type" && summary.data[f.field] !== undefined && summary.data[f.field] !== null)
    .map((f) => `${f.label} ${formatValue(summary.data[f.field], f)}`);
  return (
    <li className="px-3 py-2" data-card={summary.code}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FacePeek game={setup.game} code={summary.code} name={shown}>
          <a href={`/cards/${setup.game}/${summary.code}`} target="_blank" rel="noopener" className="font-medium">
            {shown}
          </a>
        </FacePeek>
        {/* Its names in the other languages (and the English one), as search finds them all. */}
        {[["en", summary.name] as const, ...Object.entries(summary.names)]
          .filter(([, n]) => n !== shown)
          .map(([lang, n]) => (
            <span key={lang} lang={lang} className="text-sm text-stone-600">
              {n}
            </span>
          ))}
        <span className="rounded bg-stone-100 px-1.5 text-xs text-stone-700">{summary.type}</span>
        {facts.length > 0 && <span className="text-xs text-stone-600">{facts.join(" · ")}</span>}
        <span className="ml-auto flex items-center gap-1">
          {special ? (
            <button
              type="button"
              onClick={() => onHeader(special.header, card.ref, card)}
              className="rounded border border-stone-400 bg-white px-2 py-0.5 text-sm hover:bg-stone-100"
              aria-label={`${special.label}: ${shown}`}
            >
              {special.label}
            </button>
          ) : (
            <>
              <span className="w-16 text-right text-sm tabular-nums text-stone-600">
                {inDeck > 0 ? (
                  <>
                    {inDeck}×<span className="sr-only"> {t("inTheList")}</span>
                  </>
                ) : null}
              </span>
              {/* aria-disabled rather than disabled: the button keeps the focus when it becomes unavailable. */}
              <button
                type="button"
                onClick={() => inDeck > 0 && onChange(card, -1)}
                aria-disabled={inDeck === 0}
                aria-label={t("remove", { name: shown })}
                className="h-8 w-8 rounded border border-stone-400 bg-white font-bold hover:bg-stone-100 aria-disabled:opacity-30"
              >
                −
              </button>
              <button
                type="button"
                onClick={() => refuse === null && onChange(card, 1)}
                aria-disabled={refuse !== null}
                aria-label={t("add", { name: shown })}
                aria-describedby={refuse ? reasonId : undefined}
                title={refuse ?? undefined}
                className="h-8 w-8 rounded border border-stone-400 bg-white font-bold hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-30"
              >
                +
              </button>
            </>
          )}
        </span>
      </div>
      {refuse && !special && (
        <p id={reasonId} className="text-right text-xs text-stone-600">
          {refuse}
        </p>
      )}
    </li>
  );
}
