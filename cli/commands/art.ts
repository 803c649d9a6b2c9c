import { isGameSlug } from "../../lib/games";
import type { GameSlug } from "../../lib/games/types";
import { importCatalogArt, removeArt } from "../../lib/game-clients/import-art";
import { DomainError } from "../../lib/errors";
import { EXIT, output, UnusableInput, type Outcome } from "../io";

function gameOf(game: string | undefined): GameSlug {
  if (!game || !isGameSlug(game))
    throw new UnusableInput("USAGE", `--game must be one of dark-eden, battle-for-eden, got-cgs, eden-skirmish (got "${game ?? ""}").`);
  return game;
}

/** `import-art --game G DIR`: every image of DIR, or nothing (docs/play-online.md). */
export async function importArtCommand(dir: string | undefined, opts: { game?: string; json: boolean }): Promise<Outcome> {
  const game = gameOf(opts.game);
  if (!dir) throw new UnusableInput("USAGE", "import-art needs a folder of <code>.png|jpg|webp files.");
  try {
    const summary = await importCatalogArt(game, dir);
    return output(opts.json, summary, () => `Imported art of ${summary.imported} ${game} card(s).`, EXIT.ok);
  } catch (err) {
    if (err instanceof DomainError) throw new UnusableInput(err.code, err.message);
    throw err;
  }
}

/** `remove-art --game G CODE…` or `--all`. */
export async function removeArtCommand(codes: string[], opts: { game?: string; all: boolean; json: boolean }): Promise<Outcome> {
  const game = gameOf(opts.game);
  try {
    const removed = await removeArt(game, codes, opts.all);
    return output(opts.json, { game, removed }, () => `Removed art of ${removed} ${game} card(s).`, EXIT.ok);
  } catch (err) {
    if (err instanceof DomainError) throw new UnusableInput(err.code, err.message);
    throw err;
  }
}
