/**
 * A player's optional games won and victory points beside a 1-on-1 report (CONTRACTS §9.1
 * "Players report": `games` {a, b, draws}, and `score` {a, b} for EDEN), as typed on their phone
 * (components/events/my-table.tsx), own count first, turned into seat order. Pure: the page runs it.
 */
export interface ScoreFields {
  myGames: string;
  theirGames: string;
  drawnGames: string;
  myPoints: string;
  theirPoints: string;
}
export const NO_SCORES: ScoreFields = { myGames: "", theirGames: "", drawnGames: "", myPoints: "", theirPoints: "" };

/** A whole number in 0..max typed in a field, "" for none, NaN for anything else. */
function count(text: string, max: number): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : Number.NaN;
}

/**
 * The games won and the victory points of a 1-on-1 report in seat order (a, b), from the player's
 * own fields (mine first): both of a pair or neither; the games must give the result, as the server
 * checks (lib/events/result-entry.ts), so the refusal comes before sending and in the reader's language.
 */
export function duelExtras(
  f: ScoreFields,
  seat: "a" | "b",
  result: "a" | "b" | "draw",
): { games?: { a: number; b: number; draws: number }; score?: { a: number; b: number } } | { problem: "scoresBothOrNeither" | "gamesDontFit" } {
  const [mine, theirs, drawn] = [count(f.myGames, 9), count(f.theirGames, 9), count(f.drawnGames, 9)];
  const [myPoints, theirPoints] = [count(f.myPoints, 999), count(f.theirPoints, 999)];
  const bad = [mine, theirs, drawn, myPoints, theirPoints].some((n) => Number.isNaN(n));
  if (bad || (mine === null) !== (theirs === null) || (myPoints === null) !== (theirPoints === null) || (drawn !== null && mine === null))
    return { problem: "scoresBothOrNeither" };
  const out: { games?: { a: number; b: number; draws: number }; score?: { a: number; b: number } } = {};
  if (mine !== null && theirs !== null) {
    const [a, b] = seat === "a" ? [mine, theirs] : [theirs, mine];
    const fits = result === "a" ? a > b : result === "b" ? b > a : a === b;
    if (!fits) return { problem: "gamesDontFit" };
    out.games = { a, b, draws: drawn ?? 0 };
  }
  if (myPoints !== null && theirPoints !== null) out.score = seat === "a" ? { a: myPoints, b: theirPoints } : { a: theirPoints, b: myPoints };
  return out;
}
