import "server-only";
import { db } from "../db/client";
import { parseDeckList } from "../engine/deck-list";
import { foldName } from "../engine/fold";
import { isGameSlug } from "../games";
import type { GameSlug } from "../games/types";
import { gameCatalog } from "../catalog";
import { currentCatalogVersion } from "../catalog";
import { noEvent, notOrganizer } from "../events";
import { changesTouching, type ChangeSince } from "./changes";

/**
 * Which registered lists of an event the catalog's changes touch (CONTRACTS §11): each
 * registration keeps the catalog version its list was checked under, and the organizer sees,
 * per registration, the changes since then to the cards it holds. Organizer only.
 */

export interface RegistrationChanges {
  username: string;
  deckName: string;
  dropped: boolean;
  /** The catalog version the list was checked under at registration. */
  catalogVersion: number;
  changes: ChangeSince[];
}

/** The catalog codes a registered list names: by code, by name in today's catalog, or by the last name of a withdrawn card. */
async function codesOf(game: GameSlug, list: string): Promise<string[]> {
  const parsed = parseDeckList(list);
  if (!parsed.ok) return [];
  const { index } = await gameCatalog(game);
  const codes: string[] = [];
  const unknownNames: string[] = [];
  for (const e of parsed.value.entries) {
    if (e.ref.kind === "code") codes.push(e.ref.code);
    else {
      const card = index.find(e.ref.name);
      if (card && !(card as { source?: string }).source) codes.push(card.code);
      else unknownNames.push(foldName(e.ref.name));
    }
  }
  for (const value of Object.values(parsed.value.headers)) {
    const card = value ? index.find(value) : undefined;
    if (card) codes.push(card.code);
  }
  if (unknownNames.length > 0) {
    const client = await db();
    const removed = await client.catalogChange.findMany({ where: { gameSlug: game, change: "removed" }, select: { code: true, name: true } });
    const wanted = new Set(unknownNames);
    for (const r of removed) if (wanted.has(foldName(r.name))) codes.push(r.code);
  }
  return [...new Set(codes)];
}

/** GET /api/v1/events/:id/catalog-changes: the registrations whose lists the catalog's changes since their check touch. */
export async function eventRegistrationChanges(actorId: string, eventId: string): Promise<{ version: number; registrations: RegistrationChanges[] }> {
  const client = await db();
  const event = await client.event.findUnique({ where: { id: eventId }, select: { organizerId: true, gameSlug: true } });
  if (!event) throw noEvent();
  if (event.organizerId !== actorId) throw notOrganizer();
  if (!isGameSlug(event.gameSlug)) throw noEvent();
  const game = event.gameSlug;
  const [version, rows] = await Promise.all([
    currentCatalogVersion(client),
    client.eventRegistration.findMany({
      where: { eventId },
      orderBy: { username: "asc" },
      select: { username: true, deckName: true, list: true, catalogVersion: true, droppedAt: true },
    }),
  ]);
  const out: RegistrationChanges[] = [];
  for (const r of rows) {
    if (r.catalogVersion >= version || r.list === "") continue;
    const changes = await changesTouching(game, await codesOf(game, r.list), r.catalogVersion);
    if (changes.length > 0) out.push({ username: r.username, deckName: r.deckName, dropped: r.droppedAt !== null, catalogVersion: r.catalogVersion, changes });
  }
  return { version, registrations: out };
}
