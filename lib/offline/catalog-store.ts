import type { GameSlug } from "../games/types";
import type { GameCatalog } from "../services/catalog-index";
import type { SearchResult } from "../services/catalog";
import { PAGE_SIZE, queryWords, type FilterValue } from "../catalog/search-query";
import { catalogETag, indexesFromPayload, isCatalogPayload, type DeviceCatalogIndexes, type OfflineCatalogPayload } from "./catalog-payload";
import { CATALOG_CACHE } from "./cache-names";

/**
 * The catalogs kept on this device (browser only; docs/offline.md). Each game's catalog is the
 * body of GET /api/v1/offline/catalog/:game, kept in the public Cache Storage cache
 * CATALOG_CACHE (the same for every account: it holds nothing private). Read from the device
 * first; when the network answers, refreshed at most once per page load (304 while the catalog
 * version is unchanged). Without the device copy and without network: null.
 */

export function catalogUrl(game: GameSlug): string {
  return `/api/v1/offline/catalog/${game}`;
}

/** One page load's indexes per game (public data; rebuilt from the device copy on the next load). */
const held = new Map<GameSlug, Promise<DeviceCatalogIndexes | null>>();

/** The game's catalog as the server's rules code reads it (validation), from the device; null when it was never stored and the network does not answer. */
export async function offlineCatalog(game: GameSlug): Promise<GameCatalog | null> {
  return (await deviceIndexes(game))?.catalog ?? null;
}

/**
 * The catalog search run in the browser over the device's copy: the same matcher the server
 * uses (lib/services/catalog-search-index.ts: any name in en/pl/es, folded by lib/engine/fold.ts,
 * so `oboz` finds Obóz Szkoleniowy). Null when the device has no copy of the game.
 */
export async function searchOnDevice(game: GameSlug, q: string, filters: FilterValue[] = [], page = 1, pageSize = PAGE_SIZE): Promise<SearchResult | null> {
  const indexes = await deviceIndexes(game);
  if (!indexes) return null;
  const { total, cards } = indexes.search.search(queryWords(q), filters, (page - 1) * pageSize, pageSize);
  return { game, q, page, pageSize, total, cards };
}

/**
 * Makes sure the device holds the current catalog of each game (the offline agent's
 * "offline-ready"); true when all are stored. Checked against the server once per tab session;
 * after that only the device's copies are looked for (no parsing, no index built).
 */
export async function storeCatalogs(games: readonly GameSlug[]): Promise<boolean> {
  const checked = sessionFlag(CHECKED_KEY);
  const stored = await Promise.all(
    games.map(async (game) => {
      if (checked) return (await (await openCache())?.match(catalogUrl(game))) !== undefined;
      return (await fromNetwork(game, await fromDevice(game))) !== null;
    }),
  );
  const all = stored.every(Boolean);
  if (all && !checked) sessionFlag(CHECKED_KEY, true);
  return all;
}

const CHECKED_KEY = "edenkeep-catalogs-checked";

/** A flag for this tab's session (sessionStorage), false where storage is refused. */
function sessionFlag(key: string, set?: true): boolean {
  try {
    if (set) sessionStorage.setItem(key, "1");
    return sessionStorage.getItem(key) === "1";
  } catch {
    return false;
  }
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

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === "undefined" ? null : await caches.open(CATALOG_CACHE);
  } catch {
    return null; // Cache Storage refused (private mode, insecure origin)
  }
}

async function fromDevice(game: GameSlug): Promise<OfflineCatalogPayload | null> {
  const cache = await openCache();
  const hit = await cache?.match(catalogUrl(game));
  if (!hit) return null;
  try {
    const body: unknown = await hit.json();
    return isCatalogPayload(body, game) ? body : null;
  } catch {
    return null;
  }
}

/** The current payload from the server (stored on the device), `known` when unchanged (304), null without an answer. */
async function fromNetwork(game: GameSlug, known: OfflineCatalogPayload | null): Promise<OfflineCatalogPayload | null> {
  try {
    const response = await fetch(catalogUrl(game), {
      cache: "no-store",
      headers: known ? { "If-None-Match": catalogETag(game, known.version) } : {},
    });
    if (response.status === 304) return known;
    if (!response.ok) return known;
    const copy = response.clone();
    const body: unknown = await response.json();
    if (!isCatalogPayload(body, game)) return known;
    const cache = await openCache();
    await cache?.put(catalogUrl(game), copy).catch(() => undefined); // quota: kept for this page load only
    return body;
  } catch {
    return known; // no network
  }
}
