import { issueParams, type Issue, type IssueParams, type Validation } from "../games/types";
import { issueValues } from "../games/issue-values";
import { DEFAULT_LOCALE, type Locale } from "../../i18n/locales";
import { serverTranslator } from "../../i18n/server-translator";
import type { Translator } from "../../i18n/translator";

/**
 * A validation's messages in the interface language: each issue's message is the translation
 * keyed by its code (messages/<locale>/validation.json) filled with the values the rule gave
 * (lib/games/types.ts `issue`). Codes, cards and everything else stay; an issue without a
 * translation or values keeps its English message. The HTTP API and the CLI never call this:
 * they answer in English (CONTRACTS §3, docs/i18n.md).
 */
export function localizeValidation<V extends Validation>(validation: V, locale: Locale): V {
  if (locale === DEFAULT_LOCALE) return validation;
  let failed = false;
  const onError = () => {
    failed = true;
  };
  const t = serverTranslator(locale, "validation", onError);
  // Other namespaces a phrase may come from, made when first asked for.
  const others = new Map<string, Translator>();
  const translatorOf = (namespace: string): Translator => {
    let other = others.get(namespace);
    if (!other) {
      other = serverTranslator(locale, namespace, onError);
      others.set(namespace, other);
    }
    return other;
  };
  const values = (params: IssueParams) => issueValues(params, locale, t, translatorOf);
  const localized = (found: Issue): Issue => {
    const params = issueParams(found);
    if (!params || !t.has(found.code)) return found;
    failed = false;
    const message = t(found.code, values(params));
    // A translation that does not fit its values: the English message is still right.
    return failed ? found : { ...found, message };
  };
  return { ...validation, errors: validation.errors.map(localized), warnings: validation.warnings.map(localized) };
}
