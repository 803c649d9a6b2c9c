/**
 * Listings at scale: my decks, the public decks of a game and a card's "decks that use it",
 * timed on 100,000 users / 1,000,000 decks / 10,000 player-made cards (bench/scale/) against
 * the same services on the empty database (migrated, catalog only), both open at once in one
 * process and measured interleaved: ROUNDS rounds, each timing every listing CALLS times on one
 * database and then the other (which goes first alternates), so a burst of load from other
 * processes falls on both sides alike. Reports the medians and p95 of all calls and the load
 * average before and after. Prints each listing's EXPLAIN QUERY PLAN and fails the run if one
 * reads the whole of Deck or DeckEntry. The generated file is kept in the temp dir, keyed by a
 * hash of the migrations and the generator, so reruns skip the generation.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import { generateScaleDatabase, SCALE } from "./scale/generate";
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

const PUBLIC_PAGE = (order: string, where = `visibility = 'public' AND gameSlug = ?`) =>
  `SELECT json_group_array(json_array(d.id, d.gameSlug, d.name, d.version, d.legal, u.username, o.id, d.copyCount, d.cardCount, d.createdAt, d.updatedAt)
        ORDER BY ${order.replace(/(\w+) (ASC|DESC)/g, "d.$1 $2")})
      FROM (SELECT rowid AS rid FROM "Deck" WHERE ${where} ORDER BY ${order} LIMIT 50 OFFSET 0) AS ids
      JOIN "Deck" d ON d.rowid = ids.rid JOIN "User" u ON u.id = d.ownerId
      LEFT JOIN "Deck" o ON o.id = d.forkedFromId AND o.visibility = 'public'`;

/** The statements behind the listings, as lib/services/decks.ts, public-decks.ts and card-decks.ts write them. */
function statements(card: string): [string, string, unknown[]][] {
  return [
    [
      "my decks",
      `SELECT json_group_array(json_array(d.id, d.gameSlug, d.name, d.visibility, d.version, d.legal, u.username, d.forkedFromId, d.copyCount, d.cardCount, d.createdAt, d.updatedAt)
         ORDER BY d.updatedAt DESC, d.id ASC)
       FROM (SELECT id FROM "Deck" WHERE ownerId = ? ORDER BY updatedAt DESC, id ASC LIMIT 500) AS mine JOIN "Deck" d ON d.id = mine.id JOIN "User" u ON u.id = d.ownerId`,
      [USER],
    ],
    ["public decks", PUBLIC_PAGE("createdAt DESC, id ASC"), [GAME]],
    ["public decks: most copied", PUBLIC_PAGE("copyCount DESC, createdAt DESC, id ASC"), [GAME]],
    ["public decks: all games", PUBLIC_PAGE("createdAt DESC, id ASC", `visibility = 'public'`), []],
    ["public decks: total (when counted)", `SELECT count(*) AS n FROM "Deck" WHERE visibility = 'public' AND gameSlug = ?`, [GAME]],
    [
      "decks that use a card",
      `SELECT json_group_array(json_array(id, name, owner, copies, legal, copyCount, updatedAt) ORDER BY id DESC) AS page FROM (
         SELECT e.deckId AS id, d.name AS name, u.username AS owner, sum(e.quantity) AS copies, d.legal AS legal, d.copyCount AS copyCount, d.updatedAt AS updatedAt
         FROM "DeckEntry" e CROSS JOIN "Deck" d ON d.id = e.deckId JOIN "User" u ON u.id = d.ownerId
         WHERE e.cardCode = ? AND e.deckId < ? AND d.gameSlug = ? AND d.visibility = 'public'
         GROUP BY e.deckId ORDER BY e.deckId DESC LIMIT ?)`,
      [card, "\u{10FFFF}", GAME, 21],
    ],
  ];
}

function plans(file: string, card: string): { label: string; lines: string[] }[] {
  const db = new Database(file, { readonly: true });
  const out = statements(card).map(([label, sql, args]) => ({
    label,
    lines: (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail),
  }));
  db.close();
  return out;
}

/**
 * Each statement alone on the libsql driver (no @libsql/client, no Prisma), both databases
 * interleaved: how much of a listing's time is SQLite's work. p50 in ms, scale then empty.
 */
function driverTimes(files: Record<Side, string>, card: string): { label: string; scale: number; empty: number }[] {
  const dbs = { empty: new Database(files.empty, { readonly: true }), scale: new Database(files.scale, { readonly: true }) };
  const out = statements(card).map(([label, sql, args]) => {
    const prepared = { empty: dbs.empty.prepare(sql), scale: dbs.scale.prepare(sql) };
    const runs = label.includes("total") ? 20 : 300;
    const times: Record<Side, number[]> = { empty: [], scale: [] };
    for (let i = 0; i < runs + 10; i++) {
      for (const side of i % 2 === 0 ? (["empty", "scale"] as const) : (["scale", "empty"] as const)) {
        const start = process.hrtime.bigint();
        prepared[side].all(...args);
        if (i >= 10) times[side].push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    return {
      label,
      scale: percentile(
        times.scale.sort((a, b) => a - b),
        0.5,
      ),
      empty: percentile(
        times.empty.sort((a, b) => a - b),
        0.5,
      ),
    };
  });
  dbs.empty.close();
  dbs.scale.close();
  return out;
}

/** A scan of Deck or DeckEntry, except an in-order walk of a partial index of public decks (stopped by LIMIT). */
const FULL_SCAN = /\bSCAN (Deck|DeckEntry|d|e)\b(?! USING (COVERING )?INDEX Deck_public_)/;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

type Side = "empty" | "scale";

export default async function scaleBench(): Promise<BenchResult> {
  const { empty, scale, generatedMs } = await databases();
  const card = (new Database(empty, { readonly: true }).prepare(`SELECT code FROM "Card" WHERE gameSlug = ? ORDER BY id LIMIT 1`).get(GAME) as { code: string })
    .code;
  const { db, disconnectDb } = await import("../lib/db/client");
  const { listMyDecks } = await import("../lib/services/decks");
  const { listPublicDecks } = await import("../lib/services/public-decks");
  const { listCardDecks } = await import("../lib/services/card-decks");

  // Both databases open at once: db() keeps one client per DATABASE_URL in a global holder,
  // so each side keeps its own holder and puts it back before its calls.
  const holders = {} as Record<Side, unknown>;
  const global = globalThis as unknown as { edenkeepDb?: unknown };
  const files: Record<Side, string> = { empty, scale };
  const use = (side: Side) => {
    process.env.DATABASE_URL = `file:${files[side]}`;
    global.edenkeepDb = holders[side];
  };
  for (const side of ["empty", "scale"] as const) {
    process.env.DATABASE_URL = `file:${files[side]}`;
    global.edenkeepDb = undefined;
    await db();
    holders[side] = global.edenkeepDb;
  }

  const listings: Record<string, () => Promise<unknown>> = {
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
  for (const [label, fn] of Object.entries(listings)) {
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
    for (const [label, fn] of Object.entries(listings)) {
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
    { label: "generation", value: generatedMs === null ? "cached" : `${(generatedMs / 1000).toFixed(1)} s` },
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
  for (const t of driverTimes(files, card)) {
    rows.push({ label: `statement on the driver: ${t.label}`, value: `p50 ${ms(t.scale)} vs ${ms(t.empty)} empty (${ratio(t.scale, t.empty)})` });
  }
  const fullScans: string[] = [];
  for (const plan of plans(scale, card)) {
    for (const line of plan.lines) {
      rows.push({ label: `plan: ${plan.label}`, value: line });
      if (FULL_SCAN.test(line)) fullScans.push(`${plan.label}: ${line}`);
    }
  }
  if (fullScans.length > 0) throw new Error(`A listing reads the whole of Deck or DeckEntry:\n  ${fullScans.join("\n  ")}`);
  return { title: "Listings at scale vs the empty database", rows };
}
