/**
 * The values a finding's message is worded with (lib/games/types.ts `finding`, re-exported
 * there): kept in their own file so the rules' English formatter (lib/games/english.ts) and
 * the values' renderer (lib/games/issue-values.ts) read them without importing types.ts.
 */

/** Cards a message names, by name in each language (the interface names them in its own); `or` lists alternatives. */
export interface IssueCards {
  cards: readonly { name: string; names?: Record<string, string> }[];
  /** "and" (the default), "or", or "comma": a plain list ("a, b, c" in English; other languages as their unit lists). */
  join?: "and" | "or" | "comma";
}

/** A game term (an affiliation, a stigma …): translated by its `term` key where a language has it, else `text`. */
export interface IssueTerm {
  term: string;
  text: string;
}

/**
 * Phrases a message lists, each one a key under validation.json with its own values: every
 * inner list is a set of alternatives ("x or y"), the outer list joins them ("…, and …").
 */
export interface IssuePhrases {
  /** `namespace`: the phrase's messages file when not validation.json (e.g. gotAttributes). */
  phrases: readonly (readonly { key: string; values: Record<string, string | number | IssueTerm | IssueCards>; namespace?: string }[])[];
  /** How the outer list is joined: "and" (the default) or "comma" (a plain list, as IssueCards). */
  join?: IssueCards["join"];
}

/** The values a translated message needs (messages/<locale>/validation.json, keyed by code). */
export type IssueParams = Record<string, string | number | IssueCards | IssueTerm | IssuePhrases>;
