import { createHash } from "node:crypto";
import { CardIndex } from "../engine/card-index";
import type { BaseCard, CatalogCard, CatalogExtras, GameSlug } from "../games/types";
import { databaseUrl, db } from "../db/client";
import { CatalogSearchIndex } from "./catalog-search-index";
import { nextCatalogGeneration } from "../catalog-generation";

/** The card index of one game as the engine sees it, read from the database and kept in memory. */
export interface GameCatalog {
  index: CardIndex<BaseCard>;
  extras: CatalogExtras;
}

/** One game's catalog as loaded, with what tells whether a later read found the same cards. */
interface Loaded {
  catalog: GameCatalog;
  /** Each card's type column and set name, in the order of `catalog.index.all`. */
  types: string[];
  setNames: string[];
  fingerprint: string;
  search?: CatalogSearchIndex;
}

interface Entry {
  at: number;
  loaded: Promise<Loaded>;
  refreshing: boolean;
}

/**
 * An import in this process forgets the catalogs at once (invalidateCatalogCache). One run by
 * another process (the CLI) is seen within TTL_MS: past it the catalog is read again in the
 * background while the one held keeps answering, and kept (the same object, so what callers
 * remember per catalog stays valid) when the cards read are the same.
 */
const TTL_MS = 30_000;
const cache = new Map<string, Entry>();

export function invalidateCatalogCache(): void {
  cache.clear();
  nextCatalogGeneration(); // and the card pages made from it (lib/http/page-cache.ts)
}

function entryFor(game: GameSlug): Promise<Loaded> {
  const key = `${databaseUrl()}|${game}`;
  const hit = cache.get(key);
  if (!hit) {
    const entry: Entry = { at: Date.now(), loaded: readCatalogRows(game).then(build), refreshing: false };
    cache.set(key, entry);
    entry.loaded.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.loaded;
  }
  if (Date.now() - hit.at >= TTL_MS && !hit.refreshing) refresh(key, hit, game);
  return hit.loaded;
}

function refresh(key: string, entry: Entry, game: GameSlug): void {
  entry.refreshing = true;
  Promise.all([entry.loaded, readCatalogRows(game)])
    .then(([held, rows]) => {
      if (cache.get(key) !== entry) return;
      if (rows.fingerprint !== held.fingerprint) {
        entry.loaded = Promise.resolve(build(rows));
        nextCatalogGeneration();
      }
      entry.at = Date.now();
    })
    .catch(() => {
      // the catalog held keeps answering; the next call past the TTL tries again
    })
    .finally(() => {
      entry.refreshing = false;
    });
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
  fingerprint: string;
}

async function readCatalogRows(game: GameSlug): Promise<CatalogRows> {
  const client = await db();
  // One statement for the cards and their set codes; rows in id order (browsing's tie order).
  const [cards, sets] = await Promise.all([
    client.$queryRawUnsafe<CatalogRows["cards"]>(
      `SELECT c.data AS data, c.type AS type, s.code AS setCode, s.name AS setName FROM "Card" c JOIN "CardSet" s ON s.id = c.setId WHERE c.gameSlug = ? ORDER BY c.id`,
      game,
    ),
    client.cardSet.findMany({ where: { gameSlug: game }, select: { extras: true }, orderBy: { id: "asc" } }),
  ]);
  const hash = createHash("sha1");
  for (const c of cards) hash.update(`${c.setCode}\u0000${c.setName}\u0000${c.type}\u0000${c.data}\u0001`);
  for (const s of sets) hash.update(`${s.extras}\u0001`);
  return { cards, extras: sets.map((s) => s.extras), fingerprint: hash.digest("hex") };
}

function build(rows: CatalogRows): Loaded {
  const all: CatalogCard<BaseCard>[] = rows.cards.map((c) => ({ ...(JSON.parse(c.data) as BaseCard), set: c.setCode }));
  return {
    catalog: { index: new CardIndex(all), extras: mergeExtras(rows.extras.map((e) => JSON.parse(e) as CatalogExtras)) },
    types: rows.cards.map((c) => c.type),
    setNames: rows.cards.map((c) => c.setName),
    fingerprint: rows.fingerprint,
  };
}

export function mergeExtras(list: CatalogExtras[]): CatalogExtras {
  const byCode = new Map(list.flatMap((e) => e.civilizations ?? []).map((c) => [c.code, c]));
  return byCode.size > 0 ? { civilizations: [...byCode.values()] } : {};
}
