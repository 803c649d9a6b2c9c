import { describe, expect, it } from "vitest";
import { CatalogSearchIndex } from "@/lib/catalog/search-index";
import { queryWords } from "@/lib/catalog/search-query";
import type { BaseCard, CatalogCard } from "@/lib/games/types";

const card = (code: string, name: string, names?: Record<string, string>): { card: CatalogCard<BaseCard>; type: string; setName: string } => ({
  card: { code, name, ...(names ? { names } : {}), set: "base" },
  type: "warrior",
  setName: "Base",
});

const index = new CatalogSearchIndex([
  card("camp-of-the-long-march", "Camp of the Long March"),
  card("boot-camp", "Boot Camp", { pl: "Obóz Szkoleniowy" }),
  card("camp", "Camp"),
  card("soldier", "Żołnierz"),
  card("bcamp-road", "Bcamp Road"),
]);
const codes = (q: string, offset = 0, limit = 10) => index.search(queryWords(q), [], offset, limit).cards.map((c) => c.code);

describe("the catalog held in memory for search", () => {
  it("a query word finds the cards with a word beginning with it, shorter names first (BM25), then by name", () => {
    expect(codes("camp")).toEqual(["camp", "boot-camp", "camp-of-the-long-march"]);
    expect(codes("cam")).toEqual(["camp", "boot-camp", "camp-of-the-long-march"]);
  });

  it("every query word must begin one of the card's words", () => {
    expect(codes("boot camp")).toEqual(["boot-camp"]);
    expect(codes("camp road")).toEqual([]);
  });

  it("matches names in every language, whatever the case or accents, and the card's code", () => {
    expect(codes("OBOZ szkol")).toEqual(["boot-camp"]);
    expect(codes("zolnierz")).toEqual(["soldier"]);
    expect(codes("soldier")).toEqual(["soldier"]);
  });

  it("pages and totals: the total counts every match, the page holds the asked slice", () => {
    const page = index.search(queryWords("camp"), [], 1, 1);
    expect(page).toMatchObject({ total: 3, cards: [{ code: "boot-camp" }] });
    expect(index.search([], [], 0, 2).cards.map((c) => c.name)).toEqual(["Bcamp Road", "Boot Camp"]);
    expect(index.card("boot-camp")).toMatchObject({ name: "Boot Camp", setName: "Base", set: "base", names: { pl: "Obóz Szkoleniowy" } });
  });
});
