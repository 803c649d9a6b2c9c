import type { GameSlug } from "../games/types";
import { catalogETag, isCatalogPayload, type OfflineCatalogPayload } from "./catalog-payload";
import { CATALOG_CACHE } from "./cache-names";

/**
 * The catalogs' payloads on this device (browser only; docs/offline.md): the body of
 * GET /api/v1/offline/catalog/:game, kept in the public Cache Storage cache CATALOG_CACHE (the
 * same for every account: nothing private). No index is built here (catalog-store.ts does), so
 * the shell's offline agent can keep the catalogs fresh on every page at little cost.
 */

export function catalogUrl(game: GameSlug): string {
  return `/api/v1/offline/catalog/${game}`;
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

async function openCache(): Promise<Cache | null> {
  try {
    return typeof caches === "undefined" ? null : await caches.open(CATALOG_CACHE);
  } catch {
    return null; // Cache Storage refused (private mode, insecure origin)
  }
}

/** The payload this device keeps for the game, or null. */
export async function fromDevice(game: GameSlug): Promise<OfflineCatalogPayload | null> {
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
export async function fromNetwork(game: GameSlug, known: OfflineCatalogPayload | null): Promise<OfflineCatalogPayload | null> {
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
