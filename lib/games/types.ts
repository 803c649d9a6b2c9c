import type { z } from "zod";
import { beside } from "../engine/beside";
import { distinct } from "../engine/distinct";
import type { BaseCard, CardLookup, CatalogCard, CatalogExtras, ResolvedDeck } from "../engine/deck-types";
import type { GoldfishRules } from "../engine/goldfish/types";
import type { StatsByGame } from "./stats";
import { englishFinding } from "./english";
import type { IssueCards, IssueParams } from "./issue-params";

export type { IssueCards, IssueParams, IssuePhrases, IssueTerm } from "./issue-params";

export type { BaseCard, CatalogCard, CatalogExtras } from "../engine/deck-types";

export const GAME_SLUGS = ["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

/** One validation finding: the code and cards are the truth, the message is for people. */
export interface Issue {
  code: string;
  message: string;
  cards: string[];
}

/** One game's validation (CONTRACTS §3): `stats` typed by the game. */
export interface GameValidation<G extends GameSlug> {
  game: G;
  legal: boolean;
  errors: Issue[];
  warnings: Issue[];
  /** Typed by game; generic readers (the CLI summary) may read it by key too. */
  stats: StatsByGame[G] & Record<string, unknown>;
}

/** A validation of any game (or of the games in `G`), told apart by `game`. */
export type Validation<G extends GameSlug = GameSlug> = { [K in G]: GameValidation<K> }[G];

/**
 * A catalog filter a game offers on its catalog page, read from the card's own fields:
 * `equals` (a field's value), `includes` (a value in a list field), `range` (numeric).
 */
export interface CatalogFilter {
  key: string;
  label: string;
  kind: "equals" | "includes" | "range" | "type";
  /** The card field the filter reads (top-level key of the card JSON). */
  field: string;
  options?: { value: string; label: string }[];
}

/** One option of a header selector in the builder (a commander, a warband type, a civilization). */
export interface HeaderChoice {
  /** What the deck list's header says when it is chosen. */
  value: string;
  label: string;
  group?: string;
}

export interface Ruleset<C extends BaseCard = BaseCard> {
  slug: GameSlug;
  /** The game's name as players say it. */
  title: string;
  /** zod schema of one card in this game's catalog files (CONTRACTS §1), strict. */
  cardSchema: z.ZodType<C>;
  /** zod schema of file-level extras beside `cards` (optional). */
  extrasSchema?: z.ZodType<CatalogExtras>;
  /** Deck-list headers this game understands (CONTRACTS §2). */
  headers: readonly string[];
  /** Deck-list sections this game understands; the first is the default. */
  sections: readonly string[];
  /** The shared `type` column for a card (commander, warrior, combatant, unit, adventure …). */
  cardType(card: C): string;
  /** Filters for the catalog page (type, affiliation or faction, ranges …). */
  catalogFilters?: readonly CatalogFilter[];
  /**
   * Cards a header puts on the table beside the deck's card lines (Dark Eden's commander),
   * so proxy sheets and collection checks count them.
   */
  headerCards?(deck: ResolvedDeck<C>): CatalogCard<C>[];
  /** The builder's header selectors (commander, warband, civilization …), read from the catalog. */
  headerChoices?(cards: CardLookup<C>, extras: CatalogExtras): Record<string, HeaderChoice[]>;
  /** Every check `validate` runs, in order, with its codes, level and rulebook section (the rules page reads it). */
  rules: readonly RuleInfo[];
  /** Validate a resolved deck against the game's construction rules. Never throws. */
  validate(deck: ResolvedDeck<C>): Validation;
  /** Goldfish: the seeded set-up and turns by the game's own rules (lib/engine/goldfish/types.ts). */
  goldfish?: GoldfishRules;
}

/**
 * Each issue's values, kept beside it rather than in it, so the HTTP API and the CLI answer
 * exactly the Issue of CONTRACTS §3 in English while the interface translates (docs/i18n.md).
 */
const paramsOf = beside<IssueParams>();

export function issue(code: string, message: string, cards: string[] = [], params?: IssueParams): Issue {
  const found = { code, message, cards: distinct(cards) };
  if (params) paramsOf.give(found, params);
  return found;
}

/**
 * A rule's finding, worded once (docs/i18n.md "Messages written once"): its English message is
 * messages/en/validation.json's for `code`, filled with `params` (lib/games/english.ts); the
 * interface says the same code and values in its own language (lib/decks/validation-text.ts).
 */
export function finding(code: string, cards: string[] = [], params: IssueParams = {}): Issue {
  return issue(code, englishFinding(code, params), cards, params);
}

/** The values `issue` was given for translating its message, if any. */
export function issueParams(found: Issue): IssueParams | undefined {
  return paramsOf.of(found);
}

/** A message value naming cards: `cardsParam(list)` reads "A, B and C" in each language. */
export function cardsParam(cards: readonly { name: string; names?: Record<string, string> }[], join: IssueCards["join"] = "and"): IssueCards {
  return { cards: cards.map((c) => (c.names ? { name: c.name, names: c.names } : { name: c.name })), join };
}

export function validation<G extends GameSlug>(game: G, errors: Issue[], warnings: Issue[], stats: StatsByGame[G]): GameValidation<G> {
  return { game, legal: errors.length === 0, errors, warnings, stats };
}

/** Runs a game's checks in order, sorting what each finds by its level. */
export function runChecks<Context>(checks: readonly RuleCheck<Context>[], ctx: Context): { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  for (const rule of checks) {
    const found = rule.check(ctx);
    const list = rule.level === "error" ? errors : warnings;
    for (let i = 0; i < found.length; i++) list.push(found[i]);
  }
  return { errors, warnings };
}

/** What the rules page, the builder and the tests read of a game's checks: everything but the functions. */
export function ruleInfo(checks: readonly RuleCheck<never>[]): RuleInfo[] {
  return checks.map(({ codes, level, section, explanation }) => ({ codes, level, section, explanation }));
}

/**
 * One named deck-building check of a game, as the validator runs it and as the game's
 * "Rules Edenkeep checks" page, the builder and the tests read it. `Context` is whatever the
 * game works out once per deck (Dark Eden's DeckContext, EDEN's roster …).
 */
export interface RuleCheck<Context> {
  /** The validation codes this check can report (CONTRACTS §4 or docs/codes.md). */
  codes: readonly string[];
  level: "error" | "warning";
  /** The rulebook section it implements, as the rulebook names it, e.g. "DESIGNING A DECK". */
  section: string;
  /** One or two sentences for players: what the check looks at. */
  explanation: string;
  check(ctx: Context): Issue[];
}

/** What the rules page and the builder read of a check: everything but the function. */
export type RuleInfo = Omit<RuleCheck<unknown>, "check">;
