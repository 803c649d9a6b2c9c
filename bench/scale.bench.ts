/**
 * Listings at scale: my decks, the public decks of a game and a card's "decks that use it",
 * timed on 100,000 users / 1,000,000 decks / 10,000 player-made cards (bench/scale/) against
 * the same services on the empty database (migrated, catalog only), on SQLite and then on
 * PostgreSQL (from npm, tests/support/postgres.ts), both databases open at once in one
 * process and measured interleaved: ROUNDS rounds, each timing every listing CALLS times on one
 * database and then the other (which goes first alternates), so a burst of load from other
 * processes falls on both sides alike. Reports the medians and p95 of all calls and the load
 * average before and after. Prints each listing statement's plan (the statements of
 * lib/db/sql, as the services run them) and fails the run if one reads the whole of Deck or
 * DeckEntry. The SQLite file is kept in the temp dir, keyed by a hash of the migrations and
 * the generator, so reruns skip the generation; the PostgreSQL one is generated each run.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import pg from "pg";
import { statementsFor, type Statement, type Statements } from "../lib/db/sql";
import { CARD_DECKS_PAGE_SIZE } from "../lib/decks/by-card";
import { DECKS_PER_USER } from "../lib/quotas/quotas";
import { PUBLIC_PAGE_SIZE } from "../lib/decks/input";
import { startPostgres } from "../tests/support/postgres";
import { generateScaleDatabase, SCALE } from "./scale/generate";
import { generateScalePostgres } from "./scale/generate-postgres";
import { ms, percentile, ratio, type BenchResult, type BenchRow } from "./harness";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function cacheKey(): string {
  const hash = createHash("sha256");
  const migrations = path.join(root, "prisma/migrations");
  for (const dir of readdirSync(migrations).sort()) {
    const file = path.join(migrations, dir, "migration.sql");
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  hash.update(readFileSync(path.join(root, "bench/scale/generate.ts")));
  hash.update(readFileSync(path.join(root, "scripts/lib.mjs")));
  return hash.digest("hex").slice(0, 16);
}

async function databases(): Promise<{ empty: string; scale: string; generatedMs: number | null }> {
  const dir = path.join(tmpdir(), `edenkeep-scale-${cacheKey()}`);
  mkdirSync(dir, { recursive: true });
  const empty = path.join(dir, "empty.db");
  const scale = path.join(dir, "scale.db");
  const lib = (await import(path.join(root, "scripts/lib.mjs"))) as { migrate(url: string): void; importCatalog(url: string): void };
  if (!existsSync(empty)) {
    const building = `${empty}.building`;
    lib.migrate(`file:${building}`);
    lib.importCatalog(`file:${building}`);
    renameSync(building, empty);
  }
  if (existsSync(scale)) return { empty, scale, generatedMs: null };
  const start = performance.now();
  const building = `${scale}.building`;
  copyFileSync(empty, building);
  generateScaleDatabase(building);
  renameSync(building, scale);
  return { empty, scale, generatedMs: performance.now() - start };
}

const USER = "u000042";
const GAME = "dark-eden";
/** Rounds and calls per listing per database per round (`BENCH_SCALE_ROUNDS`, `BENCH_SCALE_CALLS`). */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS) || 40;
const CALLS = Number(process.env.BENCH_SCALE_CALLS) || 10;

/** The statements behind the listings, as the services run them (lib/db/sql). */
function listingStatements(sql: Statements, card: string): [string, Statement][] {
  return [
    ["my decks", sql.myDecks(USER, undefined, DECKS_PER_USER)],
    ["public decks", sql.publicDecksPage({ game: GAME }, "newest", PUBLIC_PAGE_SIZE, 0)],
    ["public decks: most copied", sql.publicDecksPage({ game: GAME }, "copies", PUBLIC_PAGE_SIZE, 0)],
    ["public decks: all games", sql.publicDecksPage({}, "newest", PUBLIC_PAGE_SIZE, 0)],
    ["public decks: total (when counted)", sql.publicDecksCount({ game: GAME })],
    ["decks that use a card", sql.cardDecksPage(GAME, card, undefined, CARD_DECKS_PAGE_SIZE + 1)],
  ];
}

/** SQLite: EXPLAIN QUERY PLAN of each listing statement. */
function sqlitePlans(file: string, card: string): { label: string; lines: string[] }[] {
  const db = new Database(file, { readonly: true });
  const out = listingStatements(statementsFor("sqlite"), card).map(([label, st]) => ({
    label,
    lines: (db.prepare(`EXPLAIN QUERY PLAN ${st.text}`).all(...(st.values as never[])) as { detail: string }[]).map((r) => r.detail),
  }));
  db.close();
  return out;
}

/** PostgreSQL: EXPLAIN of each listing statement. */
async function postgresPlans(url: string, card: string): Promise<{ label: string; lines: string[] }[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: { label: string; lines: string[] }[] = [];
    for (const [label, st] of listingStatements(statementsFor("postgres"), card)) {
      const { rows } = await client.query(`EXPLAIN ${st.text}`, st.values);
      out.push({ label, lines: (rows as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"].trim()) });
    }
    return out;
  } finally {
    await client.end();
  }
}

/**
 * Each statement alone on the libsql driver (no @libsql/client, no Prisma), both databases
 * interleaved: how much of a listing's time is SQLite's work. p50 in ms, scale then empty.
 */
function driverTimes(files: Record<Side, string>, card: string): { label: string; scale: number; empty: number }[] {
  const dbs = { empty: new Database(files.empty, { readonly: true }), scale: new Database(files.scale, { readonly: true }) };
  const out = listingStatements(statementsFor("sqlite"), card).map(([label, st]) => {
    const prepared = { empty: dbs.empty.prepare(st.text), scale: dbs.scale.prepare(st.text) };
    const args = st.values as never[];
    const runs = label.includes("total") ? 20 : 300;
    const times: Record<Side, number[]> = { empty: [], scale: [] };
    for (let i = 0; i < runs + 10; i++) {
      for (const side of i % 2 === 0 ? (["empty", "scale"] as const) : (["scale", "empty"] as const)) {
        const start = process.hrtime.bigint();
        prepared[side].all(...args);
        if (i >= 10) times[side].push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    const p50 = (xs: number[]) =>
      percentile(
        [...xs].sort((x, y) => x - y),
        0.5,
      );
    return { label, scale: p50(times.scale), empty: p50(times.empty) };
  });
  dbs.empty.close();
  dbs.scale.close();
  return out;
}

/** SQLite: a scan of Deck or DeckEntry, except an in-order walk of a partial index of public decks (stopped by LIMIT). */
const FULL_SCAN_SQLITE = /\bSCAN (Deck|DeckEntry|d|e)\b(?! USING (COVERING )?INDEX Deck_public_)/;
/** PostgreSQL: a sequential scan of Deck or DeckEntry. */
const FULL_SCAN_POSTGRES = /Seq Scan on "?(Deck|DeckEntry)"?\b/;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

type Side = "empty" | "scale";

/** Which engines to run (`BENCH_ENGINES=sqlite,postgres`, both by default). */
const ENGINES = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",").filter((e) => e === "sqlite" || e === "postgres");

export default async function scaleBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  if (ENGINES.includes("sqlite")) results.push(await onSqlite());
  if (ENGINES.includes("postgres")) results.push(await onPostgres());
  return results;
}

async function onSqlite(): Promise<BenchResult> {
  const { empty, scale, generatedMs } = await databases();
  const card = (new Database(empty, { readonly: true }).prepare(`SELECT code FROM "Card" WHERE gameSlug = ? ORDER BY id LIMIT 1`).get(GAME) as { code: string })
    .code;
  const rows = await listings({ empty: `file:${empty}`, scale: `file:${scale}` }, card);
  rows.splice(1, 0, { label: "generation", value: generatedMs === null ? "cached" : `${(generatedMs / 1000).toFixed(1)} s` });
  for (const t of driverTimes({ empty, scale }, card)) {
    rows.push({ label: `statement on the driver: ${t.label}`, value: `p50 ${ms(t.scale)} vs ${ms(t.empty)} empty (${ratio(t.scale, t.empty)})` });
  }
  checkPlans(rows, sqlitePlans(scale, card), FULL_SCAN_SQLITE);
  return { title: "Listings at scale vs the empty database, SQLite", rows };
}

async function onPostgres(): Promise<BenchResult> {
  const server = await startPostgres();
  try {
    await server.createDatabase("empty");
    const lib = (await import(path.join(root, "scripts/lib.mjs"))) as { migrate(url: string): void; importCatalog(url: string): void };
    lib.migrate(server.url("empty"));
    lib.importCatalog(server.url("empty"));
    await server.createDatabase("scale", "empty");
    const start = performance.now();
    await generateScalePostgres(server.url("scale"));
    const generatedMs = performance.now() - start;
    const client = new pg.Client({ connectionString: server.url("empty") });
    await client.connect();
    const card = ((await client.query(`SELECT "code" FROM "Card" WHERE "gameSlug" = $1 ORDER BY "id" LIMIT 1`, [GAME])).rows[0] as { code: string }).code;
    await client.end();
    const rows = await listings({ empty: server.url("empty"), scale: server.url("scale") }, card);
    rows.splice(1, 0, { label: "generation", value: `${(generatedMs / 1000).toFixed(1)} s` });
    checkPlans(rows, await postgresPlans(server.url("scale"), card), FULL_SCAN_POSTGRES);
    return { title: "Listings at scale vs the empty database, PostgreSQL", rows };
  } finally {
    await server.stop();
  }
}

function checkPlans(rows: BenchRow[], plans: { label: string; lines: string[] }[], fullScan: RegExp): void {
  const fullScans: string[] = [];
  for (const plan of plans) {
    for (const line of plan.lines) {
      rows.push({ label: `plan: ${plan.label}`, value: line });
      if (fullScan.test(line)) fullScans.push(`${plan.label}: ${line}`);
    }
  }
  if (fullScans.length > 0) throw new Error(`A listing reads the whole of Deck or DeckEntry:\n  ${fullScans.join("\n  ")}`);
}

/** The listings through the services on both databases (URLs), interleaved; rows of p50/p95 per listing. */
async function listings(urls: Record<Side, string>, card: string): Promise<BenchRow[]> {
  const { db, disconnectDb } = await import("../lib/db/client");
  const { listMyDecks } = await import("../lib/decks/service");
  const { listPublicDecks } = await import("../lib/decks/public");
  const { listCardDecks } = await import("../lib/decks/by-card");

  // Both databases open at once: db() keeps one client per DATABASE_URL in a global holder,
  // so each side keeps its own holder and puts it back before its calls.
  const holders = {} as Record<Side, unknown>;
  const global = globalThis as unknown as { edenkeepDb?: unknown };
  const use = (side: Side) => {
    process.env.DATABASE_URL = urls[side];
    global.edenkeepDb = holders[side];
  };
  for (const side of ["empty", "scale"] as const) {
    process.env.DATABASE_URL = urls[side];
    global.edenkeepDb = undefined;
    await db();
    holders[side] = global.edenkeepDb;
  }
  const calls: Record<string, () => Promise<unknown>> = {
    "my decks": () => listMyDecks(USER),
    "public decks of a game": () => listPublicDecks({ game: GAME, sort: "newest", page: 1 }),
    "decks that use a card": () => listCardDecks(GAME, card),
    "(also) public decks, most copied": () => listPublicDecks({ game: GAME, sort: "copies", page: 1 }),
    "(also) public decks, page 100": () => listPublicDecks({ game: GAME, sort: "newest", page: 100 }),
    "(also) public decks, name filter": () => listPublicDecks({ game: GAME, sort: "newest", q: "Deck 12345", page: 1 }),
  };
  const rowsOf = (r: unknown) => (Array.isArray(r) ? r.length : (r as { decks: unknown[] }).decks.length);
  const samples: Record<string, Record<Side, number[]>> = {};
  const rowCounts: Record<string, Record<Side, number>> = {};
  for (const [label, fn] of Object.entries(calls)) {
    samples[label] = { empty: [], scale: [] };
    rowCounts[label] = { empty: 0, scale: 0 };
    for (const side of ["empty", "scale"] as const) {
      use(side);
      for (let i = 0; i < 10; i++) await fn(); // warm-up
      rowCounts[label][side] = rowsOf(await fn());
    }
  }
  const loadBefore = load();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const order: Side[] = round % 2 === 0 ? ["empty", "scale"] : ["scale", "empty"];
    for (const [label, fn] of Object.entries(calls)) {
      for (const side of order) {
        use(side);
        for (let i = 0; i < CALLS; i++) {
          const start = process.hrtime.bigint();
          await fn();
          samples[label][side].push(Number(process.hrtime.bigint() - start) / 1e6);
        }
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const loadAfter = load();
  for (const side of ["empty", "scale"] as const) {
    use(side);
    await disconnectDb();
  }

  const rows: BenchRow[] = [
    {
      label: "database",
      value: `${SCALE.users.toLocaleString("en")} users, ${SCALE.decks.toLocaleString("en")} decks, ${(SCALE.playerSets * SCALE.cardsPerSet).toLocaleString("en")} player-made cards`,
    },
    { label: "method", value: `${ROUNDS} interleaved rounds × ${CALLS} calls a listing a database (${seconds.toFixed(1)} s)` },
    { label: "load average (1, 5, 15 min)", value: `${loadBefore} before; ${loadAfter} after` },
  ];
  for (const [label, bySide] of Object.entries(samples)) {
    const [e, s] = [bySide.empty.sort((a, b) => a - b), bySide.scale.sort((a, b) => a - b)];
    const [e50, s50, e95, s95] = [percentile(e, 0.5), percentile(s, 0.5), percentile(e, 0.95), percentile(s, 0.95)];
    rows.push({
      label,
      value: `p50 ${ms(s50)} vs ${ms(e50)} empty (${ratio(s50, e50)}), p95 ${ms(s95)} vs ${ms(e95)} (${ratio(s95, e95)}); ${rowCounts[label].scale} rows vs ${rowCounts[label].empty}`,
    });
  }
  return rows;
}
