import type { RoundRecord } from "./types";

/**
 * The top cut after the Swiss rounds (CONTRACTS §9 "Standings"): the best 4 or 8 players who have
 * not dropped, by the final Swiss standings, play single elimination. Seeds meet as in a bracket,
 * so the top two seeds can meet only in the final: 8 → 1–8, 4–5, 2–7, 3–6; 4 → 1–4, 2–3. Each later
 * round pairs the winners of tables 1 and 2, 3 and 4, … of the round before. A multiplayer game
 * (Battle for Eden) cuts to 4, who play one final table.
 */

export const CUT_SIZES = [4, 8] as const;
export type CutSize = (typeof CUT_SIZES)[number];

/** Bracket order of the seeds (1-based) for a cut of `size`: consecutive pairs meet. */
export function bracketSeeds(size: CutSize): number[] {
  return size === 8 ? [1, 8, 4, 5, 2, 7, 3, 6] : [1, 4, 2, 3];
}

/** The first cut round: `seeded` best first (at least `size` of them). */
export function firstCutRound(seeded: readonly string[], size: CutSize): [string, string][] {
  const order = bracketSeeds(size).map((s) => seeded[s - 1]);
  const tables: [string, string][] = [];
  for (let i = 0; i < order.length; i += 2) tables.push([order[i], order[i + 1]]);
  return tables;
}

/** The winner of each table of a finished 1-on-1 cut round, in table order. */
export function cutWinners(round: RoundRecord): string[] {
  return round.tables.map((t) => {
    if (Array.isArray(t.result)) return t.result[0];
    if (t.result === "a") return t.seats[0] as string;
    if (t.result === "b") return t.seats[1] as string;
    throw new Error("A cut table has no winner");
  });
}

/** The next cut round after `last`: its winners paired in table order; [] when `last` was the final. */
export function nextCutRound(last: RoundRecord): [string, string][] {
  const winners = cutWinners(last);
  if (winners.length < 2) return [];
  const tables: [string, string][] = [];
  for (let i = 0; i + 1 < winners.length; i += 2) tables.push([winners[i], winners[i + 1]]);
  return tables;
}
