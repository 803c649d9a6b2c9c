import "server-only";
import { databaseUrl, db } from "../db/client";
import { publicDecksVersion } from "./public-version";
import { queryRows, statements } from "../db/sql";
import type { GameSlug } from "../games/types";
import { PUBLIC_PAGE_SIZE, type PublicDecksQuery } from "./input";
import type { DeckSummary } from "./service";
import { keepCount, recalledCount } from "../db/large-counts";
import { isoDate } from "../db/stored-dates";

export interface PublicDeckPage {
  decks: DeckSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** One deck of the page as the statement's JSON gives it, in this order. */
type PageRow = [
  id: string,
  game: GameSlug,
  name: string,
  version: number,
  legal: number | boolean,
  owner: string,
  origin: string | null,
  copyCount: number,
  cardCount: number,
  createdAt: string | number,
  updatedAt: string | number,
];

/**
 * Public decks (not unlisted ones), newest or most copied first, filtered by name. One
 * statement, one value out: the page's ids walk a partial index of public decks in the
 * listing's order (id and name inside it, so skipping to the page and the name filter read no
 * rows), then only those rows get their owner and readable origin, with the stored card count,
 * as one JSON array (a value per deck, not fifteen: each value returned through the driver
 * costs more than finding it). The total needs no count when the page is not full (it ends
 * the listing); otherwise a large one is remembered under the listing's database version
 * (lib/decks/public-version.ts, lib/db/large-counts.ts) and a small one counted by a second statement.
 */
export async function listPublicDecks(query: PublicDecksQuery): Promise<PublicDeckPage> {
  const client = await db();
  const filter = { game: query.game, q: query.q?.trim() || undefined };
  const key = JSON.stringify(["public decks", databaseUrl(), filter.game ?? null, filter.q ?? null]);
  const offset = (query.page - 1) * PUBLIC_PAGE_SIZE;
  const [row] = await queryRows<{ page: string }>(client, statements().publicDecksPage(filter, query.sort, PUBLIC_PAGE_SIZE, offset));
  const decks = (JSON.parse(row.page) as PageRow[]).map(
    ([id, game, name, version, legal, owner, origin, copyCount, cardCount, createdAt, updatedAt]): DeckSummary => ({
      id,
      game,
      name,
      visibility: "public",
      version,
      legal: Boolean(legal),
      owner,
      forkedFromId: origin,
      copyCount,
      cardCount,
      createdAt: isoDate(createdAt),
      updatedAt: isoDate(updatedAt),
    }),
  );
  // A page that is not full ends the listing (unless it is past the end): its total is known.
  const ends = decks.length < PUBLIC_PAGE_SIZE && (decks.length > 0 || offset === 0);
  // The version is read before counting: a count is then at least as new as the version it is kept under.
  const versioned = ends ? key : JSON.stringify([key, await publicDecksVersion()]);
  let total = ends ? offset + decks.length : recalledCount(versioned);
  if (total === undefined) {
    const [counted] = await queryRows<{ n: number | bigint }>(client, statements().publicDecksCount(filter));
    total = Number(counted.n);
    keepCount(versioned, total);
  }
  return { decks, page: query.page, pageSize: PUBLIC_PAGE_SIZE, total };
}
