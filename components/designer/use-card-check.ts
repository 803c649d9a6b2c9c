"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import type { GameSlug } from "@/lib/games/types";
import { problemText } from "@/i18n/problem-text";
import { checkCard } from "./card-check";
import type { DesignCard } from "./types";

/** checkCard with its findings in the reader's language (zod's own locales, messages setProblems.json). */
export function useCardCheck(): (game: GameSlug, card: DesignCard, others?: readonly DesignCard[]) => ReturnType<typeof checkCard> {
  const t = useTranslations("setProblems");
  const locale = useLocale();
  return useCallback((game, card, others) => checkCard(game, card, others, (p) => problemText(p, t, locale)), [t, locale]);
}
