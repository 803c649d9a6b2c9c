/**
 * The Cache Storage caches Edenkeep keeps on a device (docs/offline.md). Public ones hold the
 * same bytes for every reader; a private one belongs to one account and is the only place a
 * response rendered for a signed-in player is kept. Sign-out deletes every PRIVATE_PREFIX cache.
 */
export const CACHE_PREFIX = "edenkeep-";
export const PRIVATE_PREFIX = "edenkeep-private-";
export const PUBLIC_PREFIX = "edenkeep-public-";
export const SHELL_PREFIX = "edenkeep-shell-";

/** The catalogs of the four games (lib/offline/catalog-store.ts): public, kept across versions. */
export const CATALOG_CACHE = `${PUBLIC_PREFIX}catalog`;

/** The build's static files (scripts, styles, icons): one cache per build, never mixed. */
export function shellCacheName(buildId: string): string {
  return `${SHELL_PREFIX}${safePart(buildId)}`;
}

/** Pages and data rendered for nobody signed in. */
export const PUBLIC_PAGES_CACHE = `${PUBLIC_PREFIX}pages`;

/** One account's pages and data; none without an account. */
export function privateCacheName(userId: string | null): string | null {
  if (!userId || !/^[A-Za-z0-9_-]{1,64}$/.test(userId)) return null;
  return `${PRIVATE_PREFIX}${userId}`;
}

function safePart(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64);
}

/** The per-player IndexedDB databases of lib/offline/device-store.ts (`edenkeep-device-<userId>`). */
export const DEVICE_DB_PREFIX = "edenkeep-device-";
