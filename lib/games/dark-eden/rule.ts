import type { Issue } from "../types";
import type { Affiliation, Allows } from "./card";
import type { Card, DarkEdenDeck, Slot } from "./deck";
import type { ModeHeader } from "./first-few-games";

/** Which affiliations this deck can play, and through which cards (Dark Eden rules, "AFFILIATION"). */
export interface AffiliationAccess {
  /** False when there is no Commander to judge by: affiliation is then not checked. */
  known: boolean;
  /** Playable from the start: General, the Commander's own and what the Commander allows. */
  native: ReadonlySet<Affiliation>;
  /** Playable once one of these cards from the deck is in play. */
  viaCards: ReadonlyMap<Affiliation, readonly Card[]>;
}

/** Everything the rules read, worked out once per deck. */
export interface DeckContext {
  deck: DarkEdenDeck;
  mode: ModeHeader;
  /** The card the `commander` header names, whatever its type. */
  commanderHeader?: Card;
  /** The Commander, when the header names a Commander card; it is in play from the start. */
  commander?: Card;
  /** The play deck, one slot per card. */
  slots: Slot[];
  affiliations: AffiliationAccess;
  /** True when the card's affiliation can ever be played from this deck. */
  canPlay(card: Card): boolean;
  /** The Commander, if it allows `what`, and the playable cards of the deck that allow it. */
  enablers(what: Allows): Card[];
}

/** What one rule found. Errors make a deck illegal; warnings do not (CONTRACTS §4). */
export interface Findings {
  errors: Issue[];
  warnings: Issue[];
}

/** One deck-building rule: a pure function of the deck's context. */
export type Rule = (ctx: DeckContext) => Findings;

export const NOTHING: Findings = { errors: [], warnings: [] };

export function errors(...issues: Issue[]): Findings {
  return { errors: issues, warnings: [] };
}

export function warnings(...issues: Issue[]): Findings {
  return { errors: [], warnings: issues };
}
