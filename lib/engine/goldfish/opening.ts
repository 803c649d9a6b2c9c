/**
 * The CLI's `goldfish` and `odds` over a game's draw model (CONTRACTS §3): Monte-Carlo
 * opening hands through the engine's simulator, and the exact hypergeometric chance.
 */
import { hypergeometricAtLeast } from "../odds";
import type { Rng } from "../rng";
import { simulateOpeningHands } from "../simulate";
import type { DrawModel } from "./types";

export const MAX_HANDS = 1_000_000;

export interface OpeningShare {
  code: string;
  name: string;
  copies: number;
  /** The share of simulated opening hands holding at least one copy. */
  pAtLeastOne: number;
}

/** `hands` opening set-ups by the model (burn, then the opening hand), reproducible for the generator's seed. */
export function simulateOpenings(model: DrawModel, hands: number, rng: Rng): OpeningShare[] {
  const result = simulateOpeningHands({
    copies: model.cards.map((c) => c.copies),
    deckSize: model.deckSize,
    burn: model.burned,
    hand: model.openingHand,
    hands,
    rng,
  });
  return model.cards.map((c, i) => ({ code: c.code, name: c.name, copies: c.copies, pAtLeastOne: result.cards[i].pAtLeastOne }));
}

/** P(at least `atLeast` copies among the first `seen` cards drawn), the burned cards accounted for. */
export function exactChance(model: DrawModel, copies: number, atLeast: number, seen: number): number {
  return hypergeometricAtLeast({ deckSize: model.deckSize, copies, seen, burned: model.burned, atLeast });
}
