import { CardIndex } from "../engine/card-index";
import type { BaseCard, CatalogCard, CatalogExtras, GameSlug } from "../games/types";
import { db } from "../db/client";
import { forgetSearchTotals } from "./catalog";

/** The card index of one game as the engine sees it, read from the database and cached briefly. */
export interface GameCatalog {
  index: CardIndex<BaseCard>;
  extras: CatalogExtras;
}

const TTL_MS = 30_000;
const cache = new Map<GameSlug, { at: number; catalog: Promise<GameCatalog> }>();

export function invalidateCatalogCache(): void {
  cache.clear();
  forgetSearchTotals();
}

export function gameCatalog(game: GameSlug): Promise<GameCatalog> {
  const hit = cache.get(game);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.catalog;
  const catalog = loadGameCatalog(game);
  cache.set(game, { at: Date.now(), catalog });
  catalog.catch(() => cache.delete(game));
  return catalog;
}

async function loadGameCatalog(game: GameSlug): Promise<GameCatalog> {
  const client = await db();
  const [cards, sets] = await Promise.all([
    client.card.findMany({ where: { gameSlug: game }, select: { data: true, set: { select: { code: true } } }, orderBy: { id: "asc" } }),
    client.cardSet.findMany({ where: { gameSlug: game }, select: { extras: true } }),
  ]);
  const all: CatalogCard<BaseCard>[] = cards.map((c) => ({ ...(JSON.parse(c.data) as BaseCard), set: c.set.code }));
  return { index: new CardIndex(all), extras: mergeExtras(sets.map((s) => JSON.parse(s.extras) as CatalogExtras)) };
}

export function mergeExtras(list: CatalogExtras[]): CatalogExtras {
  const byCode = new Map(list.flatMap((e) => e.civilizations ?? []).map((c) => [c.code, c]));
  return byCode.size > 0 ? { civilizations: [...byCode.values()] } : {};
}
