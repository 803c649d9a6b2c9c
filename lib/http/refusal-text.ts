import { createTranslator } from "next-intl";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locales";
import { loadMessages } from "../../i18n/messages";
import type { RefusalSays } from "../services/errors";

interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * A refusal's message in the language a page asked for (docs/i18n.md, "API refusals"): the
 * message its `says` names, else `apiErrors.<code>`, filled with its values. English, an
 * unknown locale, a key no language has and a message whose values are missing all keep the
 * English message the API answers everyone else. The code, status and issues never change.
 */
export function refusalText(locale: string | null | undefined, code: string, english: string, says?: RefusalSays): string {
  if (!isLocale(locale) || locale === DEFAULT_LOCALE) return english;
  let failed = false;
  // Keys are built at run time (a code, or a key a service gave), so plain strings here.
  const t = createTranslator({
    locale,
    messages: loadMessages(locale),
    onError: () => {
      failed = true;
    },
  }) as unknown as Translate;
  const key = says?.key ?? `apiErrors.${code}`;
  if (!t.has(key)) return english;
  const text = t(key, says?.values);
  return failed ? english : text;
}
