import type { z } from "zod";
import type { ProblemSays } from "@/lib/catalog/catalog-file";
import type { GameSlug } from "@/lib/games/types";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import { zodWords } from "./zod-words";

/** A namespace's translator (useTranslations or createTranslator); keys are built at run time. */
export interface SaysT {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A set's problem in the reader's language: a zod finding in zod's own words (zod-words.ts), the
 * check's own problem from `setProblems` (`t`). English, and a problem nothing says, keep the
 * English message (the API's and the CLI's text).
 */
export function problemText(p: { message: string; says?: ProblemSays }, t: SaysT, locale: string): string {
  const { says } = p;
  if (locale === DEFAULT_LOCALE || !says) return p.message;
  if ("zod" in says) return zodWords(locale)?.({ ...says.zod, path: [] } as z.core.$ZodRawIssue) ?? p.message;
  return t.has(says.key) ? t(says.key, says.values) : p.message;
}

/**
 * A card field by its label in the reader's language (`setFields`), a nested one as its field's
 * label and the rest of its path: "Koszt", "PSI (0)". English, and a field without a label, by its name.
 */
export function fieldName(field: string, game: GameSlug | undefined, tf: SaysT, locale: string): string {
  const [top, ...rest] = field.split(".");
  const label = `${game}.${top}.label`;
  if (locale === DEFAULT_LOCALE || !game || !tf.has(label)) return field;
  return rest.length > 0 ? `${tf(label)} (${rest.join(".")})` : tf(label);
}
