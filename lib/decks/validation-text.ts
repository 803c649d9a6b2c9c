import { issueParams, type Issue, type IssueParams, type IssueTerm, type Validation } from "../games/types";
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
  const list = (names: string[], join: "and" | "or" = "and") =>
    new Intl.ListFormat(locale, { type: join === "or" ? "disjunction" : "conjunction" }).format([...new Set(names)]);
  const term = (value: IssueTerm) => (t.has(`terms.${value.term}`) ? t(`terms.${value.term}`) : value.text);
  const values = (params: IssueParams): Record<string, string | number> =>
    Object.fromEntries(
      Object.entries(params).map(([key, value]) => {
        if (typeof value !== "object") return [key, value];
        if ("phrases" in value)
          return [
            key,
            list(
              value.phrases.map((alternatives) =>
                list(
                  alternatives.map((p) => (p.namespace ? translatorOf(p.namespace) : t)(p.key, values(p.values))),
                  "or",
                ),
              ),
            ),
          ];
        if ("cards" in value)
          return [
            key,
            list(
              value.cards.map((c) => c.names?.[locale] ?? c.name),
              value.join,
            ),
          ];
        return [key, term(value)];
      }),
    );
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
