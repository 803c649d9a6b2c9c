import "server-only";
import { z } from "zod";
import { db } from "../db/client";
import { getDeckForClaim, type DeckView } from "../decks/service";
import type { Hold } from "../moderation/holds";
import type { SessionClaim } from "../accounts/service";
import { englishRefusal, mayRead, notFound, refusal } from "../errors";
import type { Visibility } from "../decks/input";
import { mapIdSchema } from "./input";

/**
 * The saved maps a Battle for Eden deck is played on. The deck's owner links them; everyone
 * sees only the linked maps they may read themselves (their own, unlisted or public ones),
 * so a private map of someone else never shows, not even its name. Forks and exports of a
 * deck carry no map links.
 */

/** At most this many maps linked to one deck. */
export const MAX_MAPS_PER_DECK = 20;

export const deckMapsSchema = z.object({
  mapIds: z.array(mapIdSchema).max(MAX_MAPS_PER_DECK, `A deck links at most ${MAX_MAPS_PER_DECK} maps.`),
});
export type DeckMapsInput = z.infer<typeof deckMapsSchema>;

export interface LinkedMap {
  id: string;
  name: string;
  owner: string;
  visibility: Visibility;
  legal: boolean;
  players: number;
}

export interface LinkedDeck {
  id: string;
  name: string;
  owner: string;
  visibility: Visibility;
  legal: boolean;
}

/** Who may be shown a thing: the same rule as reading it (lib/errors/index.ts `mayRead`), as a query. */
const visibleTo = (actorId: string | null) => ({ OR: [{ visibility: { not: "private" } }, ...(actorId ? [{ ownerId: actorId }] : [])] });

async function visibleMaps(deckId: string, actorId: string | null): Promise<LinkedMap[]> {
  const client = await db();
  const links = await client.deckMap.findMany({
    where: { deckId, edenMap: visibleTo(actorId) },
    orderBy: { createdAt: "asc" },
    select: { edenMap: { select: { id: true, name: true, visibility: true, legal: true, players: true, owner: { select: { username: true } } } } },
  });
  return links.map(({ edenMap: m }) => ({
    id: m.id,
    name: m.name,
    owner: m.owner.username,
    visibility: m.visibility as Visibility,
    legal: m.legal,
    players: m.players,
  }));
}

/** The maps linked to a deck the actor may read; the deck itself must be readable (404 otherwise). */
export async function deckMaps(actorId: string | null, deckId: string): Promise<LinkedMap[]> {
  const client = await db();
  const deck = await client.deck.findUnique({ where: { id: deckId }, select: { ownerId: true, visibility: true } });
  if (!deck || !mayRead(deck, actorId)) throw notFound("deck");
  return visibleMaps(deckId, actorId);
}

/**
 * GET /api/v1/decks/:id: the deck with the linked maps its reader may see, for the holder of the
 * request's session claim (checked in the deck's own statement, getDeckForClaim). Only Battle
 * for Eden decks are linked to maps (setDeckMaps refuses the others, and a deck keeps its game),
 * so the other games' decks skip the read. `hold` is the deck's moderation hold, for its owner only.
 */
export async function getDeckWithMaps(claim: SessionClaim | null, deckId: string): Promise<{ deck: DeckView & { maps: LinkedMap[] }; hold: Hold | null }> {
  const { readerId, deck, hold } = await getDeckForClaim(claim, deckId);
  return { deck: { ...deck, maps: deck.game === "battle-for-eden" ? await visibleMaps(deckId, readerId) : [] }, hold };
}

/**
 * Replaces a deck's linked maps (owner only: anyone else gets 404). Only Battle for Eden
 * decks are played on maps, and only maps the owner may read can be linked; an unknown or
 * someone else's private map is refused by its id, and nothing changes. Links the owner can
 * no longer see (a map made private since) are kept out of every answer but never dropped.
 */
export async function setDeckMaps(actorId: string, deckId: string, input: DeckMapsInput): Promise<LinkedMap[]> {
  const client = await db();
  const deck = await client.deck.findFirst({ where: { id: deckId, ownerId: actorId }, select: { gameSlug: true } });
  if (!deck) throw notFound("deck");
  if (deck.gameSlug !== "battle-for-eden") throw refusal("invalid", "NOT_PLAYED_ON_MAPS");
  const wanted = [...new Set(input.mapIds)];
  const found = await client.edenMap.findMany({ where: { id: { in: wanted }, ...visibleTo(actorId) }, select: { id: true } });
  const known = new Set(found.map((m) => m.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw refusal(
      "invalid",
      "UNKNOWN_MAP",
      { maps: missing.join(", ") },
      {
        key: "apiErrors.NO_SUCH_MAPS",
        issues: missing.map((id) => ({ path: "mapIds", message: englishRefusal("apiErrors.NO_SUCH_MAPS", { maps: id }) })),
      },
    ).saying("apiErrors.UNKNOWN_MAP", { count: missing.length, maps: missing.join(", ") });
  }
  await client.$transaction(async (tx) => {
    // A link to a map the owner can no longer see stays as it is (neither shown nor removable by guessing).
    const hidden = await tx.deckMap.findMany({ where: { deckId, NOT: { edenMap: visibleTo(actorId) } }, select: { mapId: true } });
    const keep = new Set(hidden.map((h) => h.mapId));
    await tx.deckMap.deleteMany({ where: { deckId, mapId: { notIn: [...keep] } } });
    if (wanted.length > 0) await tx.deckMap.createMany({ data: wanted.filter((id) => !keep.has(id)).map((mapId) => ({ deckId, mapId })) });
  });
  return visibleMaps(deckId, actorId);
}

/** The decks linking a map that the actor may read; the map itself must be readable (404 otherwise). */
export async function decksOnMap(actorId: string | null, mapId: string): Promise<LinkedDeck[]> {
  const client = await db();
  const map = await client.edenMap.findUnique({ where: { id: mapId }, select: { ownerId: true, visibility: true } });
  if (!map || !mayRead(map, actorId)) throw notFound("map");
  const links = await client.deckMap.findMany({
    where: { mapId, deck: visibleTo(actorId) },
    orderBy: { createdAt: "asc" },
    take: 100,
    select: { deck: { select: { id: true, name: true, visibility: true, legal: true, owner: { select: { username: true } } } } },
  });
  return links.map(({ deck: d }) => ({ id: d.id, name: d.name, owner: d.owner.username, visibility: d.visibility as Visibility, legal: d.legal }));
}
