import "server-only";
import { databaseEngine, type Db, type Engine, type Tx } from "../client";
import { postgres } from "./postgres";
import { sqlite } from "./sqlite";
import type { Statement, Statements } from "./types";

export type { CollectionFilter, PublicDeckFilter, PublicDeckOrder, Statement, Statements } from "./types";

/**
 * The one place raw SQL lives (issue "SQL in one place"): every statement is written once
 * (statements.ts) over a dialect, SQLite's (sqlite.ts) or PostgreSQL's (postgres.ts). Services
 * take them from here for the engine of DATABASE_URL and run them with `queryRows`/`execute`.
 */
export function statements(): Statements {
  return statementsFor(databaseEngine());
}

/** The statements of one engine (for a client of another database than DATABASE_URL's). */
export function statementsFor(engine: Engine): Statements {
  return engine === "postgres" ? postgres : sqlite;
}

export function queryRows<T>(client: Db | Tx, statement: Statement): Promise<T[]> {
  return client.$queryRawUnsafe<T[]>(statement.text, ...statement.values);
}

/** Runs a statement; resolves to the rows it changed. */
export function execute(client: Db | Tx, statement: Statement): Promise<number> {
  return client.$executeRawUnsafe(statement.text, ...statement.values);
}
