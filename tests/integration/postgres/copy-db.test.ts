import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { disconnectDb, openDatabase } from "@/lib/db/client";
import { copyDatabase, modelsOf, tableChecksum } from "@/lib/db/copy-db";
import { registerUser } from "@/lib/accounts/service";
import { putCardArt } from "@/lib/sets/art";
import { importCatalogFiles } from "@/lib/catalog/import";
import { invalidateCatalogCache } from "@/lib/catalog/game-catalog";
import { writeCounts } from "@/lib/collection/store";
import { createDeck, forkDeck, getDeck, updateDeck } from "@/lib/decks/service";
import { createSet } from "@/lib/sets/service";
import { hit, SIGN_IN_ACCOUNT } from "@/lib/quotas/throttle";
import { png } from "../../support/art-images";
import { DARK_EDEN_SET, setBody } from "../../support/set-fixtures";
import { catalogFiles } from "../catalog-files";

/**
 * `npm run cli -- copy-db --from file:… --to postgresql://…` (docs/deploy.md, "Moving an
 * instance"): a populated SQLite database goes to PostgreSQL and back with every table's rows
 * and checksum equal, the source unchanged, and a target that is not empty refused.
 */
const LEGAL = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-copy-"));
const sqliteUrl = `file:${path.join(dir, "source.db")}`;
const template = inject("dbTemplate");
const pgUrl = template.replace(/\/[^/]*$/, `/copy_${process.pid}`);
let deckId: string;
let aliceId: string;

function cli(...args: string[]) {
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", ...args], { encoding: "utf8", env: { ...process.env } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function checksums(url: string) {
  const client = await openDatabase(url);
  try {
    const models = modelsOf(readFileSync(path.resolve("prisma/schema.prisma"), "utf8"));
    return await Promise.all(models.map((m) => tableChecksum(client, m)));
  } finally {
    await client.$disconnect();
  }
}

beforeAll(async () => {
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: sqliteUrl }, stdio: "pipe" });
  const admin = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  await admin.query(`CREATE DATABASE "copy_${process.pid}"`);
  await admin.end();
  // A populated SQLite database: the catalogs, players, decks with versions and a copy, a
  // collection, a player-made set with art (bytes), throttle counters.
  await disconnectDb();
  process.env.DATABASE_URL = sqliteUrl;
  invalidateCatalogCache();
  await importCatalogFiles(catalogFiles());
  const alice = (await registerUser({ username: "alice", password: "alice's long password" })).id;
  aliceId = alice;
  const bob = (await registerUser({ username: "bob", password: "bob's long password" })).id;
  const deck = await createDeck(alice, { game: "dark-eden", name: "Rasputin Rush", list: LEGAL, visibility: "public" });
  await updateDeck(alice, deck.id, { name: "Rasputin Rush II", version: deck.version });
  await forkDeck(bob, deck.id);
  deckId = deck.id;
  await writeCounts(alice, [
    { game: "dark-eden", code: "boot-camp", owned: 3, wanted: 1, forTrade: 0 },
    { game: "dark-eden", code: "livery", owned: 0, wanted: 2, forTrade: 0 },
  ]);
  const set = await createSet(alice, setBody(DARK_EDEN_SET) as never);
  await putCardArt(alice, set.id, DARK_EDEN_SET.cards[0].code as string, "image/png", await png(40, 56));
  await hit(SIGN_IN_ACCOUNT, "alice");
  await disconnectDb();
});

afterAll(async () => {
  await disconnectDb();
});

describe("copy-db", () => {
  it("copies every table from SQLite to PostgreSQL with equal rows and checksums, changing nothing in the source", async () => {
    const before = await checksums(sqliteUrl);
    const run = cli("copy-db", "--from", sqliteUrl, "--to", pgUrl, "--json");
    expect(run.stderr).toBe("");
    expect(run.status, run.stdout).toBe(0);
    const { tables } = JSON.parse(run.stdout) as { tables: { table: string; rows: number; checksum: string }[] };
    expect(tables.find((t) => t.table === "Card")?.rows).toBeGreaterThan(100);
    expect(tables.find((t) => t.table === "CardArt")?.rows).toBe(1);
    expect(await checksums(sqliteUrl)).toEqual(before);
    expect(await checksums(pgUrl)).toEqual(before);

    // The app on the copy reads the same deck, and writes rows with new ids past the copied ones.
    process.env.DATABASE_URL = pgUrl;
    invalidateCatalogCache();
    const copied = await getDeck(null, deckId);
    expect(copied).toMatchObject({ name: "Rasputin Rush II", version: 2, cardCount: 60, owner: "alice", copyCount: 1 });
    expect(await updateDeck(aliceId, deckId, { name: "Saved on PostgreSQL", version: 2 })).toMatchObject({ version: 3 });
    await disconnectDb();
  });

  it("refuses a target that is not empty, naming a table, and writes nothing", async () => {
    const before = await checksums(pgUrl);
    await expect(copyDatabase(sqliteUrl, pgUrl)).rejects.toThrow(/^The target is not empty \(its \w+ table has rows\)/);
    expect(await checksums(pgUrl)).toEqual(before);
  });

  it("refuses a target with rows before migrating it: nothing is added to it", async () => {
    const foreign = `file:${path.join(dir, "foreign.db")}`;
    const db = await openDatabase(foreign);
    await db.$executeRawUnsafe(`CREATE TABLE "User" ("id" TEXT PRIMARY KEY)`);
    await db.$executeRawUnsafe(`INSERT INTO "User" ("id") VALUES ('someone')`);
    await expect(copyDatabase(sqliteUrl, foreign)).rejects.toThrow(/^The target is not empty \(its User table has rows\)/);
    const tables = await db.$queryRawUnsafe<{ name: string }[]>("SELECT name FROM sqlite_master WHERE type = 'table'");
    expect(tables.map((t) => t.name)).toEqual(["User"]);
    await db.$disconnect();
  });

  it("copies PostgreSQL back into a new SQLite file with the same checksums (the round trip)", async () => {
    const back = `file:${path.join(dir, "back.db")}`;
    const tables = await copyDatabase(pgUrl, back);
    expect(tables.map((t) => t.table)).toContain("DeckVersion");
    expect(await checksums(back)).toEqual(await checksums(pgUrl));
  });
});
