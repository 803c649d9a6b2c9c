import type { IssueCards, IssueParams, IssueTerm } from "./issue-params";

/** How a list of cards is joined: "and", "or", or "comma" (only commas where the language allows it, e.g. English "a, b, c"). */
const LIST_TYPES = { and: "conjunction", or: "disjunction", comma: "unit" } as const;

/** A translator over one namespace of messages/ (next-intl's `createTranslator`, typed loosely). */
export interface IssueTranslator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}

/**
 * The values of an issue's message in `locale` (docs/i18n.md "Validation messages"): cards read
 * by their name in that language, joined by its "and"/"or"; a game term by `terms.<term>` where
 * the language has it; phrases each said by their own key, alternatives joined by "or", the
 * list by "and". `t` is the validation namespace; `translatorOf` gives a phrase's other namespace.
 * The one renderer of these values: the rules' English messages (lib/games/english.ts) and the
 * pages' Polish and Spanish (lib/decks/validation-text.ts) both use it.
 */
export function issueValues(
  params: IssueParams,
  locale: string,
  t: IssueTranslator,
  translatorOf: (namespace: string) => IssueTranslator,
  /** The locale whose lists the message reads: the rules' English lists as en-GB does ("a, b and c"). */
  listLocale: string = locale,
): Record<string, string | number> {
  const list = (names: string[], join: IssueCards["join"] = "and") => new Intl.ListFormat(listLocale, { type: LIST_TYPES[join] }).format([...new Set(names)]);
  const term = (value: IssueTerm) => (t.has(`terms.${value.term}`) ? t(`terms.${value.term}`) : value.text);
  const values = (given: IssueParams): Record<string, string | number> =>
    Object.fromEntries(
      Object.entries(given).map(([key, value]) => {
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
              value.join,
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
  return values(params);
}
