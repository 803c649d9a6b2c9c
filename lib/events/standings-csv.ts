import Papa from "papaparse";
import type { StandingView } from "./rounds";

/**
 * GET …/standings.csv (CONTRACTS §9.1 "Standings"): the same table as GET …/standings, one row a
 * player, fractions as decimals 0..1 (6 places), written by papaparse (quoting names as needed).
 */
export function standingsCsv(rows: readonly StandingView[]): string {
  const fraction = (x: number | null) => (x === null ? "" : x.toFixed(6));
  return Papa.unparse({
    fields: ["rank", "username", "matchPoints", "omw", "gw", "ogw", "vp", "wins", "losses", "draws", "byes", "played", "dropped"],
    data: rows.map((s) => [
      s.rank,
      s.username,
      s.matchPoints,
      fraction(s.omw),
      fraction(s.gw),
      fraction(s.ogw),
      s.vp,
      s.wins,
      s.losses,
      s.draws,
      s.byes,
      s.played,
      s.dropped ? "yes" : "no",
    ]),
  });
}
