/**
 * The bundled catalog as every game's unit tests read it: `card-data/<game>/*.json`, read
 * with fs and checked by the app's own catalog-file parser (the game's strict card schema),
 * then indexed and resolved the way the app does. One loader for the four games.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describeProblem, parseCatalogFile, type CatalogFile } from "@/lib/catalog/catalog-file";
import { CardIndex, resolveList } from "@/lib/engine/card-index";
import type { ResolvedDeck } from "@/lib/engine/deck-types";
import { parseDeckList } from "@/lib/engine/deck-list";
import { rulesetFor, type GameSlug } from "@/lib/games";
import type { BfeCard } from "@/lib/games/battle-for-eden";
import type { DarkEdenCard } from "@/lib/games/dark-eden";
import type { EdenCard } from "@/lib/games/eden-skirmish";
import type { GotCard } from "@/lib/games/got-cgs";
import type { CatalogCard, CatalogExtras } from "@/lib/games/types";

/** Each game's card type. */
export interface CardOf {
  "dark-eden": DarkEdenCard;
  "battle-for-eden": BfeCard;
  "got-cgs": GotCard;
  "eden-skirmish": EdenCard;
}

export const REPO = join(import.meta.dirname, "..", "..", "..");

/** A file of the repository as text, by its path from the repository root. */
export function repoFile(path: string): string {
  return readFileSync(join(REPO, path), "utf8");
}

/** One bundled catalog file as JSON, before any schema: for the tests of the files themselves. */
export interface RawCatalogFile {
  file: string;
  json: { game: string; set: { code: string; name: string; year?: number; language?: string }; cards: unknown[]; [extra: string]: unknown };
}

/** The game's bundled catalog files, by file name. */
export function rawCatalogFiles(game: GameSlug): RawCatalogFile[] {
  const dir = join(REPO, "card-data", game);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ file, json: JSON.parse(readFileSync(join(dir, file), "utf8")) }));
}

const parsed = new Map<GameSlug, CatalogFile[]>();

/** The game's bundled catalog files, parsed as the app imports them; a bad file fails the test naming file, card and field. */
export function catalogFiles<G extends GameSlug>(game: G): CatalogFile<CardOf[G]>[] {
  let files = parsed.get(game);
  if (!files) {
    files = rawCatalogFiles(game).map(({ file, json }) => {
      const result = parseCatalogFile(JSON.stringify(json), `card-data/${game}/${file}`, rulesetFor);
      if (!result.ok) throw new Error(result.problems.map(describeProblem).join("\n"));
      return result.catalog;
    });
    parsed.set(game, files);
  }
  return files as CatalogFile<CardOf[G]>[];
}

/** Every bundled card of the game (or of one of its sets), as the engine sees it. */
export function bundledCards<G extends GameSlug>(game: G, set?: string): CatalogCard<CardOf[G]>[] {
  return catalogFiles(game)
    .filter((f) => set === undefined || f.set.code === set)
    .flatMap((f) => f.cards);
}

/** The file-level extras of the game's bundled files, merged (battle-for-eden civilizations). */
export function bundledExtras(game: GameSlug): CatalogExtras {
  const civilizations = catalogFiles(game).flatMap((f) => f.extras.civilizations ?? []);
  return civilizations.length > 0 ? { civilizations } : {};
}

/** A deck list parsed and resolved against `cards` (the bundled cards by default); a list the format rejects fails the test. */
export function resolveDeck<G extends GameSlug>(
  game: G,
  text: string,
  cards: CardIndex<CardOf[G]> = new CardIndex(bundledCards(game)),
  extras: CatalogExtras = bundledExtras(game),
): ResolvedDeck<CardOf[G]> {
  const list = parseDeckList(text);
  if (!list.ok) throw new Error(list.error.message);
  const resolved = resolveList(list.value, cards, rulesetFor(game).sections, extras);
  if (!resolved.ok) throw new Error(resolved.error.message);
  return resolved.value;
}
