import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { BFE_WORLD, copyOf } from "../support/set-fixtures";
import { registerUser } from "@/lib/accounts/service";
import { importCatalogFiles } from "@/lib/catalog/import";
import { createDeck, getDeck } from "@/lib/decks/service";
import { createSet, updateSet } from "@/lib/sets/service";

/**
 * A deck read remembers its resolution and validation per catalog: these check that every
 * change the deck depends on shows on the next read.
 */
let userId: string;

beforeAll(async () => {
  await freshDatabase({ catalog: true });
  userId = (await registerUser({ username: "reader", password: "a long reading password" })).id;
});

describe("a deck read after what it depends on changed", () => {
  it("reads the same validation twice, then sees a catalog import that removes one of its cards", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-memo-"));
    const file = path.join(dir, "extra.json");
    const extra = (cards: unknown[]) => JSON.stringify({ game: "dark-eden", set: { code: "memo-extra", name: "Memo extra" }, cards });
    const outpost = {
      code: "memo-outpost",
      name: "Memo Outpost",
      type: "establishment",
      affiliation: "general",
      cv: 2,
      tactics: ["land"],
      neighborAllowance: 2,
    };
    writeFileSync(file, extra([outpost]));
    await importCatalogFiles([file]);
    const list = `${readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8").trimEnd()}\n1 Memo Outpost\n`;
    const deck = await createDeck(userId, { game: "dark-eden", name: "Memo deck", list, visibility: "private" });
    expect(deck.entries.map((e) => e.code)).toContain("memo-outpost");
    const first = await getDeck(userId, deck.id);
    const again = await getDeck(userId, deck.id);
    expect(again.validation).toEqual(first.validation);
    expect(again.list).toBe(first.list);

    writeFileSync(file, extra([{ ...outpost, code: "memo-other", name: "Memo Other" }]));
    await importCatalogFiles([file]);
    const after = await getDeck(userId, deck.id);
    // CONTRACTS §11: the withdrawn card keeps its line; the check under today's catalog names it.
    expect(after.validation?.legal).toBe(false);
    expect(after.validation?.errors[0]).toMatchObject({ code: "CATALOG_CARD_WITHDRAWN", cards: ["memo-outpost"] });
    expect(after.entries.find((e) => e.code === "memo-outpost")).toMatchObject({ name: "Memo Outpost", withdrawn: true });
    expect(after.listError?.code).toBe("UNKNOWN_CARD");
    expect(after.listError?.message).toContain("memo-outpost");
  });

  it('Battle for Eden rules, "Conquest ▶ Setup": a deck reads illegal once its set makes one of its units cost 4', async () => {
    const world = copyOf(BFE_WORLD);
    const set = await createSet(userId, {
      game: "battle-for-eden",
      name: world.set.name,
      code: world.set.code,
      cards: world.cards,
      civilizations: world.civilizations,
    });
    const list = `game: battle-for-eden\nname: Verdant start\nsets: ${set.id}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`;
    const deck = await createDeck(userId, { list, visibility: "private" });
    expect((await getDeck(userId, deck.id)).validation?.legal).toBe(true);
    expect((await getDeck(userId, deck.id)).validation?.legal).toBe(true);

    const cards = copyOf(world.cards);
    cards[0].cost = 4; // Thornling
    await updateSet(userId, set.id, { version: set.version, cards });
    const after = await getDeck(userId, deck.id);
    expect(after.sets).toEqual([{ id: set.id, name: world.set.name, version: set.version + 1 }]);
    expect(after.validation?.legal).toBe(false);
    expect(after.validation?.errors.map((e) => e.code)).toContain("BFE_START_COMPOSITION");
  });
});
