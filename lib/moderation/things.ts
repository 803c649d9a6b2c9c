import "server-only";
import type { Db, Tx } from "../db/client";
import { queryRows, statements } from "../db/sql";
import type { ReportKind } from "./input";

type Client = Db | Tx;

/**
 * A reportable thing as the moderation code sees it: whose it is, what it is called, and
 * whether the public may see it now. For a binder or a player the thing's id is the player's
 * user id (reports and holds store that); requests name them by username (`byName`).
 */
export interface Thing {
  kind: ReportKind;
  id: string;
  name: string;
  ownerId: string;
  ownerName: string;
  /** deck/set/map: private | unlisted | public; event: public | unlisted | hidden; binder: public | private; user: active | suspended. */
  visibility: string;
  /** Where its readers see it. */
  href: string;
}

/** The player a username names (any case), or null. */
export async function userByName(client: Client, username: string): Promise<{ id: string; username: string } | null> {
  if (username.length > 64) return null;
  const rows = await queryRows<{ id: string; username: string }>(client, statements().userByName(username));
  return rows[0] ? { id: rows[0].id, username: rows[0].username } : null;
}

/** The thing `id` names (a username for a binder or a player when `byName`), or null. */
export async function findThing(client: Client, kind: ReportKind, id: string, byName = false): Promise<Thing | null> {
  switch (kind) {
    case "deck": {
      const row = await client.deck.findUnique({
        where: { id },
        select: { id: true, name: true, ownerId: true, visibility: true, owner: { select: { username: true } } },
      });
      return (
        row && { kind, id: row.id, name: row.name, ownerId: row.ownerId, ownerName: row.owner.username, visibility: row.visibility, href: `/decks/${row.id}` }
      );
    }
    case "set": {
      const row = await client.playerSet.findUnique({
        where: { id },
        select: { id: true, name: true, ownerId: true, visibility: true, owner: { select: { username: true } } },
      });
      return (
        row && { kind, id: row.id, name: row.name, ownerId: row.ownerId, ownerName: row.owner.username, visibility: row.visibility, href: `/sets/${row.id}` }
      );
    }
    case "map": {
      const row = await client.edenMap.findUnique({
        where: { id },
        select: { id: true, name: true, ownerId: true, visibility: true, owner: { select: { username: true } } },
      });
      return (
        row && { kind, id: row.id, name: row.name, ownerId: row.ownerId, ownerName: row.owner.username, visibility: row.visibility, href: `/maps/${row.id}` }
      );
    }
    case "event": {
      const row = await client.event.findUnique({ where: { id }, select: { id: true, name: true, organizerId: true, visibility: true } });
      if (!row) return null;
      const organizer = await client.user.findUnique({ where: { id: row.organizerId }, select: { username: true } });
      return {
        kind,
        id: row.id,
        name: row.name,
        ownerId: row.organizerId,
        ownerName: organizer?.username ?? "",
        visibility: row.visibility,
        href: `/events/${row.id}`,
      };
    }
    case "binder":
    case "user": {
      const user = byName ? await userByName(client, id) : await client.user.findUnique({ where: { id }, select: { id: true, username: true } });
      if (!user) return null;
      const row = await client.user.findUnique({ where: { id: user.id }, select: { suspendedAt: true, tradeBinder: { select: { public: true } } } });
      const visibility = kind === "user" ? (row?.suspendedAt ? "suspended" : "active") : row?.tradeBinder?.public ? "public" : "private";
      return {
        kind,
        id: user.id,
        name: user.username,
        ownerId: user.id,
        ownerName: user.username,
        visibility,
        href: `/trade/${encodeURIComponent(user.username)}`,
      };
    }
  }
}

/** Whether `readerId` may see the thing now (what a report may be made on): its owner, or anyone when it is shared. */
export function readerMaySee(thing: Thing, readerId: string | null): boolean {
  if (thing.ownerId === readerId) return true;
  switch (thing.kind) {
    case "deck":
    case "set":
    case "map":
      return thing.visibility === "public" || thing.visibility === "unlisted";
    case "event":
      return thing.visibility === "public" || thing.visibility === "unlisted";
    case "binder":
      return thing.visibility === "public";
    case "user":
      return thing.visibility === "active";
  }
}
