import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "./fresh-db";
import { importCatalogFiles } from "@/lib/catalog/import";
import { getCard, searchCards } from "@/lib/catalog/service";
import { readFilters, type FilterValue } from "@/lib/catalog/search-query";
import { allRulesets } from "@/lib/games";
import { db } from "@/lib/db/client";
import { bumpCatalogVersion, VERSION_MEMO_MS } from "@/lib/catalog/version";
import { onPostgres } from "./helpers/sql";

beforeAll(async () => {
  await freshDatabase({ catalog: true });
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

/** The cards a filter selects as SQL over the stored card JSON: what the in-memory search must agree with. */
async function sqlFiltered(game: string, f: FilterValue): Promise<string[]> {
  const path = `'$.${f.filter.field}'`;
  const where =
    f.filter.kind === "type"
      ? ["type = ?"]
      : f.filter.kind === "equals"
        ? [`json_extract(data, ${path}) = ?`]
        : f.filter.kind === "includes"
          ? [`EXISTS (SELECT 1 FROM json_each(data, ${path}) WHERE json_each.value = ?)`]
          : [`json_type(data, ${path}) = 'integer'`, `CAST(json_extract(data, ${path}) AS INTEGER) BETWEEN ? AND ?`];
  const args = f.filter.kind === "range" ? [f.min, f.max] : [f.value];
  const rows = await (await db()).$queryRawUnsafe<{ code: string }[]>(`SELECT code FROM "Card" WHERE gameSlug = ? AND ${where.join(" AND ")}`, game, ...args);
  return rows.map((r) => r.code).sort();
}

describe("catalog search filters", () => {
  // The reference is SQLite's JSON functions; the search itself runs in memory on both engines.
  it.skipIf(onPostgres())("every option of every game's filters selects exactly the cards the same test selects in SQL over the card JSON", async () => {
    let nonEmpty = 0;
    for (const ruleset of allRulesets()) {
      for (const filter of ruleset.catalogFilters ?? []) {
        const params: Record<string, string>[] =
          filter.kind === "range"
            ? [{ [`${filter.key}_min`]: "2", [`${filter.key}_max`]: "4" }]
            : (filter.options ?? []).map((o) => ({ [filter.key]: o.value }));
        for (const p of params) {
          const filters = readFilters([filter], p);
          const found = await searchCards(ruleset.slug, "", filters, 1, 10_000);
          const expected = await sqlFiltered(ruleset.slug, filters[0]);
          expect(found.cards.map((c) => c.code).sort(), `${ruleset.slug} ${JSON.stringify(p)}`).toEqual(expected);
          expect(found.total).toBe(expected.length);
          if (expected.length > 0) nonEmpty++;
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });
});

describe("the catalog held in memory for search", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-search-"));
  const catalogFile = (name: string, cards: { code: string; name: string }[]) => {
    const file = path.join(dir, `${name}.json`);
    const full = cards.map((c) => ({ ...c, type: "establishment", affiliation: "general", cv: 3, tactics: ["land"], neighborAllowance: 2 }));
    writeFileSync(file, JSON.stringify({ game: "dark-eden", set: { code: "memory-test", name: "Memory test" }, cards: full }));
    return file;
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it("a search and a card read after an import see the cards it added, renamed and removed", async () => {
    expect((await searchCards("dark-eden", "quokkaville", [])).total).toBe(0);
    await importCatalogFiles([catalogFile("one", [{ code: "quokka-fort", name: "Quokkaville Fort" }])]);
    expect((await searchCards("dark-eden", "quokkaville", [])).cards.map((c) => c.code)).toEqual(["quokka-fort"]);
    expect((await getCard("dark-eden", "quokka-fort"))?.setName).toBe("Memory test");

    await importCatalogFiles([catalogFile("two", [{ code: "quokka-keep", name: "Quokkaburg Keep" }])]);
    expect((await searchCards("dark-eden", "quokkaville", [])).total).toBe(0);
    expect((await searchCards("dark-eden", "quokkab", [])).cards.map((c) => c.code)).toEqual(["quokka-keep"]);
    expect(await getCard("dark-eden", "quokka-fort")).toBeNull();
  });

  it("a catalog import by another server is seen once its version row is read again (within a second); rows changed without it are not re-read", async () => {
    expect((await searchCards("dark-eden", "wombatton", [])).total).toBe(0);
    // Straight into the database, as another server's write: this process forgets nothing.
    const client = await db();
    const card = await client.card.findFirstOrThrow({ where: { gameSlug: "dark-eden", code: "quokka-keep" } });
    await client.card.update({ where: { id: card.id }, data: { name: "Wombatton Keep", data: card.data.replace("Quokkaburg Keep", "Wombatton Keep") } });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 2 * VERSION_MEMO_MS);
    // The catalog's version is unchanged: the copy held is still the catalog (no row is polled).
    expect((await searchCards("dark-eden", "wombatton", [])).total).toBe(0);
    // What an import does in its transaction (lib/catalog/version.ts).
    await client.$transaction(async (tx) => bumpCatalogVersion(tx));
    vi.setSystemTime(Date.now() + 2 * VERSION_MEMO_MS);
    expect((await searchCards("dark-eden", "quokkab", [])).total).toBe(0);
    expect((await getCard("dark-eden", "quokka-keep"))?.name).toBe("Wombatton Keep");
  });
});
