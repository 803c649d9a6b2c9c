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
import { DomainError, englishRefusal, refusal } from "../errors";
import { removeCatalogArt, storeCatalogArt } from "./catalog-art";

/** At most this many images in one import (every catalog card of a game, with room). */
export const MAX_ART_FILES = 2_000;

const TYPES: Record<string, ArtUploadType> = { ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp" };

/** A file of the folder that cannot be art: apiErrors.ART_FILE_WHY says why (its English is the issue; the message names the file). */
function refused(file: string, why: string, more: { game?: string; code?: string; other?: string; size?: number; problem?: string } = {}): DomainError {
  const [game, code, other, size, problem] = [more.game ?? "", more.code ?? "", more.other ?? "", more.size ?? 0, more.problem ?? ""];
  const message = englishRefusal("apiErrors.ART_FILE_WHY", { why, game, code, other, size, max: MAX_ART_UPLOAD_BYTES, problem });
  return refusal("invalid", "BAD_ART_FILE", { file, problem: message }, { key: "apiErrors.ART_FILE_AT", issues: [{ path: file, message }] });
}

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
    const why = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw refusal("invalid", "UNREADABLE_DIR", { dir, why }, { key: "apiErrors.UNREADABLE_DIR_WHY" });
  }
  if (names.length === 0) throw refusal("invalid", "NO_ART_FILES", { dir }, { key: "apiErrors.NO_ART_FILES_IN" });
  if (names.length > MAX_ART_FILES)
    throw refusal("invalid", "TOO_MANY_ART_FILES", { count: names.length, max: MAX_ART_FILES }, { key: "apiErrors.TOO_MANY_ART_FILES_IN" });
  const { index } = await gameCatalog(game);
  const images: { code: string; art: StoredArt }[] = [];
  const seen = new Map<string, string>();
  for (const name of names) {
    const ext = path.extname(name).toLowerCase();
    const type = TYPES[ext];
    if (!type) throw refused(name, "type");
    const code = name.slice(0, -ext.length);
    const card = index.byCodeOrUndefined(code);
    if (!card || card.source) throw refused(name, "code", { game, code });
    const twice = seen.get(code);
    if (twice) throw refused(name, "twice", { other: twice });
    seen.set(code, name);
    const file = path.join(dir, name);
    const size = (await stat(file)).size;
    if (size > MAX_ART_UPLOAD_BYTES) throw refused(name, "size", { size });
    try {
      images.push({ code, art: await reencodeArt(new Uint8Array(await readFile(file)), type) });
    } catch (err) {
      if (err instanceof DomainError) throw refused(name, "image", { problem: err.message });
      throw err;
    }
  }
  await storeCatalogArt(game, images);
  return { game, imported: images.length, files: names };
}

/** Removes art of those catalog cards (`codes`), or of all the game's cards (`all`). */
export async function removeArt(game: GameSlug, codes: readonly string[], all: boolean): Promise<number> {
  if (!all && codes.length === 0) throw refusal("invalid", "USAGE", undefined, { key: "apiErrors.USAGE_REMOVE_ART" });
  return removeCatalogArt(game, all ? undefined : codes);
}
