import "server-only";
import type { db, Tx } from "../db/client";

/**
 * What the account export and deletion (another feature's) need of events. The lead wires them:
 * export calls eventDataForExport, deletion calls closeEventsOfDeletedAccount inside its transaction
 * before the user row goes. Events keep user ids without foreign keys, so other players' rounds
 * and standings stay whole when an account is deleted.
 */

type Client = Awaited<ReturnType<typeof db>> | Tx;

export interface EventExport {
  organized: {
    id: string;
    game: string;
    name: string;
    format: string | null;
    visibility: string;
    startsAt: string;
    registrationClosesAt: string;
    published: boolean;
    cancelled: boolean;
    createdAt: string;
  }[];
  registrations: {
    eventId: string;
    eventName: string;
    game: string;
    deckName: string;
    /** The deck list as frozen at registration. */
    list: string;
    legal: boolean;
    dropped: boolean;
    registeredAt: string;
  }[];
}

/** The events a user organizes and their registrations with the frozen lists, for their account export. */
export async function eventDataForExport(client: Client, userId: string): Promise<EventExport> {
  const [organized, registrations] = await Promise.all([
    client.event.findMany({ where: { organizerId: userId }, orderBy: { createdAt: "asc" } }),
    client.eventRegistration.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      select: { eventId: true, deckName: true, list: true, legal: true, droppedAt: true, updatedAt: true, event: { select: { name: true, gameSlug: true } } },
    }),
  ]);
  return {
    organized: organized.map((e) => ({
      id: e.id,
      game: e.gameSlug,
      name: e.name,
      format: e.format,
      visibility: e.visibility,
      startsAt: e.startsAt.toISOString(),
      registrationClosesAt: e.registrationClosesAt.toISOString(),
      published: e.publishedAt !== null,
      cancelled: e.cancelledAt !== null,
      createdAt: e.createdAt.toISOString(),
    })),
    registrations: registrations.map((r) => ({
      eventId: r.eventId,
      eventName: r.event.name,
      game: r.event.gameSlug,
      deckName: r.deckName,
      list: r.list,
      legal: r.legal,
      dropped: r.droppedAt !== null,
      registeredAt: r.updatedAt.toISOString(),
    })),
  };
}

/**
 * Before a user's account is deleted (inside its transaction): their registrations become dropped
 * (not paired again; their past results stay for their opponents' standings) and their frozen lists
 * and deck links are removed; the events they organize are marked cancelled, visibly, and closed.
 */
export async function closeEventsOfDeletedAccount(tx: Tx, userId: string): Promise<void> {
  const now = new Date();
  const played = await tx.eventRegistration.findMany({ where: { userId }, select: { eventId: true } });
  await tx.eventRegistration.updateMany({ where: { userId, droppedAt: null }, data: { droppedAt: now } });
  // Shown as "(deleted account)" from now on and never found by name (CONTRACTS §9.1).
  await tx.eventRegistration.updateMany({ where: { userId }, data: { list: "", deckId: null, deckName: "", validation: "{}", accountDeletedAt: now } });
  await tx.event.updateMany({
    where: { id: { in: played.map((p) => p.eventId) } },
    data: { version: { increment: 1 }, listsVersion: { increment: 1 } },
  });
  await tx.event.updateMany({ where: { organizerId: userId, cancelledAt: null }, data: { cancelledAt: now } });
  await tx.event.updateMany({ where: { organizerId: userId, closedAt: null }, data: { closedAt: now } });
}
