import type { BfeCard } from "./card";

/** A reinforcement budget: the known energy values added up, and the crystals whose value no source gives. */
export interface ReinforcementBudget {
  known: number;
  /** Crystals played whose energy value is unknown (the catalog has no `energy`). */
  unknown: number;
}

// Battle for Eden rules, "The Reinforcements phase": at most the total value of the Energy Crystal cards played in the Expansion phase may be spent on units.
export function reinforcementBudget(crystals: readonly Pick<BfeCard, "energy">[]): ReinforcementBudget {
  let known = 0;
  let unknown = 0;
  for (const c of crystals) {
    if (typeof c.energy === "number") known += c.energy;
    else unknown++;
  }
  return { known, unknown };
}
