import "server-only";
import { db } from "../db/client";
import { queryRows, statements } from "../db/sql";
import type { GameSlug } from "../games/types";
import { refusal } from "../errors";
import { getCard } from "../catalog/service";
import { isoDate } from "../db/stored-dates";

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
  if (!(await getCard(game, code))) throw refusal("not-found", "NOT_FOUND", { game, code }, { key: "apiErrors.NO_GAME_CARD" });
  const client = await db();
  const [row] = await queryRows<{ page: string }>(client, statements().cardDecksPage(game, code, after, pageSize + 1));
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
