import { statementsOf } from "./statements";
import type { Dialect, Statements } from "./types";

/**
 * PostgreSQL (15 or newer): statements written with `?` are numbered `$1, $2 …` here (no
 * statement has a `?` of its own); JSON is built with json_agg/json_build_array and returned
 * as text; dates in JSON are written as `toISOString()` text; LIKE is ILIKE (SQLite's LIKE
 * ignores case); `max(a, b)` is GREATEST.
 */
export const postgresDialect: Dialect = {
  statement: (text, ...values) => {
    let n = 0;
    return { text: text.replace(/\?/g, () => `$${++n}`), values };
  },
  like: "ILIKE",
  greatest: (a, b) => `GREATEST(${a}, ${b})`,
  jsonArray: (...items) => `json_build_array(${items.join(", ")})`,
  jsonAgg: (item, orderBy) => `COALESCE(json_agg(${item} ORDER BY ${orderBy}), '[]')::text`,
  // Prisma stores UTC in `timestamp(3)`.
  jsonDate: (column) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  hex: (column) => `encode(${column}, 'hex')`,
  nowMs: `CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)`,
  caseless: (column) => `lower(${column})`,
  rowKey: `"id"`,
  joinInOrder: "JOIN",
  groupBy: (key, ...joined) => [key, ...joined].join(", "),
  resetIdSequence: (table, column) =>
    `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'), COALESCE((SELECT max("${column}") FROM "${table}"), 0) + 1, false)`,
};

export const postgres: Statements = statementsOf(postgresDialect);
