/**
 * The bundled catalogs (card-data/) as the engine reads them, one CardIndex per game, and a
 * CatalogSource over them for the deck-list services: the parsers' tests run every game's
 * real cards without a database.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CardIndex } from "@/lib/engine/card-index";
import { parseCatalogFile } from "@/lib/catalog/catalog-file";
import { rulesetFor } from "@/lib/games";
import type { BaseCard, GameSlug } from "@/lib/games/types";
import type { GameCatalog } from "@/lib/catalog/game-catalog";
import type { CatalogSource } from "@/lib/decks/list-check";

function load(game: GameSlug): GameCatalog {
  const dir = path.resolve("card-data", game);
  const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
  const cards = files.flatMap((f) => {
    const parsed = parseCatalogFile(readFileSync(path.join(dir, f), "utf8"), f, rulesetFor);
    if (!parsed.ok) throw new Error(`bad bundled catalog ${f}`);
    return parsed.catalog.cards;
  });
  const civilizations = files.flatMap((f) => (JSON.parse(readFileSync(path.join(dir, f), "utf8")).civilizations ?? []) as { code: string; name: string }[]);
  return { index: new CardIndex<BaseCard>(cards), extras: civilizations.length ? { civilizations } : {} };
}

const cache = new Map<GameSlug, GameCatalog>();

export function bundledCatalog(game: GameSlug): GameCatalog {
  const catalog = cache.get(game) ?? load(game);
  cache.set(game, catalog);
  return catalog;
}

export const bundledSource: CatalogSource = async (game) => bundledCatalog(game);
