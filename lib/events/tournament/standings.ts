import { DRAW_POINTS, type Entrant, isBye, MIN_WIN_RATE, PLACING_POINTS, type RoundRecord, type TieBreakers, WIN_POINTS } from "./types";

/**
 * Standings (CONTRACTS §9 "Standings", §9.1 "Standings"), MTR-style: match points first, then
 * by the game's tie-breakers (TieBreakers): OMW, GW, OGW for dark-eden and got-cgs; victory
 * points scored, then OMW, for eden-skirmish; OMW for battle-for-eden. Only Swiss rounds count;
 * the top cut decides the winner, not the standings. Equal on everything is a tie: the same rank
 * (1, 2, 2, 4), listed by name.
 *
 * - Match-win percentage (MWP): match points over 3 per round played (byes and rounds missed by
 *   a late entry included).
 * - Game-win percentage (GW): game points (3 a game won, 1 a game drawn) over 3 per game played.
 *   A bye counts as a 2–0 win; a round missed by a late entry as a 0–2 loss; a 1-on-1 result
 *   entered without its games as 2–0 (1–1 for a draw).
 * - OMW and OGW: the average over the player's opponents of their MWP and GW, each counted at
 *   least 1/3. A bye is no opponent; an opponent met twice counts twice. 0 without an opponent.
 */

export interface Standing {
  rank: number;
  id: string;
  name: string;
  matchPoints: number;
  /** Opponents' match-win percentage, 0..1 (0 without an opponent yet). */
  omw: number;
  /** Game-win percentage, 0..1; null for a multiplayer game (no games). */
  gw: number | null;
  /** Opponents' game-win percentage, 0..1; null for a multiplayer game. */
  ogw: number | null;
  /** Victory points scored (EDEN results' `score`), summed. */
  vp: number;
  /** Matches with a result, byes and rounds missed by a late entry included. */
  played: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  /** Multiplayer only: how many times the player placed 1st, 2nd, … (index 0 is 1st). */
  placings?: number[];
  dropped: boolean;
}

interface Tally {
  matchPoints: number;
  played: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  vp: number;
  /** One entry per match with a result against a real opponent (an opponent met twice counts twice). */
  opponents: string[];
  gamePoints: number;
  games: number;
  placings: number[];
}

/** Match-win percentage: match points over the points possible in the rounds played, at least 1/3. */
export function matchWinRate(matchPoints: number, played: number): number {
  if (played === 0) return MIN_WIN_RATE;
  return Math.max(MIN_WIN_RATE, matchPoints / (WIN_POINTS * played));
}

/** Game-win percentage as an opponent's counts: at least 1/3. */
export function gameWinRate(gamePoints: number, games: number): number {
  if (games === 0) return MIN_WIN_RATE;
  return Math.max(MIN_WIN_RATE, gamePoints / (WIN_POINTS * games));
}

/** The games a 1-on-1 result counts as when none were given: 2–0 for a win, 1–1 for a draw. */
function inferredGames(result: "a" | "b" | "draw"): [number, number, number] {
  return result === "a" ? [2, 0, 0] : result === "b" ? [0, 2, 0] : [1, 1, 0];
}

/** Tallies every Swiss result: points, matches, opponents, games, victory points, placings. */
function tallies(entrants: readonly Entrant[], rounds: readonly RoundRecord[]): Map<string, Tally> {
  const byId = new Map<string, Tally>(
    entrants.map((e) => [
      e.id,
      { matchPoints: 0, played: 0, wins: 0, losses: 0, draws: 0, byes: 0, vp: 0, opponents: [], gamePoints: 0, games: 0, placings: [] },
    ]),
  );
  const get = (id: string | null) => (id === null ? undefined : byId.get(id));
  for (const round of rounds) {
    if (round.kind !== "swiss") continue;
    // A late entry's rounds before their first: a loss each (CONTRACTS §9.1 "Late entry"), 0–2 in games.
    for (const e of entrants) {
      if ((e.firstRound ?? 1) <= round.number) continue;
      const t = byId.get(e.id)!;
      t.played++;
      t.losses++;
      t.games += 2;
    }
    for (const table of round.tables) {
      if (isBye(table)) {
        // A bye is a win (CONTRACTS §9) without an opponent, and a 2–0 in games (§9.1).
        const t = get(table.seats[0]);
        if (!t) continue;
        t.matchPoints += WIN_POINTS;
        t.played++;
        t.wins++;
        t.byes++;
        t.games += 2;
        t.gamePoints += 2 * WIN_POINTS;
        continue;
      }
      if (table.result === null) continue;
      if (Array.isArray(table.result)) {
        // Multiplayer: placings. The winner has the win; every other place is a loss (the
        // runner-up's point is in the match points, not a draw).
        const seated = table.seats.filter((s): s is string => s !== null);
        table.result.forEach((id, place) => {
          const t = get(id);
          if (!t) return;
          t.matchPoints += PLACING_POINTS[place] ?? 0;
          t.played++;
          if (place === 0) t.wins++;
          else t.losses++;
          while (t.placings.length <= place) t.placings.push(0);
          t.placings[place]++;
          for (const other of seated) if (other !== id) t.opponents.push(other);
        });
        continue;
      }
      const [a, b] = table.seats;
      const ta = get(a);
      const tb = get(b);
      if (!ta || !tb || a === null || b === null) continue;
      const result = table.result;
      ta.played++;
      tb.played++;
      ta.opponents.push(b);
      tb.opponents.push(a);
      if (result === "draw") {
        ta.matchPoints += DRAW_POINTS;
        tb.matchPoints += DRAW_POINTS;
        ta.draws++;
        tb.draws++;
      } else {
        const [winner, loser] = result === "a" ? [ta, tb] : [tb, ta];
        winner.matchPoints += WIN_POINTS;
        winner.wins++;
        loser.losses++;
      }
      const [aWins, bWins, drawn] = table.games ?? inferredGames(result);
      const total = aWins + bWins + drawn;
      ta.games += total;
      tb.games += total;
      ta.gamePoints += WIN_POINTS * aWins + DRAW_POINTS * drawn;
      tb.gamePoints += WIN_POINTS * bWins + DRAW_POINTS * drawn;
      if (table.score) {
        ta.vp += table.score[0];
        tb.vp += table.score[1];
      }
    }
  }
  return byId;
}

/** Rounded so that equal fractions computed in different orders compare equal. */
const key = (x: number | null) => (x === null ? -1 : Math.round(x * 1e9));

type Compared = Pick<Standing, "matchPoints" | "omw" | "gw"> & Partial<Pick<Standing, "ogw" | "vp">>;

/** Orders two standings by match points, then the tie-breakers (best first). 0 is a tie. */
export function compareStanding(a: Compared, b: Compared, by: TieBreakers = "mtr"): number {
  if (a.matchPoints !== b.matchPoints) return b.matchPoints - a.matchPoints;
  const keys: ((s: Compared) => number)[] =
    by === "vp"
      ? [(s) => s.vp ?? 0, (s) => key(s.omw)]
      : by === "placings"
        ? [(s) => key(s.omw)]
        : [(s) => key(s.omw), (s) => key(s.gw), (s) => key(s.ogw ?? null)];
  for (const k of keys) {
    const d = k(b) - k(a);
    if (d !== 0) return d;
  }
  return 0;
}

const average = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length);

/** Every entrant's standing, best first; dropped players stay in the standings. */
export function computeStandings(entrants: readonly Entrant[], rounds: readonly RoundRecord[], by: TieBreakers = "mtr"): Standing[] {
  const byId = tallies(entrants, rounds);
  const multiplayer = by === "placings" || rounds.some((r) => r.tables.some((t) => t.seats.length > 2));
  const rows: Standing[] = entrants.map((e) => {
    const t = byId.get(e.id)!;
    const opponents = t.opponents.map((o) => byId.get(o));
    return {
      rank: 0,
      id: e.id,
      name: e.name,
      matchPoints: t.matchPoints,
      omw: average(opponents.map((o) => (o ? matchWinRate(o.matchPoints, o.played) : MIN_WIN_RATE))),
      gw: multiplayer ? null : t.games === 0 ? 0 : t.gamePoints / (WIN_POINTS * t.games),
      ogw: multiplayer ? null : average(opponents.map((o) => (o ? gameWinRate(o.gamePoints, o.games) : MIN_WIN_RATE))),
      vp: t.vp,
      played: t.played,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      byes: t.byes,
      ...(multiplayer ? { placings: t.placings } : {}),
      dropped: e.dropped,
    };
  });
  rows.sort((a, b) => compareStanding(a, b, by) || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  rows.forEach((row, i) => {
    row.rank = i > 0 && compareStanding(rows[i - 1], row, by) === 0 ? rows[i - 1].rank : i + 1;
  });
  return rows;
}
