import blossom from "edmonds-blossom-fixed";
import { computeStandings, compareStanding, type Standing } from "./standings";
import type { Entrant, RoundRecord } from "./types";

/**
 * Swiss pairings for 1-on-1 games (CONTRACTS §9 "Rounds"), as a maximum-weight perfect matching
 * (Edmonds' blossom algorithm, `edmonds-blossom-fixed`) over every pair of players who have not
 * dropped. Each possible pair costs, in strict order of importance:
 *
 *  1. each time the two have met already: no rematch while a pairing without one exists;
 *  2. the square of their difference in match points: equal match points meet first, and a
 *     player who must float meets the nearest score group;
 *  3. the distance between their places in the standings: within a score group neighbours meet
 *     (1–2, 3–4 …), and the floater is the lowest of the higher group against the highest of the
 *     lower one.
 *
 * Each level's unit is larger than the most the levels below it can add up to, so a lower level
 * never outweighs a higher one. With an odd count, the bye goes first, to the lowest-ranked
 * player without a bye (if everyone has had one: the lowest-ranked of those with the fewest).
 * Players equal in the standings are ordered by a hash of the seed and their id, so round 1 is a
 * seeded random draw and every later tie is broken the same way on every server.
 */

export interface SwissPairing {
  /** Tables in order, the best-placed first: [a, b], b null for the bye (last). */
  tables: [string, string | null][];
  /** Who got the bye, if anyone. */
  bye: string | null;
}

/** FNV-1a over the text: a stable 32-bit hash (the same on every server). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Players who have not dropped, best first: the standings, ties broken by the seeded hash. */
export function pairingOrder(standings: readonly Standing[], seed: string): Standing[] {
  return standings
    .filter((s) => !s.dropped)
    .map((s) => ({ s, h: hash(`${seed}\u0000${s.id}`) }))
    .sort((x, y) => compareStanding(x.s, y.s) || x.h - y.h || (x.s.id < y.s.id ? -1 : 1))
    .map((x) => x.s);
}

/** How often each pair has met (in any round, a cut included), keyed "a\u0000b" with a < b. */
export function meetings(rounds: readonly RoundRecord[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const round of rounds) {
    for (const table of round.tables) {
      const seated = table.seats.filter((s): s is string => s !== null);
      for (let i = 0; i < seated.length; i++)
        for (let j = i + 1; j < seated.length; j++) {
          const k = pairKey(seated[i], seated[j]);
          met.set(k, (met.get(k) ?? 0) + 1);
        }
    }
  }
  return met;
}

export function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

/** The player who gets the bye among `order` (best first): the lowest-ranked without one, else the lowest-ranked with the fewest. */
export function byeCandidate(order: readonly Standing[]): Standing {
  const fewest = Math.min(...order.map((s) => s.byes));
  for (let i = order.length - 1; i >= 0; i--) if (order[i].byes === fewest) return order[i];
  return order[order.length - 1];
}

/** Pairs the next Swiss round of the players who have not dropped. */
export function pairSwiss(entrants: readonly Entrant[], rounds: readonly RoundRecord[], seed: string): SwissPairing {
  const order = pairingOrder(computeStandings(entrants, rounds), seed);
  let bye: string | null = null;
  let players = order;
  if (order.length % 2 === 1) {
    bye = byeCandidate(order).id;
    players = order.filter((s) => s.id !== bye);
  }
  const tables = matchPlayers(players, meetings(rounds));
  if (bye !== null) tables.push([bye, null]);
  return { tables, bye };
}

/** Up to this many players every pair is weighed; above it, pairs within a window of places first. */
const FULL_GRAPH_UP_TO = 64;
const WINDOWS = [24, 96];

/**
 * The matching itself: `players` best first, an even count. Above FULL_GRAPH_UP_TO players only
 * pairs at most a window of places apart are weighed (the blossom algorithm is cubic; neighbours
 * always include a perfect matching); when that matching holds a rematch, a wider window and at
 * last every pair are tried, so a rematch stays only when no pairing avoids it.
 */
function matchPlayers(players: readonly Standing[], met: ReadonlyMap<string, number>): [string, string | null][] {
  const n = players.length;
  if (n === 0) return [];
  const windows = n <= FULL_GRAPH_UP_TO ? [n] : [...WINDOWS.filter((w) => w < n), n];
  let best: { tables: [string, string | null][]; rematches: number } | null = null;
  for (const window of windows) {
    const found = matchWithin(players, met, window);
    if (best === null || found.rematches < best.rematches) best = found;
    if (found.rematches === 0) break;
  }
  return best!.tables;
}

function matchWithin(players: readonly Standing[], met: ReadonlyMap<string, number>, window: number): { tables: [string, string | null][]; rematches: number } {
  const n = players.length;
  const pairs = n / 2;
  const maxDiff = Math.max(...players.map((p) => p.matchPoints)) - Math.min(...players.map((p) => p.matchPoints));
  // Level units: each exceeds the most the levels below can add up to over a whole round.
  const rankUnit = 1;
  const scoreUnit = pairs * (n - 1) * rankUnit + 1;
  const rematchUnit = pairs * maxDiff * maxDiff * scoreUnit + scoreUnit;
  const costs: [number, number, number][] = [];
  let maxCost = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n && j - i <= window; j++) {
      const diff = players[i].matchPoints - players[j].matchPoints;
      const cost = (met.get(pairKey(players[i].id, players[j].id)) ?? 0) * rematchUnit + diff * diff * scoreUnit + (j - i) * rankUnit;
      costs.push([i, j, cost]);
      if (cost > maxCost) maxCost = cost;
    }
  // Maximum weight = minimum cost among the perfect matchings (maxCardinality).
  const mate = blossom(
    costs.map(([i, j, c]) => [i, j, maxCost + 1 - c]),
    true,
  );
  const tables: [string, string | null][] = [];
  let rematches = 0;
  for (let i = 0; i < n; i++) {
    const j = mate[i];
    if (j === undefined || j < 0) throw new Error("Swiss pairing left a player unpaired");
    if (j > i) {
      tables.push([players[i].id, players[j].id]);
      if (met.has(pairKey(players[i].id, players[j].id))) rematches++;
    }
  }
  return { tables, rematches };
}
