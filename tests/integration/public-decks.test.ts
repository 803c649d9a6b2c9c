import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "./helpers/players";
import { createDeck, forkDeck, updateDeck } from "@/lib/decks/service";
import { listPublicDecks } from "@/lib/decks/public";
import { PUBLIC_PAGE_SIZE } from "@/lib/decks/input";

const LIST = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
let aliceId: string;
let bobId: string;

beforeAll(async () => {
  ({ aliceId, bobId } = await catalogWithAliceAndBob());
});

describe("the public decks of a game", () => {
  it("each row tells its owner and card count, and names its origin only while that origin is public", async () => {
    const origin = await createDeck(aliceId, { game: "dark-eden", name: "Origin deck", list: LIST, visibility: "public" });
    const copy = await forkDeck(bobId, origin.id, { name: "Bob's copy" });
    await updateDeck(bobId, copy.id, { visibility: "public", version: copy.version });
    const row = async () => (await listPublicDecks({ game: "dark-eden", sort: "newest", page: 1 })).decks.find((d) => d.id === copy.id);
    expect(await row()).toMatchObject({ owner: "bob", cardCount: origin.cardCount, forkedFromId: origin.id, visibility: "public" });
    expect(origin.cardCount).toBeGreaterThan(0);

    await updateDeck(aliceId, origin.id, { visibility: "unlisted", version: origin.version });
    expect((await row())?.forkedFromId).toBeNull();
  });

  it("a name filter reads % and _ as themselves", async () => {
    const percent = await createDeck(aliceId, { game: "dark-eden", name: "100% aggro", list: LIST, visibility: "public" });
    await createDeck(aliceId, { game: "dark-eden", name: "100 aggro", list: LIST, visibility: "public" });
    const found = await listPublicDecks({ game: "dark-eden", sort: "newest", q: "0% a", page: 1 });
    expect(found.decks.map((d) => d.id)).toEqual([percent.id]);
    expect(found.total).toBe(1);
    expect((await listPublicDecks({ game: "dark-eden", sort: "newest", q: "0_a", page: 1 })).total).toBe(0);
  });

  it("pages follow one another in order, newest first or most copied first, each deck once", async () => {
    for (let i = 0; i < PUBLIC_PAGE_SIZE; i++) await createDeck(bobId, { game: "dark-eden", name: `Filler ${i}`, list: LIST, visibility: "public" });
    for (const sort of ["newest", "copies"] as const) {
      const first = await listPublicDecks({ game: "dark-eden", sort, page: 1 });
      const second = await listPublicDecks({ game: "dark-eden", sort, page: 2 });
      const all = [...first.decks, ...second.decks];
      expect(first.decks).toHaveLength(PUBLIC_PAGE_SIZE);
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
      const key = (d: (typeof all)[number]) => [sort === "copies" ? -d.copyCount : 0, -Date.parse(d.createdAt)];
      for (let i = 1; i < all.length; i++) {
        const [a, b] = [key(all[i - 1]), key(all[i])];
        expect(a[0] < b[0] || (a[0] === b[0] && a[1] <= b[1]), `${sort} at ${i}`).toBe(true);
      }
    }
  });

  it("the total counts public decks only, on a full page, a short one and one past the end", async () => {
    await createDeck(bobId, { game: "dark-eden", name: "Hidden private", list: LIST, visibility: "private" });
    await createDeck(bobId, { game: "dark-eden", name: "Hidden unlisted", list: LIST, visibility: "unlisted" });
    const first = await listPublicDecks({ game: "dark-eden", sort: "newest", page: 1 });
    const last = Math.ceil(first.total / PUBLIC_PAGE_SIZE);
    const shown: string[] = [];
    for (let page = 1; page <= last + 1; page++) {
      const result = await listPublicDecks({ game: "dark-eden", sort: "newest", page });
      expect(result.total, `page ${page}`).toBe(first.total);
      shown.push(...result.decks.map((d) => d.name));
    }
    expect(shown).toHaveLength(first.total);
    expect(shown).not.toContain("Hidden private");
    expect(shown).not.toContain("Hidden unlisted");
    const filtered = await listPublicDecks({ game: "dark-eden", sort: "newest", q: "Hidden", page: 1 });
    expect(filtered).toMatchObject({ decks: [], total: 0 });
  });
});
