import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { db } from "@/lib/db/client";
import { CatalogImportError, importCatalogFiles } from "@/lib/catalog/import";
import { getCard, searchCards } from "@/lib/catalog/service";
import { catalogFiles } from "./catalog-files";

const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-catalogs-"));
function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

const good = {
  game: "dark-eden",
  set: { code: "test", name: "Test set", year: 1997 },
  cards: [
    {
      code: "test-barracks",
      name: "Test Barracks",
      names: { pl: "Koszary Testowe" },
      type: "establishment",
      affiliation: "general",
      cv: 3,
      tactics: ["land"],
      neighborAllowance: 2,
    },
    { code: "test-ranger", name: "Test Ranger", type: "warrior", affiliation: "general", cv: 4, tactics: ["land"], warriorClass: "infantry" },
  ],
};

/** Everything the catalog tables hold, to prove a refused import changed nothing. */
async function snapshot() {
  const client = await db();
  const [cards, names, sets] = await Promise.all([
    client.card.findMany({ orderBy: { id: "asc" } }),
    client.cardName.findMany({ orderBy: { id: "asc" } }),
    client.cardSet.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ cards, names, sets });
}

describe("catalog import (CONTRACTS §1)", () => {
  beforeAll(async () => {
    await freshDatabase();
    await importCatalogFiles(catalogFiles());
  });

  it("loads every bundled catalog file, searchable in every language", async () => {
    const boot = await searchCards("dark-eden", "boot", []);
    expect(boot.cards.map((c) => c.code)).toContain("boot-camp");
    for (const q of ["obóz", "oboz", "OBOZ szkol"]) {
      const found = await searchCards("dark-eden", q, []);
      expect(
        found.cards.map((c) => c.code),
        q,
      ).toContain("boot-camp");
    }
    const yuri = await searchCards("eden-skirmish", "yuri", []);
    expect(yuri.cards.map((c) => c.name)).toContain("Yûri");
    const card = await getCard("dark-eden", "boot-camp");
    expect(card?.names.pl).toBe("Obóz Szkoleniowy");
  });

  it("re-import updates in place and never duplicates", async () => {
    const first = file("good.json", good);
    await importCatalogFiles([first]);
    const before = await (await db()).card.count();
    const renamed = structuredClone(good);
    renamed.cards[0].cv = 5;
    await importCatalogFiles([file("good2.json", renamed)]);
    expect(await (await db()).card.count()).toBe(before);
    const card = await getCard("dark-eden", "test-barracks");
    expect(card?.data.cv).toBe(5);
    const found = await searchCards("dark-eden", "koszary", []);
    expect(found.cards.map((c) => c.code)).toEqual(["test-barracks"]);
  });

  const broken: [string, () => string[], RegExp][] = [
    [
      "a bad field",
      () => {
        const bad = structuredClone(good);
        (bad.cards[1] as Record<string, unknown>).warriorClass = "dragon";
        return [file("bad-field.json", bad)];
      },
      /bad-field\.json, card "test-ranger", field "warriorClass"/,
    ],
    [
      "a duplicate code",
      () => {
        const bad = structuredClone(good);
        bad.cards.push({ ...bad.cards[0] });
        return [file("dup.json", bad)];
      },
      /dup\.json, card "test-barracks", field "code": duplicate code/,
    ],
    ["an unknown game", () => [file("game.json", { ...good, game: "magic" })], /game\.json, field "game": unknown game "magic"/],
    ["invalid JSON", () => [file("invalid.json", '{"game": "dark-eden", "set": ')], /invalid\.json: invalid JSON/],
    [
      "one bad file among good ones",
      () => {
        const changed = structuredClone(good);
        changed.cards[0].cv = 1;
        const bad = structuredClone(good);
        bad.set.code = "other";
        (bad.cards[0] as Record<string, unknown>).cv = "high";
        return [file("changed.json", changed), file("bad-second.json", bad)];
      },
      /bad-second\.json, card "test-barracks", field "cv"/,
    ],
  ];

  for (const [what, files, message] of broken) {
    it(`refuses a catalog with ${what}, naming it, and changes nothing`, async () => {
      const before = await snapshot();
      const error = await importCatalogFiles(files()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CatalogImportError);
      expect((error as Error).message).toMatch(message);
      expect(await snapshot()).toBe(before);
    });
  }
});
