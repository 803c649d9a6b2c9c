/**
 * Throughput under load: the real production server (scripts/server.mjs, as `npm start` runs it, on a temp database,
 * loopback only, its own NEXT_DIST_DIR and port), on SQLite and then on PostgreSQL, hit by autocannon for a few seconds per
 * target with 8 connections; each target's requests per second as a ratio to /api/health's
 * in the same run. The server is stopped at the end, whatever happens.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import type { Engine } from "../lib/db/client";
import { startPostgres } from "../tests/support/postgres";
import type { BenchResult } from "./harness";
import { BENCH_SECRET as SECRET, prepareDatabase, startProductionServer } from "./production-server";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3207);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
/** Load before each measured pass, not counted: the server's JIT and caches warm for that target. */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const CONNECTIONS = 8;

interface Target {
  label: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

async function load(target: Target, seconds = SECONDS): Promise<{ rps: number; non2xx: number }> {
  const result = await autocannon({
    url: `${ORIGIN}${target.path}`,
    method: target.method ?? "GET",
    body: target.body,
    headers: { origin: ORIGIN, ...(target.body ? { "content-type": "application/json" } : {}), ...target.headers },
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { rps: result.requests.average, non2xx: result.non2xx + result.errors };
}

/** Which engines to load (`BENCH_ENGINES=sqlite,postgres`, both by default). */
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",").filter((e): e is Engine => e === "sqlite" || e === "postgres");

/**
 * The same targets on each engine: SQLite on a temporary file, then PostgreSQL from npm
 * (tests/support/postgres.ts) on a fresh database. One build serves both (the engine is read
 * from DATABASE_URL when the server starts).
 */
export default async function loadBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const engine of ENGINES) {
    const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-load-"));
    const postgres = engine === "postgres" ? await startPostgres() : null;
    try {
      let databaseUrl = `file:${path.join(dir, "app.db")}`;
      if (postgres) {
        await postgres.createDatabase("bench");
        databaseUrl = postgres.url("bench");
      }
      await prepareDatabase(databaseUrl);
      results.push(await loadOn(engine, databaseUrl));
    } finally {
      await postgres?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

async function loadOn(engine: Engine, databaseUrl: string): Promise<BenchResult> {
  // A signed-in player with a private deck, made through the services on the same database.
  process.env.DATABASE_URL = databaseUrl;
  const { registerUser } = await import("../lib/accounts/service");
  const { createDeck } = await import("../lib/decks/service");
  const { disconnectDb } = await import("../lib/db/client");
  const user = await registerUser({ username: "bencher", password: "a long bench password" });
  const list = readFileSync(path.join(root, "tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
  const deck = await createDeck(user.id, { game: "dark-eden", name: "Bench deck", list, visibility: "private" });
  await disconnectDb();
  const cookie = `next-auth.session-token=${await encode({ token: { sub: user.id, name: user.username }, secret: SECRET })}`;

  const server = await startProductionServer(PORT, databaseUrl);
  try {
    const targets: Target[] = [
      { label: "/api/health", path: "/api/health" },
      { label: "validate (POST /api/v1/validate, 60 cards)", path: "/api/v1/validate", method: "POST", body: JSON.stringify({ list }) },
      { label: "search (GET /api/v1/cards?q=camp)", path: "/api/v1/cards?game=dark-eden&q=camp" },
      { label: "private deck GET (owner)", path: `/api/v1/decks/${deck.id}`, headers: { cookie } },
      // Rendered for each request with its nonce; the card's sheet comes from Next's cache (app/cards/[game]/[code]/card-sheet.tsx).
      { label: "card page (/cards/dark-eden/boot-camp)", path: "/cards/dark-eden/boot-camp" },
      { label: "card page, signed in (with their collection)", path: "/cards/dark-eden/boot-camp", headers: { cookie } },
      { label: "decks that use it (GET …/boot-camp/decks)", path: "/api/v1/cards/dark-eden/boot-camp/decks" },
    ];
    // Warm every route once (compilation of the route bundles, caches) before measuring.
    for (const t of targets)
      await fetch(`${ORIGIN}${t.path}`, {
        method: t.method ?? "GET",
        body: t.body,
        headers: { origin: ORIGIN, ...(t.body ? { "content-type": "application/json" } : {}), ...t.headers },
      });
    const results: { target: Target; rps: number; non2xx: number }[] = [];
    for (const target of targets) {
      await load(target, WARM_SECONDS);
      results.push({ target, ...(await load(target)) });
    }
    // The baseline is /api/health measured first and again last (their mean), so a server that
    // speeds up or slows down during the run does not tilt every ratio one way.
    const healthAgain = await load(targets[0]);
    results[0] = { ...results[0], rps: (results[0].rps + healthAgain.rps) / 2, non2xx: results[0].non2xx + healthAgain.non2xx };
    const health = results[0].rps;
    return {
      title: `Throughput of the production server on ${engine === "postgres" ? "PostgreSQL" : "SQLite"}, ${CONNECTIONS} connections, ${SECONDS} s a target after ${WARM_SECONDS} s of warm-up (ratio to /api/health, measured first and last)`,
      rows: results.map((r) => ({
        label: r.target.label,
        value: `${Math.round(r.rps).toLocaleString("en")} req/s  (${(r.rps / health).toFixed(2)}× /api/health)${r.non2xx > 0 ? `  ${r.non2xx} non-2xx or errors!` : ""}`,
      })),
    };
  } finally {
    await server.stop();
  }
}
