import { DRAW_POINTS, type Entrant, isBye, MIN_WIN_RATE, PLACING_POINTS, type RoundRecord, WIN_POINTS } from "./types";

/**
 * Standings (CONTRACTS §9 "Standings"): match points, then opponents' match-win percentage (each
 * opponent counted at least 1/3), then game-win percentage where games were given. Only Swiss
 * rounds count; the top cut decides the winner, not the standings. Equal on all three is a tie:
 * the same rank (1, 2, 2, 4), listed by name.
 */

export interface Standing {
  rank: number;
  id: string;
  name: string;
  matchPoints: number;
  /** Opponents' match-win percentage, 0..1 (0 without an opponent yet). */
  omw: number;
  /** Game-win percentage, 0..1, or null when no game score was given. */
  gw: number | null;
  /** Matches with a result, byes included. */
  played: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  dropped: boolean;
}

interface Tally {
  matchPoints: number;
  played: number;
  wins: number;
  losses: number;
  draws: number;
  byes: number;
  /** One entry per match with a result against a real opponent (an opponent met twice counts twice). */
  opponents: string[];
  gamePoints: number;
  games: number;
}

/** Match-win percentage: match points over the points possible in the rounds played, at least 1/3. */
export function matchWinRate(matchPoints: number, played: number): number {
  if (played === 0) return MIN_WIN_RATE;
  return Math.max(MIN_WIN_RATE, matchPoints / (WIN_POINTS * played));
}

/** Tallies every Swiss result: points, matches, opponents, games. */
function tallies(entrants: readonly Entrant[], rounds: readonly RoundRecord[]): Map<string, Tally> {
  const byId = new Map<string, Tally>(
    entrants.map((e) => [e.id, { matchPoints: 0, played: 0, wins: 0, losses: 0, draws: 0, byes: 0, opponents: [], gamePoints: 0, games: 0 }]),
  );
  const get = (id: string | null) => (id === null ? undefined : byId.get(id));
  for (const round of rounds) {
    if (round.kind !== "swiss") continue;
    for (const table of round.tables) {
      if (isBye(table)) {
        // A bye is a win (CONTRACTS §9), without an opponent and without games.
        const t = get(table.seats[0]);
        if (!t) continue;
        t.matchPoints += WIN_POINTS;
        t.played++;
        t.wins++;
        t.byes++;
        continue;
      }
      if (table.result === null) continue;
      if (Array.isArray(table.result)) {
        // Multiplayer: placings.
        const seated = table.seats.filter((s): s is string => s !== null);
        table.result.forEach((id, place) => {
          const t = get(id);
          if (!t) return;
          const points = PLACING_POINTS[place] ?? 0;
          t.matchPoints += points;
          t.played++;
          if (place === 0) t.wins++;
          else if (points > 0) t.draws++;
          else t.losses++;
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
      if (table.games) {
        const [aWins, bWins, drawn] = table.games;
        const total = aWins + bWins + drawn;
        ta.games += total;
        tb.games += total;
        ta.gamePoints += WIN_POINTS * aWins + DRAW_POINTS * drawn;
        tb.gamePoints += WIN_POINTS * bWins + DRAW_POINTS * drawn;
      }
    }
  }
  return byId;
}

/** Rounded so that equal fractions computed in different orders compare equal. */
const key = (x: number) => Math.round(x * 1e9);

/** Orders two standings: more match points, then higher OMW%, then higher GW% (none given is lowest). 0 is a tie. */
export function compareStanding(a: Pick<Standing, "matchPoints" | "omw" | "gw">, b: Pick<Standing, "matchPoints" | "omw" | "gw">): number {
  if (a.matchPoints !== b.matchPoints) return b.matchPoints - a.matchPoints;
  if (key(a.omw) !== key(b.omw)) return key(b.omw) - key(a.omw);
  const ga = a.gw === null ? -1 : key(a.gw);
  const gb = b.gw === null ? -1 : key(b.gw);
  return gb - ga;
}

/** Every entrant's standing, best first; dropped players stay in the standings. */
export function computeStandings(entrants: readonly Entrant[], rounds: readonly RoundRecord[]): Standing[] {
  const byId = tallies(entrants, rounds);
  const rows = entrants.map((e) => {
    const t = byId.get(e.id)!;
    const rates = t.opponents.map((o) => {
      const ot = byId.get(o);
      return ot ? matchWinRate(ot.matchPoints, ot.played) : MIN_WIN_RATE;
    });
    return {
      rank: 0,
      id: e.id,
      name: e.name,
      matchPoints: t.matchPoints,
      omw: rates.length === 0 ? 0 : rates.reduce((s, r) => s + r, 0) / rates.length,
      gw: t.games === 0 ? null : t.gamePoints / (WIN_POINTS * t.games),
      played: t.played,
      wins: t.wins,
      losses: t.losses,
      draws: t.draws,
      byes: t.byes,
      dropped: e.dropped,
    };
  });
  rows.sort((a, b) => compareStanding(a, b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1));
  rows.forEach((row, i) => {
    row.rank = i > 0 && compareStanding(rows[i - 1], row) === 0 ? rows[i - 1].rank : i + 1;
  });
  return rows;
}
