import { MODES } from "./dark-eden/first-few-games";
import type { GameSlug } from "./types";

/**
 * What events (CONTRACTS §9) need to know of each game, beside the games' own rules: how a table
 * is seated, which formats an event may be played in, and which deck-list header says what a
 * deck is built around (shown in "what was played").
 */

export interface EventFormat {
  /** The deck-list header a format sets before the deck is checked (Dark Eden's `mode`). */
  header: string;
  values: readonly string[];
  /** The format of an event that names none. */
  default: string;
}

export interface EventPlay {
  /** `duel`: 1-on-1 Swiss; `table`: tables of 3 or 4, results are placings. */
  seating: "duel" | "table";
  /** The event formats, when the game has more than one way to build. */
  format?: EventFormat;
  /** The header a deck is built around (a Commander, a warband, a civilization), for "what was played". */
  identity?: string;
  /**
   * How standings break equal match points (CONTRACTS §9.1 "Standings"): `mtr` OMW, GW, OGW;
   * `vp` victory points scored, then OMW; `placings` OMW (match points come from placings).
   */
  tieBreakers: "mtr" | "vp" | "placings";
}

const PLAY: Record<GameSlug, EventPlay> = {
  // Dark Eden rules, "YOUR FIRST FEW GAMES": `beginner` lifts the affiliation limits; `standard` is the full rules.
  "dark-eden": { seating: "duel", format: { header: "mode", values: MODES, default: "standard" }, identity: "commander", tieBreakers: "mtr" },
  // Battle for Eden rules, "How the game works": 3 to 6 players fight over one map.
  "battle-for-eden": { seating: "table", identity: "civilization", tieBreakers: "placings" },
  "got-cgs": { seating: "duel", tieBreakers: "mtr" },
  "eden-skirmish": { seating: "duel", identity: "warband", tieBreakers: "vp" },
};

export function eventPlay(game: GameSlug): EventPlay {
  return PLAY[game];
}
