import type { z } from "zod";
import { es, pl } from "zod/locales";

/**
 * zod's own Polish and Spanish for the card schema's findings (zod's maintained locales, not
 * our words): a finding's code and values in, its sentence out. None for English: the finding's
 * English message is the one the API answers.
 */
export type ZodWords = (issue: z.core.$ZodRawIssue) => string | undefined;

const LOCALES: Record<string, () => { localeError: z.core.$ZodErrorMap }> = { pl, es };

const made = new Map<string, ZodWords | undefined>();

export function zodWords(locale: string): ZodWords | undefined {
  if (!made.has(locale)) {
    const map = LOCALES[locale]?.().localeError;
    made.set(
      locale,
      map &&
        ((issue) => {
          const said = map(issue);
          return typeof said === "string" ? said : said?.message;
        }),
    );
  }
  return made.get(locale);
}
