import "server-only";
import { db } from "../db/client";
import { parseDeckList } from "../engine/deck-list";
import { eventPlay } from "../games/events";
import type { GameSlug } from "../games/types";
import { gameCatalog } from "../catalog/game-catalog";

/**
 * What was played at published events of one game (CONTRACTS §9 "Afterwards"): the most played
 * identities (Dark Eden's Commanders, EDEN's warbands, Battle for Eden's civilizations) and cards,
 * read from the frozen lists of the events whose decklists the organizer published.
 */

/** The newest published events read. */
const EVENTS_READ = 200;
const TOP = 25;

export interface PlayedCount {
  /** The catalog card's name, or the name as the lists write it when no catalog card bears it. */
  name: string;
  /** The catalog card's code (its page is `/cards/<game>/<code>`); null for what is not a catalog card (a warband, a player-made card). */
  code: string | null;
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
  const { index } = await gameCatalog(game);
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
      // A header that names a card (Dark Eden's Commander) counts as that card; others (a warband) as written.
      if (value) bump(identities, asCounted(index.find(value), value), 1);
    }
    // Each card counted once per deck, whether its lines name it or give its code.
    const inDeck = new Map<string, { card: Counted; copies: number }>();
    for (const e of parsed.value.entries) {
      const card = asCounted(index.resolve(e.ref), e.ref.kind === "name" ? e.ref.name : e.ref.code);
      const held = inDeck.get(card.key) ?? { card, copies: 0 };
      held.copies += e.quantity;
      inDeck.set(card.key, held);
    }
    for (const { card, copies } of inDeck.values()) bump(cards, card, copies);
  }
  const top = (m: Map<string, PlayedCount>) =>
    [...m.values()].sort((a, b) => b.decks - a.decks || b.copies - a.copies || (a.name < b.name ? -1 : 1)).slice(0, TOP);
  return { game, events: events.length, decks, identity, identities: top(identities), cards: top(cards) };
}

interface Counted {
  key: string;
  name: string;
  code: string | null;
}

/** A catalog card by its code (a player-made card's `set/code` is not a catalog page), else the text as written. */
function asCounted(card: { code: string; name: string; source?: string } | undefined, written: string): Counted {
  return card && !card.source ? { key: `code:${card.code}`, name: card.name, code: card.code } : { key: `text:${written}`, name: written, code: null };
}

function bump(m: Map<string, PlayedCount>, counted: Counted, copies: number) {
  const c = m.get(counted.key) ?? { name: counted.name, code: counted.code, decks: 0, copies: 0 };
  c.decks++;
  c.copies += copies;
  m.set(counted.key, c);
}
