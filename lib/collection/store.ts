import "server-only";
import { db, type Tx } from "../db/client";
import { execute, statements } from "../db/sql";
import { cardKey, countsOf, type Counts } from "./counts";
import type { GameSlug } from "../games/types";

/**
 * Reading and writing collection entries in bulk. Every statement names the owner.
 * Writes are multi-row `INSERT … ON CONFLICT DO UPDATE` statements of up to BATCH rows,
 * all in one transaction: a 10,000-card import is 20 statements, not 10,000 round trips.
 * A card whose three counts are 0 has no row.
 */

export interface CountRow extends Counts {
  game: GameSlug;
  code: string;
}

const BATCH = 500;

/** Sets the three counts of each row ("set"), or raises wanted to at least the row's wanted ("raiseWanted"). */
export type WriteMode = "set" | "raiseWanted";

export async function writeCounts(ownerId: string, rows: readonly CountRow[], mode: WriteMode = "set", before?: (tx: Tx) => Promise<void>): Promise<void> {
  if (rows.length === 0) return;
  const client = await db();
  await client.$transaction(
    async (tx) => {
      await before?.(tx); // e.g. the `was` check (lib/collection/was-check.ts): throws to write nothing
      for (let i = 0; i < rows.length; i += BATCH) await upsertBatch(tx, ownerId, rows.slice(i, i + BATCH), mode);
      await execute(tx, statements().collectionDeleteEmpty(ownerId));
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}

async function upsertBatch(tx: Tx, ownerId: string, rows: readonly CountRow[], mode: WriteMode): Promise<void> {
  const values = rows.map((r) => (mode === "set" ? ([r.game, r.code, r.owned, r.wanted, r.forTrade] as const) : ([r.game, r.code, 0, r.wanted, 0] as const)));
  await execute(tx, statements().collectionUpsert(ownerId, values, mode, new Date()));
}

/** The owner's entries (non-zero by construction), of one game or all, sorted by game then code. */
export async function readEntries(ownerId: string, game?: GameSlug): Promise<CountRow[]> {
  const client = await db();
  const rows = await client.collectionEntry.findMany({
    where: { ownerId, ...(game ? { gameSlug: game } : {}) },
    select: { gameSlug: true, cardCode: true, owned: true, wanted: true, forTrade: true },
    orderBy: [{ gameSlug: "asc" }, { cardCode: "asc" }],
  });
  return rows.map((r) => ({ game: r.gameSlug as GameSlug, code: r.cardCode, ...countsOf(r) }));
}

/** The owner's counts of the given cards of one game, by code (cards without a row are absent). */
export async function readCountsOf(ownerId: string, game: GameSlug, codes: readonly string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  if (codes.length === 0) return out;
  const client = await db();
  for (let i = 0; i < codes.length; i += BATCH) {
    const rows = await client.collectionEntry.findMany({
      where: { ownerId, gameSlug: game, cardCode: { in: codes.slice(i, i + BATCH) } },
      select: { cardCode: true, owned: true, wanted: true, forTrade: true },
    });
    for (const r of rows) out.set(r.cardCode, countsOf(r));
  }
  return out;
}

/** The owner's counts of every card of the given games, keyed by cardKey(game, code). */
export async function readCountsByKey(ownerId: string, games: readonly GameSlug[]): Promise<Map<string, Counts>> {
  if (games.length === 0) return new Map();
  const client = await db();
  const rows = await client.collectionEntry.findMany({
    where: { ownerId, gameSlug: { in: [...games] } },
    select: { gameSlug: true, cardCode: true, owned: true, wanted: true, forTrade: true },
  });
  return new Map(rows.map((r) => [cardKey(r.gameSlug, r.cardCode), countsOf(r)]));
}
