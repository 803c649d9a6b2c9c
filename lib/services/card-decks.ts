import { db } from "../db/client";
import type { GameSlug } from "../games/types";
import { DomainError } from "./errors";
import { getCard } from "./catalog";
import { isoDate } from "./stored-dates";

/** "Decks that use it": the public decks of a game holding a catalog card, newest deck id first. */
export const CARD_DECKS_PAGE_SIZE = 20;

export interface CardDeck {
  id: string;
  name: string;
  owner: string;
  /** Copies of the card in all the deck's sections. */
  copies: number;
  legal: boolean;
  copyCount: number;
  updatedAt: string;
}

export interface CardDeckPage {
  game: GameSlug;
  code: string;
  decks: CardDeck[];
  /** Pass as `after` for the next page; null on the last one. */
  next: string | null;
}

/** One deck of the page as the statement's JSON gives it, in this order. */
type Row = [id: string, name: string, owner: string, copies: number, legal: number | boolean, copyCount: number, updatedAt: string | number];

/**
 * Walks the card's entries by the (cardCode, deckId, quantity) index, newest deck id first,
 * probing each deck until a page of public ones of this game is found: no sort, no count, no
 * entry row read, so a card used by a million decks answers as fast as one used by ten. The
 * page comes out as one JSON value (each value returned through the driver costs more than
 * finding it). Private and unlisted decks never show.
 */
export async function listCardDecks(game: GameSlug, code: string, after?: string, pageSize = CARD_DECKS_PAGE_SIZE): Promise<CardDeckPage> {
  if (!(await getCard(game, code)))
    throw new DomainError("not-found", "NOT_FOUND", `No ${game} card has the code ${code}.`).saying("apiErrors.NO_CARD", { code });
  const client = await db();
  const [row] = await client.$queryRawUnsafe<{ page: string }[]>(
    `SELECT json_group_array(json_array(id, name, owner, copies, legal, copyCount, updatedAt) ORDER BY id DESC) AS page FROM (
       SELECT e.deckId AS id, d.name AS name, u.username AS owner, sum(e.quantity) AS copies, d.legal AS legal, d.copyCount AS copyCount, d.updatedAt AS updatedAt
       FROM "DeckEntry" e CROSS JOIN "Deck" d ON d.id = e.deckId JOIN "User" u ON u.id = d.ownerId
       WHERE e.cardCode = ? AND e.deckId < ? AND d.gameSlug = ? AND d.visibility = 'public'
       GROUP BY e.deckId ORDER BY e.deckId DESC LIMIT ?)`,
    code,
    after ?? "\u{10FFFF}",
    game,
    pageSize + 1,
  );
  const rows = JSON.parse(row.page) as Row[];
  const decks = rows.slice(0, pageSize).map(([id, name, owner, copies, legal, copyCount, updatedAt]) => ({
    id,
    name,
    owner,
    copies,
    legal: Boolean(legal),
    copyCount,
    updatedAt: isoDate(updatedAt),
  }));
  return { game, code, decks, next: rows.length > pageSize ? decks[decks.length - 1].id : null };
}
