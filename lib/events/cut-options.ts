import { CUT_SIZES, type CutSize } from "./tournament/cut";

/**
 * The top cuts an organizer may start (CONTRACTS §9): a cut of 4 or 8 needs that many players who
 * have not dropped; a multiplayer game (Battle for Eden) cuts to 4 only, one final table.
 */
export function cutSizesFor(seating: "duel" | "table", activePlayers: number): CutSize[] {
  return CUT_SIZES.filter((size) => size <= activePlayers && (seating === "duel" || size === 4));
}
