import "server-only";
import type { Db, Tx } from "../db/client";
import { queryRows, statements } from "../db/sql";
import { publicDecksChanged } from "../decks";
import { refusal } from "../errors";
import type { HideableKind } from "./input";

type Client = Db | Tx;

/**
 * Hiding (CONTRACTS §12): a hidden thing is made private (an event: `hidden`; a binder: not
 * public), so every read, listing, search, match, card page and export that already keeps
 * private things to their owner keeps it to them too, on every server, with no second filter
 * to forget. Its ModerationHold row remembers why (`moderator` or `suspension`), the note
 * and the visibility to give back, so restoring, or unsuspending, returns exactly what was.
 */
export type HoldCause = "moderator" | "suspension";

export interface Hold {
  cause: HoldCause;
  note: string;
  at: string;
}

/** The visibility a hidden thing of each kind has while hidden. */
const HIDDEN_VALUE: Record<HideableKind, string> = { deck: "private", set: "private", map: "private", event: "hidden", binder: "false" };

async function currentVisibility(tx: Tx, kind: HideableKind, id: string): Promise<string | null> {
  switch (kind) {
    case "deck":
      return (await tx.deck.findUnique({ where: { id }, select: { visibility: true } }))?.visibility ?? null;
    case "set":
      return (await tx.playerSet.findUnique({ where: { id }, select: { visibility: true } }))?.visibility ?? null;
    case "map":
      return (await tx.edenMap.findUnique({ where: { id }, select: { visibility: true } }))?.visibility ?? null;
    case "event":
      return (await tx.event.findUnique({ where: { id }, select: { visibility: true } }))?.visibility ?? null;
    case "binder": {
      const row = await tx.tradeBinder.findUnique({ where: { userId: id }, select: { public: true } });
      return row ? String(row.public) : "false";
    }
  }
}

async function setVisibility(tx: Tx, kind: HideableKind, id: string, visibility: string): Promise<void> {
  switch (kind) {
    case "deck":
      await tx.deck.update({ where: { id }, data: { visibility } });
      // Hiding or restoring a public deck moves the public listing's totals (lib/decks/public-version.ts).
      await publicDecksChanged(tx);
      return;
    case "set":
      await tx.playerSet.update({ where: { id }, data: { visibility } });
      return;
    case "map":
      await tx.edenMap.update({ where: { id }, data: { visibility } });
      return;
    case "event":
      await tx.event.update({ where: { id }, data: { visibility } });
      return;
    case "binder":
      await tx.tradeBinder.updateMany({ where: { userId: id }, data: { public: visibility === "true" } });
      return;
  }
}

/** Whether a visibility is one the public sees (what a suspension hides). */
export function isShared(kind: HideableKind, visibility: string): boolean {
  return kind === "binder" ? visibility === "true" : visibility === "public" || visibility === "unlisted";
}

/**
 * Hides a thing for `cause`. A thing already hidden keeps the visibility it had before the
 * first hold; a moderator's hide of a thing hidden by a suspension becomes the moderator's (so
 * unsuspending leaves it hidden). Returns false when there is no such thing.
 */
export async function hold(tx: Tx, kind: HideableKind, id: string, ownerId: string, cause: HoldCause, note: string, now: Date): Promise<boolean> {
  const visibility = await currentVisibility(tx, kind, id);
  if (visibility === null) return false;
  const existing = await tx.moderationHold.findUnique({ where: { kind_thingId: { kind, thingId: id } } });
  if (existing) {
    if (cause === "moderator") await tx.moderationHold.update({ where: { kind_thingId: { kind, thingId: id } }, data: { cause, note, createdAt: now } });
    return true;
  }
  await tx.moderationHold.create({ data: { kind, thingId: id, ownerId, cause, previous: visibility, note, createdAt: now } });
  await setVisibility(tx, kind, id, HIDDEN_VALUE[kind]);
  return true;
}

/** Gives a hidden thing back its visibility from before; false when it was not hidden. */
export async function release(tx: Tx, kind: HideableKind, id: string): Promise<boolean> {
  const existing = await tx.moderationHold.findUnique({ where: { kind_thingId: { kind, thingId: id } } });
  if (!existing) return false;
  await tx.moderationHold.delete({ where: { kind_thingId: { kind, thingId: id } } });
  await setVisibility(tx, kind, id, existing.previous);
  return true;
}

/**
 * Why a thing is hidden, for its owner's page and API answer; null when it is not. Every owner's
 * read of a deck, set, map, event or binder asks this: a raw statement, as the ORM's query
 * costs a compilation each call (a tenth of the private deck GET's work, bench/load.bench.ts).
 */
export async function holdOf(client: Client, kind: HideableKind, id: string): Promise<Hold | null> {
  const [row] = await queryRows<HoldRow>(client, statements().moderationHold(kind, id));
  return row ? holdOfRow(row) : null;
}

/** A ModerationHold row's columns as a raw statement reads them (a deck's are read in the deck's own statement). */
export interface HoldRow {
  cause: string;
  note: string;
  createdAt: Date | string;
}

export function holdOfRow(row: HoldRow): Hold {
  return { cause: row.cause as HoldCause, note: row.note, at: new Date(row.createdAt).toISOString() };
}

/**
 * For the owner's own writes: a hidden thing's visibility cannot be changed (409
 * HIDDEN_BY_MODERATOR) until a moderator restores it, so hiding cannot be undone from the
 * thing's own settings.
 */
export async function refuseVisibilityChangeWhileHidden(client: Client, kind: HideableKind, id: string): Promise<void> {
  const held = await holdOf(client, kind, id);
  if (!held) return;
  throw refusal("conflict", "HIDDEN_BY_MODERATOR", { kind, note: held.note }, { issues: [{ path: "visibility", message: "hidden by a moderator" }] });
}
