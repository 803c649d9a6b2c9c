/**
 * Listings at scale: my decks, the public decks of a game and a card's "decks that use it",
 * timed on 100,000 users / 1,000,000 decks / 10,000 player-made cards (bench/scale/) against
 * the same services on the empty database (migrated, catalog only). Prints each listing's
 * EXPLAIN QUERY PLAN and fails the run if one reads the whole of Deck or DeckEntry.
 * The generated file is kept in the temp dir, keyed by a hash of the migrations and the
 * generator, so reruns skip the generation.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import { generateScaleDatabase, SCALE } from "./scale/generate";
import { ms, ratio, time, type BenchResult, type BenchRow } from "./harness";

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

/** The statements behind the three listings (as lib/services/decks.ts and card-decks.ts write them; my decks through Prisma). */
function plans(file: string, card: string): { label: string; lines: string[] }[] {
  const db = new Database(file, { readonly: true });
  const statements: [string, string, unknown[]][] = [
    ["my decks", `SELECT id FROM "Deck" WHERE ownerId = ? ORDER BY updatedAt DESC, id ASC LIMIT 500`, [USER]],
    ["my decks: card counts", `SELECT deckId, sum(quantity) FROM "DeckEntry" WHERE deckId IN (?, ?) GROUP BY deckId`, ["d0000042", "d0100042"]],
    [
      "public decks",
      `WITH page AS (SELECT id FROM "Deck" WHERE visibility = 'public' AND gameSlug = ? ORDER BY createdAt DESC, id ASC LIMIT 50 OFFSET 0)
       SELECT d.id, u.username, (SELECT coalesce(sum(e.quantity), 0) FROM "DeckEntry" e WHERE e.deckId = d.id),
         (SELECT o.id FROM "Deck" o WHERE o.id = d.forkedFromId AND o.visibility = 'public')
       FROM page JOIN "Deck" d ON d.id = page.id JOIN "User" u ON u.id = d.ownerId ORDER BY d.createdAt DESC, d.id ASC`,
      [GAME],
    ],
    ["public decks: total (remembered 30 s)", `SELECT count(*) AS n FROM "Deck" WHERE visibility = 'public' AND gameSlug = ?`, [GAME]],
    [
      "decks that use a card",
      `SELECT e.deckId, sum(e.quantity) FROM "DeckEntry" e CROSS JOIN "Deck" d ON d.id = e.deckId JOIN "User" u ON u.id = d.ownerId
       WHERE e.cardCode = ? AND e.deckId < ? AND d.gameSlug = ? AND d.visibility = 'public' GROUP BY e.deckId ORDER BY e.deckId DESC LIMIT 21`,
      [card, "\u{10FFFF}", GAME],
    ],
  ];
  const out = statements.map(([label, sql, args]) => ({
    label,
    lines: (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail),
  }));
  db.close();
  return out;
}

const FULL_SCAN = /\bSCAN (Deck|DeckEntry|d|e)\b/;

export default async function scaleBench(): Promise<BenchResult> {
  const { empty, scale, generatedMs } = await databases();
  const card = (new Database(empty, { readonly: true }).prepare(`SELECT code FROM "Card" WHERE gameSlug = ? ORDER BY id LIMIT 1`).get(GAME) as { code: string })
    .code;
  const { disconnectDb } = await import("../lib/db/client");
  const { listMyDecks, listPublicDecks } = await import("../lib/services/decks");
  const { listCardDecks } = await import("../lib/services/card-decks");

  const listings = {
    "my decks": () => listMyDecks(USER),
    "public decks of a game": () => listPublicDecks({ game: GAME, sort: "newest", page: 1 }),
    "decks that use a card": () => listCardDecks(GAME, card),
  };
  const timings: Record<string, { empty: number; scale: number; emptyP95: number; scaleP95: number; rows: number }> = {};
  for (const [which, file] of [
    ["empty", empty],
    ["scale", scale],
  ] as const) {
    process.env.DATABASE_URL = `file:${file}`;
    for (const [label, fn] of Object.entries(listings)) {
      const t = await time(label, fn, 100, 10);
      const rows = await fn();
      const count = Array.isArray(rows) ? rows.length : rows.decks.length;
      timings[label] ??= { empty: 0, scale: 0, emptyP95: 0, scaleP95: 0, rows: 0 };
      timings[label][which] = t.p50Ms;
      timings[label][which === "empty" ? "emptyP95" : "scaleP95"] = t.p95Ms;
      if (which === "scale") timings[label].rows = count;
    }
    await disconnectDb();
  }

  const rows: BenchRow[] = [
    {
      label: "database",
      value: `${SCALE.users.toLocaleString("en")} users, ${SCALE.decks.toLocaleString("en")} decks, ${(SCALE.playerSets * SCALE.cardsPerSet).toLocaleString("en")} player-made cards`,
    },
    { label: "generation", value: generatedMs === null ? "cached" : `${(generatedMs / 1000).toFixed(1)} s` },
  ];
  for (const [label, t] of Object.entries(timings)) {
    rows.push({
      label,
      value: `p50 ${ms(t.scale)} vs ${ms(t.empty)} empty (${ratio(t.scale, t.empty)}), p95 ${ms(t.scaleP95)} vs ${ms(t.emptyP95)}; ${t.rows} rows`,
    });
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
