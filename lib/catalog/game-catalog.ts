import "server-only";
import { CardIndex } from "../engine/card-index";
import type { BaseCard, CatalogCard, CatalogExtras, GameSlug } from "../games/types";
import { databaseUrl, db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { CatalogSearchIndex } from "./search-index";
import { catalogVersion, forgetVersions } from "./version";

/** The card index of one game as the engine sees it, read from the database and kept in memory. */
export interface GameCatalog {
  index: CardIndex<BaseCard>;
  extras: CatalogExtras;
}

/** One game's catalog as loaded, with what search builds from it on first use. */
interface Loaded {
  catalog: GameCatalog;
  /** Each card's type column and set name, in the order of `catalog.index.all`. */
  types: string[];
  setNames: string[];
  search?: CatalogSearchIndex;
}

/**
 * Each game's catalog, read once per catalog version (lib/catalog/version.ts): an import
 * on any server bumps the version in its transaction, and the next use here after that reads
 * the catalog again. The same version gives the same object, so what callers remember per
 * catalog (lib/decks/deck-catalog.ts) stays valid exactly as long as the catalog does.
 */
const cache = new Map<string, { version: number; loaded: Promise<Loaded> }>();

/** Forgets the catalogs held and the version read (after an import in this process, and in tests). */
export function invalidateCatalogCache(): void {
  cache.clear();
  forgetVersions();
}

/** The game's catalog held, with the version it is held under (the rows are at least as new as it). */
async function versionedEntryFor(game: GameSlug): Promise<{ version: number; loaded: Loaded }> {
  const key = `${databaseUrl()}|${game}`;
  // The version is read before the rows: the rows are then at least as new as the version they
  // are kept under (a newer import only makes the next use read them again).
  const version = await catalogVersion();
  const hit = cache.get(key);
  if (hit && hit.version >= version) return { version: hit.version, loaded: await hit.loaded };
  const entry = { version, loaded: readCatalogRows(game).then(build) };
  cache.set(key, entry);
  entry.loaded.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return { version, loaded: await entry.loaded };
}

async function entryFor(game: GameSlug): Promise<Loaded> {
  return (await versionedEntryFor(game)).loaded;
}

export async function gameCatalog(game: GameSlug): Promise<GameCatalog> {
  return (await entryFor(game)).catalog;
}

/** The game's catalog prepared for search (built on first use, once per catalog read). */
export async function gameSearchIndex(game: GameSlug): Promise<CatalogSearchIndex> {
  const loaded = await entryFor(game);
  loaded.search ??= new CatalogSearchIndex(loaded.catalog.index.all.map((card, i) => ({ card, type: loaded.types[i], setName: loaded.setNames[i] })));
  return loaded.search;
}

interface CatalogRows {
  cards: { data: string; type: string; setCode: string; setName: string }[];
  extras: string[];
}

async function readCatalogRows(game: GameSlug): Promise<CatalogRows> {
  const client = await db();
  // One statement for the cards and their set codes; rows in id order (browsing's tie order).
  const [cards, sets] = await Promise.all([
    queryRows<CatalogRows["cards"][number]>(client, statements().catalogCards(game)),
    client.cardSet.findMany({ where: { gameSlug: game }, select: { extras: true }, orderBy: { id: "asc" } }),
  ]);
  return { cards, extras: sets.map((s) => s.extras) };
}

function build(rows: CatalogRows): Loaded {
  const all: CatalogCard<BaseCard>[] = rows.cards.map((c) => ({ ...(JSON.parse(c.data) as BaseCard), set: c.setCode }));
  return {
    catalog: { index: new CardIndex(all), extras: mergeExtras(rows.extras.map((e) => JSON.parse(e) as CatalogExtras)) },
    types: rows.cards.map((c) => c.type),
    setNames: rows.cards.map((c) => c.setName),
  };
}

export function mergeExtras(list: CatalogExtras[]): CatalogExtras {
  const byCode = new Map(list.flatMap((e) => e.civilizations ?? []).map((c) => [c.code, c]));
  return byCode.size > 0 ? { civilizations: [...byCode.values()] } : {};
}

/** One game's catalog as a device keeps it offline (GET /api/v1/offline/catalog/:game, docs/offline.md). */
export interface DeviceCatalog {
  /** The catalog version (lib/catalog/version.ts) these rows are at least as new as. */
  version: number;
  cards: readonly CatalogCard<BaseCard>[];
  /** Each card's type column and set name, in the order of `cards` (what search shows). */
  types: readonly string[];
  setNames: readonly string[];
  extras: CatalogExtras;
}

/**
 * The game's catalog held in memory, as the device copy is made from it, labelled with the
 * version its rows were read under: taken with the rows, never looked up again after a wait
 * (another request may have replaced the entry meanwhile with a newer version whose rows these
 * are not, and a device would then keep old rows under a new version's ETag until the next import).
 */
export async function deviceCatalog(game: GameSlug): Promise<DeviceCatalog> {
  const { version, loaded } = await versionedEntryFor(game);
  return { version, cards: loaded.catalog.index.all, types: loaded.types, setNames: loaded.setNames, extras: loaded.catalog.extras };
}
