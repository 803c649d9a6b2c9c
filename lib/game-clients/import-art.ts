/**
 * `cli import-art --game G DIR` and `cli remove-art --game G CODE…|--all` (CONTRACTS §10
 * "Pictures"; docs/play-online.md): the instance's operator gives catalog cards their art.
 * Every file of DIR must be `<code>.png|jpg|jpeg|webp` for a card of the game's catalog, within
 * the art limits (lib/sets/art-limits.ts); each is checked and re-encoded as player-made
 * art is. One bad file refuses the whole import, naming the file, and nothing is stored; a good
 * import stores every image in one transaction, replacing a card's earlier art.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { GameSlug } from "../games/types";
import { type ArtUploadType, reencodeArt, type StoredArt } from "../sets";
import { MAX_ART_UPLOAD_BYTES } from "../sets";
import { gameCatalog } from "../catalog";
import { DomainError } from "../errors";
import { removeCatalogArt, storeCatalogArt } from "./catalog-art";

/** At most this many images in one import (every catalog card of a game, with room). */
export const MAX_ART_FILES = 2_000;

const TYPES: Record<string, ArtUploadType> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp" };

const refused = (file: string, why: string) => new DomainError("invalid", "BAD_ART_FILE", `${file}: ${why}`, [{ path: file, message: why }]);

export interface ArtImportSummary {
  game: GameSlug;
  imported: number;
  files: string[];
}

export async function importCatalogArt(game: GameSlug, dir: string): Promise<ArtImportSummary> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((d) => d.isFile() && !d.name.startsWith("."))
      .map((d) => d.name)
      .sort();
  } catch (err) {
    throw new DomainError("invalid", "UNREADABLE_DIR", `Cannot read the folder ${dir} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`);
  }
  if (names.length === 0) throw new DomainError("invalid", "NO_ART_FILES", `The folder ${dir} has no image files (<code>.png, .jpg or .webp).`);
  if (names.length > MAX_ART_FILES)
    throw new DomainError("invalid", "TOO_MANY_ART_FILES", `The folder has ${names.length} files; one import takes at most ${MAX_ART_FILES}.`);
  const { index } = await gameCatalog(game);
  const images: { code: string; art: StoredArt }[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const ext = path.extname(name).toLowerCase();
    const type = TYPES[ext];
    if (!type) throw refused(name, "not a .png, .jpg or .webp file; name each image <card code>.png, .jpg or .webp.");
    const code = name.slice(0, -ext.length);
    const card = index.byCodeOrUndefined(code);
    if (!card || card.source) throw refused(name, `the ${game} catalog has no card with the code "${code}".`);
    const twice = seen.get(code);
    if (twice) throw refused(name, `${twice} is art for the same card; keep one of them.`);
    seen.set(code, name);
    const file = path.join(dir, name);
    const size = (await stat(file)).size;
    if (size > MAX_ART_UPLOAD_BYTES) throw refused(name, `the image is ${size} bytes; art may be at most ${MAX_ART_UPLOAD_BYTES} bytes (5 MB).`);
    try {
      images.push({ code, art: await reencodeArt(new Uint8Array(await readFile(file)), type) });
    } catch (err) {
      if (err instanceof DomainError) throw refused(name, err.message);
      throw err;
    }
  }
  await storeCatalogArt(game, images);
  return { game, imported: images.length, files: names };
}

/** Removes art of those catalog cards (`codes`), or of all the game's cards (`all`). */
export async function removeArt(game: GameSlug, codes: readonly string[], all: boolean): Promise<number> {
  if (!all && codes.length === 0) throw new DomainError("invalid", "USAGE", "Name the card codes whose art to remove, or --all.");
  return removeCatalogArt(game, all ? undefined : codes);
}
