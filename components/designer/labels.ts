"use client";

import { useTranslations } from "next-intl";
import type { GameSlug } from "@/lib/games/types";

/**
 * A game's vocabulary value in the reader's language: `designer.values.<game>.<group>.<value>`
 * (card types, tactics, stigmas …) and `designer.values.columns.<field>` for the stats grid.
 */
export function useVocabulary(game: GameSlug | "columns") {
  const t = useTranslations("designer");
  return (group: string, value?: string) => t(value === undefined ? `values.${game}.${group}` : `values.${game}.${group}.${value}`);
}

/** A Dark Eden affiliation's name, as the builder says it (`builder.darkEden.affiliations`). */
export function useAffiliationName() {
  const t = useTranslations("builder");
  return (affiliation: string) => t(`darkEden.affiliations.${affiliation}`);
}
