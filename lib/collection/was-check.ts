import "server-only";
import type { Tx } from "../db/client";
import { type DomainError, refusal } from "../errors";
import type { Counts } from "./count-fields";

/**
 * `PUT /api/v1/collection` items may carry `was`, the counts the page (or the offline queue)
 * showed when the change was made (CONTRACTS §5, added 2026-12-03). When the stored counts
 * differ, something else changed them meanwhile (a trade accepted, another tab): the change must
 * not undo it, so the whole request is refused with 409 COLLECTION_CHANGED and nothing is written.
 */
export interface ItemWithWas extends Counts {
  game: string;
  code: string;
  was?: Counts;
}

/**
 * In the write's transaction, before it writes: each item's stored counts must still be its
 * `was`. Every compared row is locked by a conditional no-op update (a row that must not exist
 * yet is made first, with zero counts, so that it is locked too; the write's clean-up deletes
 * it again if it stays at zero), so a trade accepted on another server waits for this
 * transaction or is seen by it. Throws the 409 naming the items that moved.
 */
export async function checkUnchanged(tx: Tx, ownerId: string, items: readonly ItemWithWas[]): Promise<void> {
  const moved: { path: string; message: string }[] = [];
  for (const [i, item] of items.entries()) {
    const was = item.was;
    if (!was) continue;
    const key = { gameSlug: item.game, cardCode: item.code };
    await tx.collectionEntry.upsert({
      where: { ownerId_gameSlug_cardCode: { ownerId, ...key } },
      create: { ownerId, ...key },
      update: {},
      select: { id: true },
    });
    const same = await tx.collectionEntry.updateMany({
      where: { ownerId, ...key, owned: was.owned, wanted: was.wanted, forTrade: was.forTrade },
      data: { owned: was.owned },
    });
    if (same.count === 0) moved.push({ path: `items.${i}.was`, message: `${item.game} card "${item.code}" changed meanwhile` });
  }
  if (moved.length > 0) throw collectionChanged(moved);
}

export function collectionChanged(moved: { path: string; message: string }[]): DomainError {
  return refusal(
    "conflict",
    "COLLECTION_CHANGED",
    { problem: moved[0].message, more: moved.length - 1 },
    { key: "apiErrors.COLLECTION_CHANGED_FIRST", issues: moved },
  ).saying("apiErrors.COLLECTION_CHANGED", { count: moved.length });
}
