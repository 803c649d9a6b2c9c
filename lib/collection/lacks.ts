import { neededCards, shortfall, wantedWithShortfall, type LackingCard } from "./shortfall";
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import { readCountsOf, writeCounts } from "./store";
import { resolveStoredDeck } from "../decks/stored-lists";
import { getDeck, type DeckView } from "../decks/service";

/**
 * What a deck lacks against the viewer's collection. The deck is read through the decks
 * service (its owner, or anyone for a public or unlisted deck; 404 otherwise); the counts
 * are always the viewer's own.
 */

export interface DeckLacks {
  deck: { id: string; name: string; game: GameSlug; owner: string; mine: boolean };
  /** Card by card, needed − owned > 0, in deck order (a header card such as the commander first). */
  cards: LackingCard[];
  /** Copies the deck needs in all, and how many of them the viewer lacks. */
  needed: number;
  lacking: number;
  /** Why the deck does not resolve against today's catalog, when it does not (cards are then listed by code). */
  listError?: string;
}

export async function deckLacks(viewerId: string, deckId: string): Promise<DeckLacks> {
  const deck = await getDeck(viewerId, deckId);
  const needed = neededCards(deck.entries, await headerCardsOf(deck, viewerId));
  const collection = await readCountsOf(
    viewerId,
    deck.game,
    needed.map((n) => n.code),
  );
  const cards = shortfall(needed, collection);
  return {
    deck: { id: deck.id, name: deck.name, game: deck.game, owner: deck.owner, mine: deck.mine },
    cards,
    needed: needed.reduce((n, c) => n + c.needed, 0),
    lacking: cards.reduce((n, c) => n + c.lacking, 0),
    ...(deck.listError ? { listError: deck.listError.message } : {}),
  };
}

/** The cards the deck's headers put on the table (Dark Eden's commander), by the game's own rule. */
async function headerCardsOf(deck: DeckView, viewerId: string): Promise<{ code: string; name: string }[]> {
  const rule = rulesetFor(deck.game).headerCards;
  if (!rule || deck.listError) return [];
  const rows = deck.entries.map((e) => ({ section: e.section, cardCode: e.code, quantity: e.quantity }));
  const resolved = await resolveStoredDeck(deck.game, deck.headers, rows, viewerId);
  return resolved.ok ? rule(resolved.prepared.deck).map((c) => ({ code: c.code, name: c.name })) : [];
}

/**
 * Adds what the deck lacks to the viewer's wanted list: wanted = max(wanted, lacking) per
 * card (docs/collection.md), in one transaction. Returns the lacks afterwards.
 */
export async function addLacksToWanted(viewerId: string, deckId: string): Promise<DeckLacks & { raised: number }> {
  const before = await deckLacks(viewerId, deckId);
  const rows = before.cards
    .filter((c) => wantedWithShortfall(c.wanted, c.lacking) !== c.wanted)
    .map((c) => ({ game: before.deck.game, code: c.code, owned: 0, wanted: wantedWithShortfall(c.wanted, c.lacking), forTrade: 0 }));
  await writeCounts(viewerId, rows, "raiseWanted"); // the same max() in SQL, so a concurrent edit is never lowered
  return { ...(await deckLacks(viewerId, deckId)), raised: rows.length };
}
