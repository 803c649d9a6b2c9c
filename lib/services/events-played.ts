import { db } from "../db/client";
import { parseDeckList } from "../engine/deck-list";
import { eventPlay } from "../games/events";
import type { GameSlug } from "../games/types";

/**
 * What was played at published events of one game (CONTRACTS §9 "Afterwards"): the most played
 * identities (Dark Eden's Commanders, EDEN's warbands, Battle for Eden's civilizations) and cards,
 * read from the frozen lists of the events whose decklists the organizer published.
 */

/** The newest published events read. */
const EVENTS_READ = 200;
const TOP = 25;

export interface PlayedCount {
  name: string;
  /** Decks that hold it. */
  decks: number;
  /** Copies over all those decks (1 for a header). */
  copies: number;
}

export interface PlayedAtEvents {
  game: GameSlug;
  events: number;
  decks: number;
  /** The header a deck is built around, when the game has one. */
  identity: string | null;
  identities: PlayedCount[];
  cards: PlayedCount[];
}

export async function playedAtEvents(game: GameSlug): Promise<PlayedAtEvents> {
  const client = await db();
  const events = await client.event.findMany({
    where: { gameSlug: game, publishedAt: { not: null }, visibility: "public" },
    orderBy: { publishedAt: "desc" },
    take: EVENTS_READ,
    select: { id: true },
  });
  const lists = await client.eventRegistration.findMany({
    where: { eventId: { in: events.map((e) => e.id) }, list: { not: "" } },
    select: { list: true },
  });
  const identity = eventPlay(game).identity ?? null;
  const identities = new Map<string, PlayedCount>();
  const cards = new Map<string, PlayedCount>();
  let decks = 0;
  for (const { list } of lists) {
    const parsed = parseDeckList(list);
    if (!parsed.ok) continue;
    decks++;
    if (identity) {
      const value = parsed.value.headers[identity]?.trim();
      if (value) bump(identities, value, 1);
    }
    const inDeck = new Map<string, number>();
    for (const e of parsed.value.entries) {
      const name = e.ref.kind === "name" ? e.ref.name : e.ref.code;
      inDeck.set(name, (inDeck.get(name) ?? 0) + e.quantity);
    }
    for (const [name, copies] of inDeck) bump(cards, name, copies);
  }
  const top = (m: Map<string, PlayedCount>) =>
    [...m.values()].sort((a, b) => b.decks - a.decks || b.copies - a.copies || (a.name < b.name ? -1 : 1)).slice(0, TOP);
  return { game, events: events.length, decks, identity, identities: top(identities), cards: top(cards) };
}

function bump(m: Map<string, PlayedCount>, name: string, copies: number) {
  const c = m.get(name) ?? { name, decks: 0, copies: 0 };
  c.decks++;
  c.copies += copies;
  m.set(name, c);
}
