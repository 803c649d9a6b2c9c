import type { z } from "zod";
import type { ProblemSays } from "../lib/catalog/catalog-file";
import { DEFAULT_LOCALE } from "./locales";
import type { Translator } from "./translator";
import { zodWords } from "./zod-words";

/**
 * A set's problem in the reader's language: a zod finding in zod's own words (i18n/zod-words.ts), the
 * check's own problem from `setProblems` (`t`). English, and a problem nothing says, keep the
 * English message (the API's and the CLI's text). The import page, the designers and the
 * server's refusal of a set (lib/http/refusal-text.ts) all say it this way.
 */
export function problemText(p: { message: string; says?: ProblemSays }, t: Translator, locale: string): string {
  const { says } = p;
  if (locale === DEFAULT_LOCALE || !says) return p.message;
  if ("zod" in says) return zodWords(locale)?.({ ...says.zod, path: [] } as z.core.$ZodRawIssue) ?? p.message;
  return t.has(says.key) ? t(says.key, says.values) : p.message;
}
