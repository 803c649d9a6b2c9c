import type { BaseCard, CatalogCard, CatalogExtras, GameSlug } from "../games/types";

/*
 * Light on purpose: the shell's offline agent (every page) reads it through catalog-sync.ts; the
 * indexes built from a payload live in catalog-store.ts, loaded only where a page searches or
 * validates on the device.
 */

/** Raised when the payload's shape changes, so devices fetch it again. */
export const OFFLINE_CATALOG_FORMAT = 1;

/** GET /api/v1/offline/catalog/:game: one game's catalog as the device keeps it (docs/offline.md). */
export interface OfflineCatalogPayload {
  format: number;
  game: GameSlug;
  version: number;
  cards: readonly CatalogCard<BaseCard>[];
  types: readonly string[];
  setNames: readonly string[];
  extras: CatalogExtras;
}

/** The endpoint's ETag: the payload format, the game and the catalog version. */
export function catalogETag(game: GameSlug, version: number): string {
  return `"catalog-${OFFLINE_CATALOG_FORMAT}-${game}-${version}"`;
}

/** Whether a stored or fetched body is a catalog payload this code can read (anything else is fetched again). */
export function isCatalogPayload(value: unknown, game: GameSlug): value is OfflineCatalogPayload {
  if (!value || typeof value !== "object") return false;
  const p = value as Partial<OfflineCatalogPayload>;
  return (
    p.format === OFFLINE_CATALOG_FORMAT &&
    p.game === game &&
    Array.isArray(p.cards) &&
    Array.isArray(p.types) &&
    Array.isArray(p.setNames) &&
    p.types.length === p.cards.length &&
    p.setNames.length === p.cards.length
  );
}
