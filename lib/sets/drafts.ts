import { parseAttributes } from "../games/got-cgs/attributes";
import type { BaseCard, GameSlug } from "../games/types";

/**
 * Draft cards of a player-made set: cards saved although the game would not accept them in
 * a deck yet. CONTRACTS §1: a Gardener of Thoughts card whose attributes text does not parse
 * is still saved (players draft cards in the app); the set's view flags it here.
 */
export interface DraftCard {
  code: string;
  /** The GOT_ATTR_* code a deck holding the card would report. */
  problem: string;
  line: number;
  message: string;
}

type DraftCheck = (card: BaseCard & { attributes?: unknown }) => Omit<DraftCard, "code"> | undefined;

// GOT CGS rules, "Cards ▶ Attributes": the attributes text must parse and keep the attribute rules.
const gotAttributes: DraftCheck = (card) => {
  if (typeof card.attributes !== "string") return undefined;
  const first = parseAttributes(card.attributes).problems[0];
  return first ? { problem: first.code, line: first.line, message: first.message } : undefined;
};

/** Games whose cards may be saved as drafts. */
const DRAFT_CHECKS: Partial<Record<GameSlug, DraftCheck>> = { "got-cgs": gotAttributes };

/** The set's draft cards, in card order; empty for games without drafts. */
export function draftCards(game: GameSlug, cards: readonly BaseCard[]): DraftCard[] {
  const check = DRAFT_CHECKS[game];
  if (!check) return [];
  return cards.flatMap((card) => {
    const draft = check(card);
    return draft ? [{ code: card.code, ...draft }] : [];
  });
}
