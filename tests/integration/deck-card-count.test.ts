import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "libsql";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "./helpers/players";
import { db } from "@/lib/db/client";
import { rawRows } from "./helpers/sql";
import { createDeck, deleteDeck, forkDeck, listMyDecks, restoreDeckVersion, updateDeck } from "@/lib/decks/service";
import { listPublicDecks } from "@/lib/decks/public";

/**
 * Deck.cardCount is stored for the listings and kept by the DeckEntry triggers of migration
 * 0012_listing_indexes: every path that writes a deck's entries must leave it equal to the
 * sum of the entries' copies.
 */
const LEGAL = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
const FIFTY_NINE = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-59.txt"), "utf8");
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ({ aliceId, bobId } = await catalogWithAliceAndBob());
});

/** The stored count and the sum of the deck's entries, read raw. */
async function stored(id: string): Promise<{ cardCount: number; summed: number } | undefined> {
  const rows = await rawRows<{ cardCount: number | bigint; summed: number | bigint }>(
    `SELECT d."cardCount" AS "cardCount", (SELECT coalesce(sum(e."quantity"), 0) FROM "DeckEntry" e WHERE e."deckId" = d."id") AS "summed" FROM "Deck" d WHERE d."id" = ?`,
    id,
  );
  return rows[0] && { cardCount: Number(rows[0].cardCount), summed: Number(rows[0].summed) };
}

describe("the stored card count of a deck", () => {
  it("a new deck stores the copies of all its lines, and my decks show that count", async () => {
    const deck = await createDeck(aliceId, { game: "dark-eden", name: "Created", list: LEGAL });
    expect(deck.cardCount).toBeGreaterThan(0);
    expect(await stored(deck.id)).toEqual({ cardCount: deck.cardCount, summed: deck.cardCount });
    expect((await listMyDecks(aliceId)).find((d) => d.id === deck.id)?.cardCount).toBe(deck.cardCount);
  });

  it("saving another list stores the new list's copies", async () => {
    const deck = await createDeck(aliceId, { game: "dark-eden", name: "Saved", list: LEGAL });
    const saved = await updateDeck(aliceId, deck.id, { list: FIFTY_NINE, version: deck.version });
    expect(saved.cardCount).toBe(deck.cardCount - 1);
    expect(await stored(deck.id)).toEqual({ cardCount: saved.cardCount, summed: saved.cardCount });
  });

  it("changing only the visibility or the name keeps the count, and the public listing shows it", async () => {
    const deck = await createDeck(aliceId, { game: "dark-eden", name: "Shown", list: LEGAL });
    const shown = await updateDeck(aliceId, deck.id, { visibility: "public", version: deck.version });
    const renamed = await updateDeck(aliceId, deck.id, { name: "Shown again", version: shown.version });
    expect(await stored(deck.id)).toEqual({ cardCount: deck.cardCount, summed: deck.cardCount });
    const listed = (await listPublicDecks({ game: "dark-eden", sort: "newest", page: 1 })).decks.find((d) => d.id === deck.id);
    expect(listed).toMatchObject({ cardCount: deck.cardCount, name: "Shown again", version: renamed.version });
  });

  it("a copy stores its origin's count, and saving the copy leaves the origin's count alone", async () => {
    const origin = await createDeck(aliceId, { game: "dark-eden", name: "Origin", list: LEGAL, visibility: "public" });
    const copy = await forkDeck(bobId, origin.id);
    expect(await stored(copy.id)).toEqual({ cardCount: origin.cardCount, summed: origin.cardCount });
    await updateDeck(bobId, copy.id, { list: FIFTY_NINE, version: copy.version });
    expect(await stored(copy.id)).toEqual({ cardCount: origin.cardCount - 1, summed: origin.cardCount - 1 });
    expect(await stored(origin.id)).toEqual({ cardCount: origin.cardCount, summed: origin.cardCount });
  });

  it("restoring an earlier version stores that version's count", async () => {
    const deck = await createDeck(aliceId, { game: "dark-eden", name: "Restored", list: LEGAL });
    const saved = await updateDeck(aliceId, deck.id, { list: FIFTY_NINE, version: deck.version });
    const restored = await restoreDeckVersion(aliceId, deck.id, 1, saved.version);
    expect(restored.cardCount).toBe(deck.cardCount);
    expect(await stored(deck.id)).toEqual({ cardCount: deck.cardCount, summed: deck.cardCount });
  });

  it("deleting a deck removes it with its entries and leaves every other deck's count alone", async () => {
    const kept = await createDeck(aliceId, { game: "dark-eden", name: "Kept", list: LEGAL });
    const gone = await createDeck(aliceId, { game: "dark-eden", name: "Gone", list: LEGAL });
    await deleteDeck(aliceId, gone.id);
    expect(await stored(gone.id)).toBeUndefined();
    expect(await (await db()).deckEntry.count({ where: { deckId: gone.id } })).toBe(0);
    expect(await stored(kept.id)).toEqual({ cardCount: kept.cardCount, summed: kept.cardCount });
  });

  it("an entry's copies changed, or the entry moved to another deck, in SQL keep both decks' counts", async () => {
    const from = await createDeck(aliceId, { game: "dark-eden", name: "From", list: LEGAL });
    const to = await createDeck(aliceId, { game: "dark-eden", name: "To", list: FIFTY_NINE });
    const client = await db();
    const entry = await client.deckEntry.findFirstOrThrow({ where: { deckId: from.id, quantity: 5 }, orderBy: { id: "asc" } });
    await client.deckEntry.update({ where: { id: entry.id }, data: { quantity: 2 } });
    expect(await stored(from.id)).toEqual({ cardCount: from.cardCount - 3, summed: from.cardCount - 3 });
    await client.deckEntry.update({ where: { id: entry.id }, data: { deckId: to.id, section: "moved" } });
    expect(await stored(from.id)).toEqual({ cardCount: from.cardCount - 5, summed: from.cardCount - 5 });
    expect(await stored(to.id)).toEqual({ cardCount: to.cardCount + 2, summed: to.cardCount + 2 });
  });

  it("migrating a database that already holds decks counts their entries", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "edenkeep-0012-")), "before.db");
    const raw = new Database(file);
    const migrations = path.resolve("prisma/migrations");
    const dirs = readdirSorted(migrations);
    const at = dirs.indexOf("0012_listing_indexes");
    for (const dir of dirs.slice(0, at)) raw.exec(readFileSync(path.join(migrations, dir, "migration.sql"), "utf8"));
    raw.exec(`INSERT INTO "User" (id, username, passwordHash, createdAt) VALUES ('u1', 'carol', 'x', 0)`);
    raw.exec(`INSERT INTO "Deck" (id, ownerId, gameSlug, name, updatedAt) VALUES ('d1', 'u1', 'dark-eden', 'Full', 0), ('d2', 'u1', 'dark-eden', 'Empty', 0)`);
    raw.exec(`INSERT INTO "DeckEntry" (deckId, section, cardCode, quantity) VALUES ('d1', 'main', 'a', 3), ('d1', 'side', 'a', 2), ('d1', 'main', 'b', 1)`);
    raw.exec(readFileSync(path.join(migrations, dirs[at], "migration.sql"), "utf8"));
    expect(
      raw
        .prepare(`SELECT id, cardCount FROM "Deck" ORDER BY id`)
        .all()
        .map((r) => ({ ...(r as object) })),
    ).toEqual([
      { id: "d1", cardCount: 6 },
      { id: "d2", cardCount: 0 },
    ]);
    raw.close();
  });
});

function readdirSorted(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}
