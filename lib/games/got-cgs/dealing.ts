/**
 * Burn off and dealing (GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Dealing cards"): the era
 * deck without its gold cards is shuffled, the burn-off cards go to the void, the rest is
 * dealt one card at a time to each player in turn order.
 */
import type { Burnoff } from "./era-headers";

// GOT CGS rules, "Card packs ▶ Instructions": a percentage "from the number of cards used in the deck", rounded up (CONTRACTS §2).
export function burnoffCount(burnoff: Burnoff, shuffledCards: number): number {
  if (burnoff.kind === "count") return burnoff.count;
  return Math.ceil((shuffledCards * burnoff.numerator) / burnoff.denominator);
}

export interface Deal {
  /** Cards dealt to the players after the burn off. */
  dealt: number;
  /** Cards every player gets (the least any player gets). */
  cardsPerPlayer: number;
  /** The first this many players in turn order get one card more. */
  playersWithExtraCard: number;
}

// GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Dealing cards": the remaining cards are dealt one at a time to each player.
export function deal(shuffledCards: number, burnoff: number, players: number): Deal {
  const dealt = Math.max(0, shuffledCards - burnoff);
  return { dealt, cardsPerPlayer: Math.floor(dealt / players), playersWithExtraCard: dealt % players };
}
