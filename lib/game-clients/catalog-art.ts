import "server-only";
/**
 * Art of catalog cards (CONTRACTS §10 "Pictures"; docs/play-online.md): imported by the
 * instance's operator with `cli import-art --game G DIR`, re-encoded exactly as player-made art
 * is (lib/sets/art-image.ts: type, size and pixel checks, metadata dropped), kept in
 * the database (every server reads the same), and drawn on faces, proxies and every export.
 */
import { createHash } from "node:crypto";
import { db } from "../db/client";
import type { GameSlug } from "../games/types";
import type { StoredArt, StoredArtType } from "../sets/art-image";

export interface CatalogArtImage {
  mime: StoredArtType;
  bytes: Uint8Array;
}

/** The art's content hash (part of a face's ETag), or undefined when the card has none. */
export async function catalogArtHash(game: GameSlug, code: string): Promise<string | undefined> {
  const client = await db();
  const row = await client.catalogArt.findUnique({ where: { gameSlug_cardCode: { gameSlug: game, cardCode: code } }, select: { hash: true } });
  return row?.hash;
}

export async function catalogArtImage(game: GameSlug, code: string): Promise<CatalogArtImage | undefined> {
  return (await catalogArtOf(game, [code])).get(code);
}

/** The art of those of `codes` that have some (printing, sheets). */
export async function catalogArtOf(game: GameSlug, codes: readonly string[]): Promise<Map<string, CatalogArtImage>> {
  if (codes.length === 0) return new Map();
  const client = await db();
  const rows = await client.catalogArt.findMany({
    where: { gameSlug: game, cardCode: { in: [...new Set(codes)] } },
    select: { cardCode: true, mime: true, bytes: true },
  });
  return new Map(rows.map((r) => [r.cardCode, { mime: r.mime as StoredArtType, bytes: new Uint8Array(r.bytes) }]));
}

/** Codes of a game's cards with art, with their hashes (no image bytes). */
export async function catalogArtHashes(game: GameSlug): Promise<Map<string, string>> {
  const client = await db();
  const rows = await client.catalogArt.findMany({ where: { gameSlug: game }, select: { cardCode: true, hash: true } });
  return new Map(rows.map((r) => [r.cardCode, r.hash]));
}

/** Stores (or replaces) the re-encoded art of many cards in one transaction: all of them or none. */
export async function storeCatalogArt(game: GameSlug, images: readonly { code: string; art: StoredArt }[]): Promise<void> {
  const client = await db();
  await client.$transaction(async (tx) => {
    for (const { code, art } of images) {
      const data = {
        mime: art.mime,
        bytes: new Uint8Array(art.bytes) as Uint8Array<ArrayBuffer>,
        size: art.bytes.byteLength,
        width: art.width,
        height: art.height,
        hash: createHash("sha256").update(art.bytes).digest("hex").slice(0, 32),
      };
      await tx.catalogArt.upsert({
        where: { gameSlug_cardCode: { gameSlug: game, cardCode: code } },
        create: { gameSlug: game, cardCode: code, ...data },
        update: data,
      });
    }
  });
}

/** Removes the art of `codes` (all of the game's art when `codes` is undefined); returns how many went. */
export async function removeCatalogArt(game: GameSlug, codes?: readonly string[]): Promise<number> {
  const client = await db();
  const { count } = await client.catalogArt.deleteMany({ where: { gameSlug: game, ...(codes ? { cardCode: { in: [...codes] } } : {}) } });
  return count;
}
