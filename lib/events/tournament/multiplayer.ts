import { computeStandings } from "./standings";
import { pairingOrder } from "./swiss";
import type { Entrant, RoundRecord } from "./types";

/**
 * Battle for Eden rounds (CONTRACTS §9 "Rounds"; the game is played by 3 to 6 players, Battle for
 * Eden rules "How the game works"): tables of 4 and 3, as many of 4 as the count allows (7 → 4+3,
 * 9 → 3+3+3, 10 → 4+3+3). Five players, whom 3s and 4s cannot seat, play at one table of 5.
 * Players are seated in standings order (seeded draw among equals), so players with the same
 * match points share a table.
 */

/** The table sizes for `n` players, largest first; empty when fewer than 3. */
export function tableSizes(n: number): number[] {
  if (n < 3) return [];
  if (n === 5) return [5];
  const threes = (4 - (n % 4)) % 4;
  const fours = (n - 3 * threes) / 4;
  return [...Array(fours).fill(4), ...Array(threes).fill(3)];
}

/** Seats the next round of the players who have not dropped: each table's ids, best-placed table first. */
export function seatTables(entrants: readonly Entrant[], rounds: readonly RoundRecord[], seed: string): string[][] {
  const order = pairingOrder(computeStandings(entrants, rounds), seed);
  const tables: string[][] = [];
  let at = 0;
  for (const size of tableSizes(order.length)) {
    tables.push(order.slice(at, at + size).map((s) => s.id));
    at += size;
  }
  return tables;
}
