import { CardIndex } from "../engine/card-index";
import type { BaseCard, CatalogCard, CatalogFilter, GameSlug } from "../games/types";
import type { GameCatalog } from "../catalog/game-catalog";
import type { SearchResult } from "../catalog/service";
import { CatalogSearchIndex } from "../catalog/search-index";
import { PAGE_SIZE, queryWords, readFilters, type FilterValue } from "../catalog/search-query";
import type { OfflineCatalogPayload } from "./catalog-payload";
import { fromDevice, fromNetwork } from "./catalog-sync";

/**
 * The catalogs kept on this device, as the rules code and the search use them (browser only;
 * docs/offline.md). The payloads are kept by catalog-sync.ts; here each page load builds from
 * them the same indexes the server builds. Read from the device first; a newer catalog on the
 * server (checked in the background) serves the next call. Without the device copy and without
 * network: null.
 */

export { catalogUrl } from "./catalog-sync";

/** What the browser builds from a payload: the same GameCatalog the server validates with, and the same search. */
export interface DeviceCatalogIndexes {
  version: number;
  catalog: GameCatalog;
  search: CatalogSearchIndex;
}

export function indexesFromPayload(payload: OfflineCatalogPayload): DeviceCatalogIndexes {
  const cards = payload.cards as CatalogCard<BaseCard>[];
  return {
    version: payload.version,
    catalog: { index: new CardIndex(cards), extras: payload.extras ?? {} },
    search: new CatalogSearchIndex(cards.map((card, i) => ({ card, type: payload.types[i], setName: payload.setNames[i] }))),
  };
}

/** One page load's indexes per game (public data; rebuilt from the device copy on the next load). */
const held = new Map<GameSlug, Promise<DeviceCatalogIndexes | null>>();

/** The game's catalog as the server's rules code reads it (validation), from the device; null when it was never stored and the network does not answer. */
export async function offlineCatalog(game: GameSlug): Promise<GameCatalog | null> {
  return (await deviceIndexes(game))?.catalog ?? null;
}

/**
 * The catalog search run in the browser over the device's copy: the same matcher the server
 * uses (lib/catalog/search-index.ts: any name in en/pl/es, folded by lib/engine/fold.ts,
 * so `oboz` finds Obóz Szkoleniowy). Null when the device has no copy of the game.
 */
export async function searchOnDevice(game: GameSlug, q: string, filters: FilterValue[] = [], page = 1, pageSize = PAGE_SIZE): Promise<SearchResult | null> {
  const indexes = await deviceIndexes(game);
  if (!indexes) return null;
  const { total, cards } = indexes.search.search(queryWords(q), filters, (page - 1) * pageSize, pageSize);
  return { game, q, page, pageSize, total, cards };
}

/** searchOnDevice for a catalog address's parameters (`q`, the game's filters, `page`), as the catalog page reads them. */
export function searchAddressOnDevice(game: GameSlug, params: Record<string, string>, filters: readonly CatalogFilter[]): Promise<SearchResult | null> {
  const page = Math.max(1, Number.parseInt(params.page ?? "1", 10) || 1);
  return searchOnDevice(game, params.q ?? "", readFilters(filters, params), page);
}

/** The game's indexes for this page load: from the device, else from the network (then stored). */
function deviceIndexes(game: GameSlug): Promise<DeviceCatalogIndexes | null> {
  let found = held.get(game);
  if (!found) {
    found = load(game);
    held.set(game, found);
    found.then(
      (v) => v === null && held.get(game) === found && held.delete(game),
      () => held.get(game) === found && held.delete(game),
    );
  }
  return found;
}

async function load(game: GameSlug): Promise<DeviceCatalogIndexes | null> {
  const stored = await fromDevice(game);
  if (stored) {
    // Answered from the device at once; a newer catalog, if the server has one, serves the next call.
    void fromNetwork(game, stored).then((fresh) => {
      if (fresh && fresh.version !== stored.version) held.set(game, Promise.resolve(indexesFromPayload(fresh)));
    });
    return indexesFromPayload(stored);
  }
  const fetched = await fromNetwork(game, null);
  return fetched ? indexesFromPayload(fetched) : null;
}
