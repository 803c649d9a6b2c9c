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

/** "7", "at least 3 + 2 crystals of unknown value", "unknown (4 crystals of unknown value)". */
export function describeBudget(b: ReinforcementBudget): string {
  if (b.unknown === 0) return String(b.known);
  const crystals = `${b.unknown} crystal${b.unknown === 1 ? "" : "s"} of unknown value`;
  return b.known > 0 ? `${b.known} + ${crystals}` : `unknown (${crystals})`;
}
