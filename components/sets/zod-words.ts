import { es, pl } from "zod/locales";
import type { ZodWords } from "./set-file-check";

/**
 * zod's own Polish and Spanish for the card schema's findings on the import page (zod's
 * maintained locales, not our words); English keeps zod's default, as the API answers.
 */
const WORDS: Record<string, () => ZodWords> = { pl: () => pl().localeError, es: () => es().localeError };

const made = new Map<string, ZodWords>();

export function zodWords(locale: string): ZodWords {
  if (!made.has(locale)) made.set(locale, WORDS[locale]?.());
  return made.get(locale);
}
