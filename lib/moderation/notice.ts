import "server-only";
import { db } from "../db/client";
import { type Hold, holdOf } from "./holds";
import type { HideableKind } from "./input";

/**
 * What the owner of a hidden thing is told (CONTRACTS §12): its reads carry
 * `moderation: {hidden: true, cause, note, at}` for the owner only (everyone else gets 404 and
 * never sees this); `moderation: null` when it is not hidden.
 */
export type Notice = { moderation: ({ hidden: true } & Hold) | null };

export async function ownerNotice(kind: HideableKind, id: string, isOwner: boolean): Promise<Notice | Record<string, never>> {
  if (!isOwner) return {};
  return noticeOf(await holdOf(await db(), kind, id), true);
}

/** The same notice from a hold already read (a deck's is read in the deck's own statement). */
export function noticeOf(held: Hold | null, isOwner: boolean): Notice | Record<string, never> {
  if (!isOwner) return {};
  return { moderation: held ? { hidden: true, ...held } : null };
}
