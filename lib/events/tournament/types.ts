/**
 * The records an event's pairings and standings are computed from (CONTRACTS §9). Pure data:
 * lib/events/service*.ts reads them from the database and hands them here.
 */

/** A player of an event, by a stable id (the registration's). */
export interface Entrant {
  id: string;
  /** Shown in standings; ties in standing are listed by it. */
  name: string;
  dropped: boolean;
  /** The first round the player is paired in (a late entry, CONTRACTS §9.1): each Swiss round before it counts as a loss. 1 when absent. */
  firstRound?: number;
}

/** A 1-on-1 table's result: seat a won, seat b won, or a draw. */
export type DuelResult = "a" | "b" | "draw";

/** One table of a round: its seats (a 1-on-1 bye is `[a, null]`) and its result once entered. */
export interface TableRecord {
  seats: (string | null)[];
  /** 1-on-1: "a" | "b" | "draw"; multiplayer: the seated ids in placing order (first is the winner); null until entered. */
  result: DuelResult | string[] | null;
  /** 1-on-1 only, when given: games won by a, by b, and drawn. */
  games?: readonly [number, number, number] | null;
  /** 1-on-1 only, when given: victory points scored by a and by b (EDEN, CONTRACTS §9.1). */
  score?: readonly [number, number] | null;
}

export interface RoundRecord {
  number: number;
  kind: "swiss" | "cut";
  tables: TableRecord[];
}

/** Match points (CONTRACTS §9): a win or a bye 3, a draw 1, a loss 0. */
export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;
/** Multiplayer placings (Battle for Eden): the winner scores a win, the runner-up a draw, the rest nothing. */
export const PLACING_POINTS: readonly number[] = [WIN_POINTS, DRAW_POINTS];
/** Opponents' match-win percentage counts each opponent at least this (CONTRACTS §9). */
export const MIN_WIN_RATE = 1 / 3;

/**
 * How standings order equal match points (CONTRACTS §9.1 "Standings"): `mtr` OMW, GW, OGW
 * (dark-eden, got-cgs); `vp` victory points scored, then OMW (eden-skirmish); `placings` OMW
 * (battle-for-eden, whose match points come from placings).
 */
export type TieBreakers = "mtr" | "vp" | "placings";

/** Whether a table is a bye: one player and the empty seat. */
export function isBye(table: TableRecord): boolean {
  return table.seats.length === 2 && table.seats[1] === null;
}
