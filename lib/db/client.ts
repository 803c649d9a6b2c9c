import "server-only";
import { chmodSync, existsSync } from "node:fs";
import path from "node:path";
import type { Client, Config } from "@libsql/client";
import { ConnectionPool, Sqlite3Client } from "@libsql/client/sqlite3";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "../generated/prisma/client";
import { guardTransactions } from "./transaction-guard";

/** The two engines Edenkeep runs on (docs/deploy.md): SQLite for `file:` URLs, PostgreSQL for `postgresql:`/`postgres:` ones. */
export type Engine = "sqlite" | "postgres";

/** The engine a database URL names; throws one clear sentence for any other scheme. */
export function engineOf(url: string): Engine {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgres";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  throw new Error(`DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL)${scheme ? `, not ${scheme}:` : ""}.`);
}

/** The engine of the database in use. */
export function databaseEngine(): Engine {
  return engineOf(databaseUrl());
}

/** `DATABASE_URL` (a `file:` URL made absolute, or a PostgreSQL URL) or `data/app.db` under the working directory. */
export function databaseUrl(): string {
  return absoluteUrl(process.env.DATABASE_URL ?? "file:./data/app.db");
}

/** How long a statement waits for another connection's write lock before SQLITE_BUSY (`SQLITE_BUSY_TIMEOUT_MS` overrides). */
export function busyTimeoutMs(): number {
  const n = Number(process.env.SQLITE_BUSY_TIMEOUT_MS);
  return Number.isInteger(n) && n >= 0 ? n : 5000;
}

/** Run on every connection when it opens (docs/stack.md: SQLite under a web server). */
export function connectionPragmas(busyMs = busyTimeoutMs()): string {
  return `PRAGMA journal_mode=WAL; PRAGMA foreign_keys=ON; PRAGMA busy_timeout=${busyMs}; PRAGMA synchronous=NORMAL;`;
}

/** The most connections one client opens (libSQL's own default). */
const MAX_CONNECTIONS = 20;

type Connection = ReturnType<ConnectionPool["acquireSync"]>;

/**
 * libSQL's pool opens connections lazily, one more whenever all are borrowed (a transaction
 * holds one for its life), and replaces any it had to close. A pragma run once through the
 * client reaches only the connection that happened to run it, so this pool runs them on
 * each connection as it first hands it out.
 *
 * It also retires a connection on which a statement failed while running (SQLITE_BUSY in
 * the middle of `INSERT … RETURNING`, a constraint): libSQL leaves such a statement
 * unfinished until garbage collection, and until then every COMMIT on that connection fails
 * with "SQL statements in progress". (The app reaches the pool through Prisma's adapter,
 * which runs one operation at a time, so no borrower is ever left waiting for it.)
 */
class PragmaPool extends ConnectionPool {
  private readonly prepared = new WeakSet<Connection>();
  private readonly failed = new WeakSet<Connection>();
  constructor(
    file: string,
    private readonly pragmas: string,
    busyMs: number,
  ) {
    super(file, { timeout: busyMs }, MAX_CONNECTIONS);
  }
  override acquireSync(forTransaction?: boolean): Connection {
    const connection = super.acquireSync(forTransaction);
    if (!this.prepared.has(connection)) {
      try {
        connection.exec(this.pragmas);
      } catch (err) {
        this.release(connection);
        throw err;
      }
      this.watchFailures(connection);
      this.prepared.add(connection);
    }
    return connection;
  }
  override release(connection: Connection): void {
    if (this.failed.has(connection) && connection.open) {
      try {
        if (connection.inTransaction) connection.exec("ROLLBACK");
      } catch {
        // closing below ends the transaction anyway
      }
      connection.close();
    }
    super.release(connection);
  }
  /** Marks the connection as failed when a statement prepared on it throws while running. */
  private watchFailures(connection: Connection): void {
    const prepare = connection.prepare.bind(connection);
    const failed = this.failed;
    connection.prepare = ((sql: string) => {
      const statement = prepare(sql);
      for (const method of ["all", "run", "get", "iterate"] as const) {
        const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
        (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
          try {
            return original(...args);
          } catch (err) {
            failed.add(connection);
            throw err;
          }
        };
      }
      return statement;
    }) as typeof connection.prepare;
  }
}

/** A libSQL client for a `file:` URL whose every connection has the pragmas set. */
export function openLibsqlClient(url: string, busyMs = busyTimeoutMs()): Client {
  const file = fileOf(url);
  const pool = new PragmaPool(file, connectionPragmas(busyMs), busyMs);
  pool.release(pool.acquireSync()); // fail fast when the file cannot be opened
  restrictFileModes(file);
  return new Sqlite3Client(pool, "number");
}

function fileOf(url: string): string {
  const rest = url.slice("file:".length);
  return rest.startsWith("//") ? decodeURIComponent(new URL(url).pathname) : rest;
}

/** The database and its -wal/-shm (SQLite gives those the database's mode) readable by their owner only. */
function restrictFileModes(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      // Not traced by the build (a whole-project trace otherwise): the database file is made at run time.
      if (existsSync(/*turbopackIgnore: true*/ f)) chmodSync(/*turbopackIgnore: true*/ f, 0o600);
    } catch {
      // not ours to change (e.g. a read-only mount): leave it
    }
  }
}

/** Prisma's libSQL adapter, opening its client through openLibsqlClient for `file:` URLs. */
class PragmaLibSQL extends PrismaLibSQL {
  override createClient(config: Config): Client {
    return config.url.startsWith("file:") ? openLibsqlClient(config.url) : super.createClient(config);
  }
}

/**
 * The Prisma client's type. Both generated clients (lib/generated/prisma for SQLite,
 * lib/generated/prisma-pg for PostgreSQL, from the same models) have the same model API; the
 * code is typed against the SQLite one, which also keeps it to what both engines do.
 */
type Db = PrismaClient;
// The client (a connection pool) is kept across Next's module reloads and bundles: a cache of
// a connection, not of data.
const globalForDb = globalThis as unknown as { edenkeepDb?: { url: string; client: Promise<Db> } };

/**
 * The one Prisma client for DATABASE_URL. On SQLite every connection has WAL, foreign keys,
 * a busy timeout and synchronous=NORMAL; on PostgreSQL it is a `pg` pool of PG_POOL_SIZE
 * connections (default 10) through @prisma/adapter-pg.
 */
export async function db(): Promise<Db> {
  const url = databaseUrl();
  let holder = globalForDb.edenkeepDb;
  if (!holder || holder.url !== url) {
    holder = { url, client: openClient(url) };
    globalForDb.edenkeepDb = holder;
    const opened = holder;
    opened.client.catch(() => {
      if (globalForDb.edenkeepDb === opened) globalForDb.edenkeepDb = undefined;
    });
  }
  return holder.client;
}

/**
 * A client of its own for another database than DATABASE_URL (cli copy-db, backup): the caller
 * disconnects it. `url` as databaseUrl() gives it (a `file:` URL absolute).
 */
export async function openDatabase(url: string): Promise<Db> {
  return openClient(absoluteUrl(url));
}

/** A `file:` URL with its path made absolute (other URLs unchanged). */
export function absoluteUrl(url: string): string {
  if (!url.startsWith("file:")) return url;
  const file = url.slice("file:".length);
  return `file:${path.isAbsolute(file) ? file : path.resolve(/*turbopackIgnore: true*/ process.cwd(), file)}`;
}

async function openClient(url: string): Promise<Db> {
  if (engineOf(url) === "sqlite") {
    const client = new PrismaClient({ adapter: new PragmaLibSQL({ url }) });
    // A check for the tests and development (lib/db/transaction-guard.ts); a production server
    // does not pay for it on every query.
    return process.env.NODE_ENV === "production" ? client : guardTransactions(client);
  }
  // Loaded only in PostgreSQL mode: a SQLite server never loads the second client.
  const [{ PrismaClient: PgPrismaClient }, { PrismaPg }] = await Promise.all([import("../generated/prisma-pg/client"), import("@prisma/adapter-pg")]);
  const max = Number(process.env.PG_POOL_SIZE);
  const adapter = new PrismaPg({ connectionString: url, max: Number.isInteger(max) && max > 0 ? max : 10 });
  return new PgPrismaClient({ adapter }) as unknown as Db;
}

export async function disconnectDb(): Promise<void> {
  const holder = globalForDb.edenkeepDb;
  globalForDb.edenkeepDb = undefined;
  if (holder) await (await holder.client.catch(() => undefined))?.$disconnect();
}

export type { Db };
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
