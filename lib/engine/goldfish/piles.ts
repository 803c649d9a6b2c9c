/**
 * Drawing from a draw pile that is refilled from the discard pile, the way both card games
 * with a discard pile say it (ids are card instances; the top of the draw pile is index 0).
 */
import type { Rng } from "../rng";
import { shuffled } from "../shuffle";

export interface Drawn {
  drawn: number[];
  drawPile: number[];
  discardPile: number[];
  /** How many times the discard pile was shuffled into the draw pile. */
  reshuffles: number;
}

/**
 * "empty": draw what the pile holds; when it runs out, shuffle the discard pile into a new
 * draw pile and go on (Dark Eden, "STEP ONE: DRAW").
 * "short": when the pile holds fewer cards than needed, first shuffle the discard pile and
 * put it under the pile, then draw (Battle for Eden, "The Expansion phase").
 * Either way drawing stops when both piles are empty.
 */
export function drawCards(drawPile: readonly number[], discardPile: readonly number[], count: number, rng: Rng, when: "empty" | "short"): Drawn {
  let pile = drawPile.slice();
  let discard = discardPile.slice();
  const drawn: number[] = [];
  let reshuffles = 0;
  if (when === "short" && pile.length < count && discard.length > 0) {
    pile = [...pile, ...shuffled(discard, rng)];
    discard = [];
    reshuffles++;
  }
  while (drawn.length < count) {
    if (pile.length === 0) {
      if (discard.length === 0) break;
      pile = shuffled(discard, rng);
      discard = [];
      reshuffles++;
    }
    drawn.push(pile.shift()!);
  }
  return { drawn, drawPile: pile, discardPile: discard, reshuffles };
}
