import "server-only";
import { db } from "../db/client";
import { PAGE_SIZE, queryWords, type FilterValue } from "./search-query";
import type { GameSlug } from "../games/types";
import { gameSearchIndex } from "./game-catalog";
import type { CardSummary } from "./search-index";

export type { CardSummary } from "./search-index";

export interface SearchResult {
  game: GameSlug;
  q: string;
  page: number;
  pageSize: number;
  total: number;
  cards: CardSummary[];
}

/**
 * Catalog search: any name in any language, case- and diacritics-insensitive, plus filters.
 * Answered from the game's catalog held in memory (catalog-search-index.ts), forgotten on every
 * import: no statement per search, no card data parsed per search, the total always exact.
 */
export async function searchCards(game: GameSlug, q: string, filters: FilterValue[], page = 1, pageSize = PAGE_SIZE): Promise<SearchResult> {
  const index = await gameSearchIndex(game);
  const { total, cards } = index.search(queryWords(q), filters, (page - 1) * pageSize, pageSize);
  return { game, q, page, pageSize, total, cards };
}

/** A catalog card with its set's name (the card page), from the same catalog held in memory. */
export async function getCard(game: GameSlug, code: string): Promise<(CardSummary & { setName: string }) | null> {
  return (await gameSearchIndex(game)).card(code) ?? null;
}

export async function catalogCounts(): Promise<Record<string, number>> {
  const client = await db();
  const rows = await client.card.groupBy({ by: ["gameSlug"], _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.gameSlug, r._count._all]));
}
