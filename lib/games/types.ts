import type { z } from "zod";
import type { BaseCard, CardLookup, CatalogCard, CatalogExtras, ResolvedDeck } from "../engine/deck-types";
import type { GoldfishRules } from "../goldfish/types";

export type { BaseCard, CatalogCard, CatalogExtras } from "../engine/deck-types";

export const GAME_SLUGS = ["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"] as const;
export type GameSlug = (typeof GAME_SLUGS)[number];

/** One validation finding: the code and cards are the truth, the message is for people. */
export interface Issue {
  code: string;
  message: string;
  cards: string[];
}

export interface Validation {
  game: GameSlug;
  legal: boolean;
  errors: Issue[];
  warnings: Issue[];
  stats: Record<string, unknown>;
}

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
  /** Validate a resolved deck against the game's construction rules. Never throws. */
  validate(deck: ResolvedDeck<C>): Validation;
  /** Goldfish: the seeded set-up and turns by the game's own rules (lib/goldfish/types.ts). */
  goldfish?: GoldfishRules;
}

export function issue(code: string, message: string, cards: string[] = []): Issue {
  return { code, message, cards: [...new Set(cards)] };
}

export function validation(game: GameSlug, errors: Issue[], warnings: Issue[], stats: Record<string, unknown>): Validation {
  return { game, legal: errors.length === 0, errors, warnings, stats };
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
