"use client";

import { useLocale, useTranslations } from "next-intl";
import type { GameText, TextValue } from "@/lib/engine/goldfish/game-text";
import { DEFAULT_LOCALE } from "@/i18n/locales";

/** The `goldfishLog` translator (useTranslations or createTranslator); keys come from the rules at run time. */
export interface LogTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * What a goldfish game says (a log line, a refused move) in the reader's language: the rules'
 * English text in English, else its key in messages/<locale>/goldfishLog.json filled with its
 * values (a list of texts reads as the language's list); a key the language lacks keeps the English.
 */
export function speaker(locale: string, t: LogTranslator): (said: GameText) => string {
  const list = new Intl.ListFormat(locale, { type: "conjunction" });
  const say = (said: GameText): string => {
    if (locale === DEFAULT_LOCALE || !t.has(said.key)) return said.text;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(said.values ?? {})) values[name] = isList(value) ? list.format(value.map(say)) : plain(value, locale);
    return t(said.key, values);
  };
  return say;
}

export function useGameText(): (said: GameText) => string {
  return speaker(useLocale(), useTranslations("goldfishLog") as unknown as LogTranslator);
}

const isList = (value: TextValue): value is readonly GameText[] => Array.isArray(value);

/** A value as the message reads it: a card by its name in `locale` where it has one. */
function plain(value: Exclude<TextValue, readonly GameText[]>, locale: string): string | number {
  if (typeof value !== "object") return value;
  const local = value.names?.[locale];
  return typeof local === "string" && local.trim() !== "" ? local : value.name;
}
