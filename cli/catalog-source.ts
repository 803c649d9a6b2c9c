import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CardIndex, qualifiedCode } from "../lib/engine/card-index";
import { parseCatalogFile, describeProblem, type CatalogFile } from "../lib/catalog/catalog-file";
import { rulesetFor } from "../lib/games";
import type { BaseCard, CatalogCard, GameSlug } from "../lib/games/types";
import { mergeExtras, type GameCatalog } from "../lib/catalog/game-catalog";
import type { CatalogSource } from "../lib/decks/list-check";
import { UnusableInput } from "./io";

/** Reads catalog files for the CLI; a bad file is unusable input (exit 2) naming file, card and field. */
export function readCatalogs(files: string[]): CatalogFile[] {
  return files.map((file) => {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      throw new UnusableInput("BAD_CATALOG", `Cannot read the catalog ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`);
    }
    const parsed = parseCatalogFile(text, file, rulesetFor);
    if (!parsed.ok) throw new UnusableInput("BAD_CATALOG", parsed.problems.slice(0, 10).map(describeProblem).join("\n"));
    return parsed.catalog;
  });
}

function fromFiles(catalogs: CatalogFile[], game: GameSlug): GameCatalog {
  const mine = catalogs.filter((c) => c.game === game);
  const byCode = new Map<string, CatalogCard<BaseCard>>();
  // A player-made set's export carries its id: its cards are then `[id/code]` in deck lists (CONTRACTS §6).
  for (const c of mine) {
    for (const card of c.cards) {
      const tagged = c.set.id ? { ...card, source: c.set.id } : card;
      byCode.set(qualifiedCode(tagged), tagged);
    }
  }
  return { index: new CardIndex([...byCode.values()]), extras: mergeExtras(mine.map((c) => c.extras)) };
}

/** `--catalog F …` only: those files and nothing else. */
export function filesSource(files: string[]): CatalogSource {
  const catalogs = readCatalogs(files);
  return async (game) => fromFiles(catalogs, game);
}

function bundledFiles(): string[] {
  const dir = path.resolve("card-data");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(dir, d.name))
        .filter((f) => f.endsWith(".json"))
        .map((f) => path.join(dir, d.name, f)),
    );
}

/**
 * The default: the bundled card-data/ files, then whatever the database holds for the game
 * (cards imported later win by code). Without a database the bundled files alone.
 */
export function defaultSource(): CatalogSource {
  const catalogs = readCatalogs(bundledFiles());
  return async (game) => {
    const bundled = fromFiles(catalogs, game);
    const dbFile = (process.env.DATABASE_URL ?? "file:./data/app.db").replace(/^file:/, "");
    if (!existsSync(path.resolve(dbFile))) return bundled;
    try {
      const { gameCatalog } = await import("../lib/catalog/game-catalog");
      const fromDb = await gameCatalog(game);
      if (fromDb.index.size === 0) return bundled;
      const byCode = new Map(bundled.index.all.map((c) => [c.code, c]));
      for (const card of fromDb.index.all) byCode.set(card.code, card);
      return { index: new CardIndex([...byCode.values()]), extras: mergeExtras([bundled.extras, fromDb.extras]) };
    } catch {
      return bundled;
    }
  };
}
