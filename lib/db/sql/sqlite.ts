import { statementsOf } from "./statements";
import type { Dialect, Statements } from "./types";

/** SQLite (3.45 through libSQL): `?` placeholders; JSON built as text; dates in JSON as stored. */
export const sqliteDialect: Dialect = {
  statement: (text, ...values) => ({ text, values }),
  like: "LIKE",
  greatest: (a, b) => `max(${a}, ${b})`,
  jsonArray: (...items) => `json_array(${items.join(", ")})`,
  jsonAgg: (item, orderBy) => `json_group_array(${item} ORDER BY ${orderBy})`,
  jsonDate: (column) => column,
  hex: (column) => `hex(${column})`,
  nowMs: `CAST(ROUND((julianday('now') - 2440587.5) * 86400000.0) AS INTEGER)`,
  caseless: (column) => `${column} COLLATE NOCASE`,
  rowKey: "rowid",
  joinInOrder: "CROSS JOIN",
  groupBy: (key) => key,
  resetIdSequence: () => "SELECT 1",
};

export const sqlite: Statements = statementsOf(sqliteDialect);

/** SQLite only: a consistent copy of the whole database into a new file, online (lib/db/backup.ts). Its one value: the file. */
export const sqliteBackupInto = { text: "VACUUM INTO ?" } as const;
