import { type DomainError, englishRefusal, refusal } from "../errors";
import { isBye, type TableRecord } from "./tournament";

/**
 * One table's result as the organizer enters it (PUT …/results) or a player reports it (POST
 * …/report), checked against the table before anything is written (CONTRACTS §9, §9.1):
 * a 1-on-1 result is "a", "b" or "draw" (games and victory points optional); a multiplayer
 * table's is the usernames in placing order, or `placings` {username: place}: places 1..n, each
 * once, every seated player once; otherwise 400 PLACINGS_INVALID naming the table.
 */

export interface ResultEntry {
  table: number;
  result?: "a" | "b" | "draw" | string[];
  placings?: Record<string, number>;
  games?: readonly [number, number, number];
  score?: readonly [number, number];
}

/** As the table row stores it (JSON text). */
export interface StoredResult {
  result: string;
  games: string | null;
  score: string | null;
}

/** A result that does not fit its table: apiErrors.RESULT_WHY says why, for the API and the page alike. */
function badResult(path: string, why: string, table: number, more: { games?: string; result?: string; seats?: number } = {}): DomainError {
  const [games, result, seats] = [more.games ?? "", more.result ?? "", more.seats ?? 0];
  const message = englishRefusal("apiErrors.RESULT_WHY", { why, table, games, result, seats });
  return refusal("invalid", "RESULT_INVALID", { why, table, games, result, seats }, { key: "apiErrors.RESULT_WHY", issues: [{ path, message }] });
}

export function placingsInvalid(table: number, path: string, seated: number): DomainError {
  const message = englishRefusal("apiErrors.PLACINGS_INVALID", { table, count: seated });
  return refusal("invalid", "PLACINGS_INVALID", { table, count: seated }, { issues: [{ path, message, table }] });
}

/**
 * The stored form of `entry` for a table of `seats` (registration ids) in a round of `kind`;
 * `byName` maps lower-cased usernames (of accounts that still exist) to registration ids.
 * `path` prefixes the issues' paths ("results.0" or "").
 */
export function checkResultEntry(
  entry: ResultEntry,
  seats: (string | null)[],
  kind: "swiss" | "cut",
  byName: ReadonlyMap<string, string>,
  path: string,
): StoredResult {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const table: TableRecord = { seats, result: null };
  const n = entry.table;
  if (seats.length === 2) {
    if (typeof entry.result !== "string" || entry.placings) throw badResult(at("result"), "duel", n);
    if (isBye(table) && entry.result !== "a") throw badResult(at("result"), "bye", n);
    if (kind === "cut" && entry.result === "draw") throw badResult(at("result"), "cut", n);
    if (entry.games) {
      const [a, b] = entry.games;
      const fits = entry.result === "a" ? a > b : entry.result === "b" ? b > a : a === b;
      if (!fits) throw badResult(at("games"), "games", n, { games: entry.games.join("-"), result: entry.result });
    }
    return {
      result: JSON.stringify(entry.result),
      games: entry.games ? JSON.stringify(entry.games) : null,
      score: entry.score ? JSON.stringify(entry.score) : null,
    };
  }
  if (entry.games || entry.score) throw badResult(at("result"), "placings", n, { seats: seats.length });
  const seated = new Set(seats.filter((s): s is string => s !== null));
  let order: (string | undefined)[];
  if (entry.placings) {
    // Places 1..n, each once (issue 45: three players all set to "1st" were saved in listing order).
    const given = Object.entries(entry.placings).map(([name, place]) => ({ id: byName.get(name.toLowerCase()), place }));
    const places = given.map((g) => g.place).sort((a, b) => a - b);
    if (given.length !== seated.size || places.some((p, i) => p !== i + 1)) throw placingsInvalid(n, at("placings"), seated.size);
    order = [...given].sort((a, b) => a.place - b.place).map((g) => g.id);
  } else if (Array.isArray(entry.result)) {
    order = entry.result.map((name) => byName.get(name.toLowerCase()));
  } else throw placingsInvalid(n, at("result"), seated.size);
  if (order.length !== seated.size || new Set(order).size !== order.length || order.some((id) => id === undefined || !seated.has(id)))
    throw placingsInvalid(n, at(entry.placings ? "placings" : "result"), seated.size);
  return { result: JSON.stringify(order), games: null, score: null };
}
