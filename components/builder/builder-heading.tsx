"use client";

import { useTranslations } from "next-intl";
import type { GameSlug } from "@/lib/games/types";
import { LegalBadge } from "./ui";

/** The deck's name (the field), its legality badge, its card counter and the rules link. */
export function BuilderHeading({
  game,
  name,
  onName,
  legal,
  pending,
  unreadable,
  counter,
}: {
  game: GameSlug;
  name: string;
  onName: (name: string) => void;
  legal: boolean | null;
  pending: boolean;
  unreadable: boolean;
  counter: string;
}) {
  const t = useTranslations("builder");
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
      <label htmlFor="deck-name" className="flex min-w-64 flex-1 flex-col">
        <span className="text-sm font-medium">{t(`games.${game}.nameLabel`)}</span>
        <input
          id="deck-name"
          value={name}
          maxLength={120}
          placeholder={t(`games.${game}.namePlaceholder`)}
          onChange={(e) => onName(e.target.value)}
          className="rounded border border-stone-400 bg-white px-2 py-1 text-xl font-bold"
        />
      </label>
      <LegalBadge legal={legal} busy={pending} unreadable={unreadable} />
      <span className="text-sm text-stone-700" data-testid="deck-counter">
        {counter}
      </span>
      <a href={`/rules/${game}`} className="text-sm">
        {t("rulesLink")}
      </a>
    </div>
  );
}
