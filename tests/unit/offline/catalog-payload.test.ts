import { describe, expect, it } from "vitest";
import { queryWords } from "@/lib/catalog/search-query";
import { catalogETag, isCatalogPayload, OFFLINE_CATALOG_FORMAT, type OfflineCatalogPayload } from "@/lib/offline/catalog-payload";
import { indexesFromPayload } from "@/lib/offline/catalog-store";
import type { GameSlug } from "@/lib/games/types";
import { bundledCards } from "../games/catalog";

/** A game's payload as GET /api/v1/offline/catalog/:game gives it, from the bundled catalog. */
function payload(game: GameSlug): OfflineCatalogPayload {
  const cards = bundledCards(game);
  return { format: OFFLINE_CATALOG_FORMAT, game, version: 3, cards, types: cards.map(() => "Card"), setNames: cards.map((c) => c.set), extras: {} };
}

const names = (game: GameSlug, q: string) =>
  indexesFromPayload(payload(game))
    .search.search(queryWords(q), [], 0, 48)
    .cards.flatMap((c) => [c.name, ...Object.values(c.names)]);

describe("offline catalog: the in-browser search", () => {
  it("finds a card by a Polish name typed without accents", () => {
    expect(names("dark-eden", "oboz")).toContain("Obóz Szkoleniowy");
  });

  it("finds the English card by its Polish name folded (ł, ę …)", () => {
    expect(names("dark-eden", "wplyw")).toContain("Harding's Influence");
  });

  it("finds Yûri by `yuri`", () => {
    expect(names("eden-skirmish", "yuri")).toContain("Yûri");
  });

  it("gives the rules code the same index the server builds: find by code and by any name", () => {
    const { catalog } = indexesFromPayload(payload("dark-eden"));
    expect(catalog.index.find("wpływ hardinga")?.name).toBe("Harding's Influence");
    expect(catalog.index.all.length).toBe(bundledCards("dark-eden").length);
  });
});

describe("offline catalog: payloads", () => {
  it("reads only a payload of this format, game and shape", () => {
    const p = payload("got-cgs");
    expect(isCatalogPayload(p, "got-cgs")).toBe(true);
    expect(isCatalogPayload(p, "dark-eden")).toBe(false);
    expect(isCatalogPayload({ ...p, format: OFFLINE_CATALOG_FORMAT + 1 }, "got-cgs")).toBe(false);
    expect(isCatalogPayload({ ...p, types: [] }, "got-cgs")).toBe(false);
    expect(isCatalogPayload(null, "got-cgs")).toBe(false);
  });

  it("keys the ETag by format, game and catalog version", () => {
    expect(catalogETag("dark-eden", 7)).toBe(`"catalog-${OFFLINE_CATALOG_FORMAT}-dark-eden-7"`);
    expect(catalogETag("dark-eden", 8)).not.toBe(catalogETag("dark-eden", 7));
  });
});
