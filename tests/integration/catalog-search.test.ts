import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { bundledCatalogFiles } from "./helpers/http";
import { importCatalogFiles } from "@/lib/services/catalog-import";
import { searchCards } from "@/lib/services/catalog";
import { db } from "@/lib/db/client";

beforeAll(async () => {
  await freshDatabase();
  await importCatalogFiles(bundledCatalogFiles());
});

describe("catalog search pages and totals", () => {
  it("every page of a browse tells the game's whole card count, and the pages together hold each card once", async () => {
    const count = await (await db()).card.count({ where: { gameSlug: "dark-eden" } });
    const pageSize = 7;
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(count / pageSize) + 1; page++) {
      const result = await searchCards("dark-eden", "", [], page, pageSize);
      expect(result.total).toBe(count);
      seen.push(...result.cards.map((c) => c.code));
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
    const names = (await searchCards("dark-eden", "", [], 1, count)).cards.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("a query's total is the number of matching cards on a full, a partial and an empty page; rows carry their set", async () => {
    const all = await searchCards("dark-eden", "camp", [], 1, 1000);
    expect(all.total).toBe(all.cards.length);
    expect(all.total).toBeGreaterThan(1);
    expect(all.cards.every((c) => c.set.length > 0 && c.data.code === c.code)).toBe(true);
    const full = await searchCards("dark-eden", "camp", [], 1, 1);
    expect(full).toMatchObject({ total: all.total, cards: [{ code: all.cards[0].code }] });
    const past = await searchCards("dark-eden", "camp", [], all.total + 1, 1);
    expect(past).toMatchObject({ total: all.total, cards: [] });
  });
});
