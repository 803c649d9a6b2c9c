import "server-only";
/**
 * Art of player-made cards (docs/proxies.md): one image per card of a set, uploaded by the
 * set's owner, re-encoded (lib/sets/art-image.ts), readable by whoever may read the
 * set (someone else's private set: 404), counted against the owner's ART_BYTES_PER_USER, and
 * drawn on the card's proxy face (the designers' preview and the print-and-play PDF).
 */
import { createHash } from "node:crypto";
import { db } from "../db/client";
import { mayRead, refusal } from "../errors";
import { type ArtUploadType, type StoredArtType, reencodeArt } from "./art-image";
import { ART_BYTES_PER_USER } from "./art-limits";
import { setNotFound } from "./service";

export interface CardArtInfo {
  code: string;
  mime: StoredArtType;
  width: number;
  height: number;
  size: number;
  /** Changes whenever the image does (the ETag of GET …/art). */
  hash: string;
  updatedAt: string;
}

export interface CardArtFile extends CardArtInfo {
  bytes: Uint8Array;
}

const artNotFound = (code: string) => refusal("not-found", "NOT_FOUND", { code }, { key: "apiErrors.NO_ART" });

function info(row: { cardCode: string; mime: string; width: number; height: number; size: number; hash: string; updatedAt: Date }): CardArtInfo {
  return {
    code: row.cardCode,
    mime: row.mime as StoredArtType,
    width: row.width,
    height: row.height,
    size: row.size,
    hash: row.hash,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The set, when the actor may read it (404 otherwise). */
async function readable(actorId: string | null, setId: string) {
  const client = await db();
  const set = await client.playerSet.findUnique({ where: { id: setId }, select: { ownerId: true, visibility: true } });
  if (!set || !mayRead(set, actorId)) throw setNotFound();
  return client;
}

/** PUT: stores (or replaces) a saved card's art; owner only. A bad image or a full quota changes nothing. */
export async function putCardArt(actorId: string, setId: string, code: string, declared: ArtUploadType, upload: Uint8Array): Promise<CardArtInfo> {
  const client = await db();
  const set = await client.playerSet.findFirst({ where: { id: setId, ownerId: actorId }, select: { id: true } });
  if (!set) throw setNotFound();
  const card = await client.playerCard.findUnique({ where: { setId_code: { setId, code } }, select: { id: true } });
  if (!card) throw refusal("not-found", "CARD_NOT_FOUND", { code }, { key: "apiErrors.ART_CARD_NOT_SAVED" });
  const art = await reencodeArt(upload, declared);
  const hash = createHash("sha256").update(art.bytes).digest("hex").slice(0, 32);
  const row = await client.$transaction(async (tx) => {
    const others = await tx.cardArt.aggregate({ _sum: { size: true }, where: { set: { ownerId: actorId }, NOT: { setId, cardCode: code } } });
    const used = others._sum.size ?? 0;
    if (used + art.bytes.byteLength > ART_BYTES_PER_USER) {
      const megabytes = ART_BYTES_PER_USER / 1024 / 1024;
      throw refusal("limit", "ART_QUOTA", { used, size: art.bytes.byteLength, megabytes }, { key: "apiErrors.ART_QUOTA_BYTES" }).saying("apiErrors.ART_QUOTA", {
        megabytes,
      });
    }
    const data = {
      mime: art.mime,
      bytes: new Uint8Array(art.bytes) as Uint8Array<ArrayBuffer>,
      size: art.bytes.byteLength,
      width: art.width,
      height: art.height,
      hash,
    };
    return tx.cardArt.upsert({ where: { setId_cardCode: { setId, cardCode: code } }, create: { setId, cardCode: code, ...data }, update: data });
  });
  return info(row);
}

/** GET: the image, for whoever may read the set. */
export async function getCardArt(actorId: string | null, setId: string, code: string): Promise<CardArtFile> {
  const client = await readable(actorId, setId);
  const row = await client.cardArt.findUnique({ where: { setId_cardCode: { setId, cardCode: code } } });
  if (!row) throw artNotFound(code);
  return { ...info(row), bytes: new Uint8Array(row.bytes) };
}

/** The set's cards that have art (no image bytes), for whoever may read the set. */
export async function listCardArt(actorId: string | null, setId: string): Promise<CardArtInfo[]> {
  const client = await readable(actorId, setId);
  const rows = await client.cardArt.findMany({ where: { setId }, omit: { bytes: true }, orderBy: { cardCode: "asc" } });
  return rows.map(info);
}

/** DELETE: removes a card's art; owner only. */
export async function deleteCardArt(actorId: string, setId: string, code: string): Promise<void> {
  const client = await db();
  const set = await client.playerSet.findFirst({ where: { id: setId, ownerId: actorId }, select: { id: true } });
  if (!set) throw setNotFound();
  const { count } = await client.cardArt.deleteMany({ where: { setId, cardCode: code } });
  if (count === 0) throw artNotFound(code);
}

/** Every card's art of a set the caller has already been allowed to read (printing), or only that of `codes`. */
export async function artOfSet(setId: string, codes?: readonly string[]): Promise<Map<string, { mime: StoredArtType; bytes: Uint8Array }>> {
  const client = await db();
  const rows = await client.cardArt.findMany({
    where: { setId, ...(codes ? { cardCode: { in: [...codes] } } : {}) },
    select: { cardCode: true, mime: true, bytes: true },
  });
  return new Map(rows.map((r) => [r.cardCode, { mime: r.mime as StoredArtType, bytes: new Uint8Array(r.bytes) }]));
}
