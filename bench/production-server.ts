/**
 * The server a bench measures: the production build started by scripts/server.mjs (as `npm start`
 * runs it), on a database of the bench's own, loopback only. The build goes to NEXT_DIST_DIR
 * (`.next-perf` unless set) so a bench never disturbs the tests' build.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const BENCH_SECRET = "bench-secret-not-for-production-0123456789";
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

interface ScriptsLib {
  migrate(databaseUrl: string): void;
  importCatalog(databaseUrl: string): void;
  ensureBuilt(env: Record<string, string>): void;
  startServer(options: { port: number; env: Record<string, string>; stdio: "ignore" }): ChildProcess;
}

async function scripts(): Promise<ScriptsLib> {
  process.env.NEXT_DIST_DIR ??= ".next-perf";
  return (await import(path.join(root, "scripts/lib.mjs"))) as ScriptsLib;
}

/** The server's environment: its database, its address, a bench-only session secret. */
function serverEnv(databaseUrl: string, port: number): Record<string, string> {
  return { DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1", NEXTAUTH_SECRET: BENCH_SECRET, NEXTAUTH_URL: `http://127.0.0.1:${port}` };
}

/** Migrates a database and imports card-data/ into it, as `npm start` does on first run. */
export async function prepareDatabase(databaseUrl: string): Promise<void> {
  const lib = await scripts();
  lib.migrate(databaseUrl);
  lib.importCatalog(databaseUrl);
}

/** A temporary SQLite file, migrated and holding the catalog; `remove` deletes it. */
export async function catalogDatabase(prefix: string): Promise<{ url: string; remove(): void }> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const url = `file:${path.join(dir, "app.db")}`;
  await prepareDatabase(url);
  return { url, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Builds if a build input changed, starts the server on `port` and waits until /api/health answers (60 s at most). */
export async function startProductionServer(port: number, databaseUrl: string): Promise<{ stop(): Promise<void> }> {
  const lib = await scripts();
  const env = serverEnv(databaseUrl, port);
  lib.ensureBuilt(env);
  const server = lib.startServer({ port, env, stdio: "ignore" });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error("the server did not answer /api/health within 60 s");
}
