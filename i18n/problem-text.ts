import type { z } from "zod";
import type { ProblemSays } from "../lib/catalog/catalog-file";
import { DEFAULT_LOCALE } from "./locales";
import { zodWords } from "./zod-words";

/** A namespace's translator (useTranslations or createTranslator); keys are built at run time. */
export interface SaysT {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A set's problem in the reader's language: a zod finding in zod's own words (i18n/zod-words.ts), the
 * check's own problem from `setProblems` (`t`). English, and a problem nothing says, keep the
 * English message (the API's and the CLI's text). The import page, the designers and the
 * server's refusal of a set (lib/http/refusal-text.ts) all say it this way.
 */
export function problemText(p: { message: string; says?: ProblemSays }, t: SaysT, locale: string): string {
  const { says } = p;
  if (locale === DEFAULT_LOCALE || !says) return p.message;
  if ("zod" in says) return zodWords(locale)?.({ ...says.zod, path: [] } as z.core.$ZodRawIssue) ?? p.message;
  return t.has(says.key) ? t(says.key, says.values) : p.message;
}
