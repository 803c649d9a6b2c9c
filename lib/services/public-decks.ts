import { databaseUrl, db } from "../db/client";
import type { GameSlug } from "../games/types";
import { PUBLIC_PAGE_SIZE, type PublicDecksQuery } from "./deck-input";
import type { DeckSummary } from "./decks";
import { keepCount, recalledCount } from "./large-counts";
import { isoDate } from "./stored-dates";

export interface PublicDeckPage {
  decks: DeckSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** Each order is the exact key of a partial index of public decks (migration 0012_listing_indexes). */
const ORDERS = {
  newest: [
    ["createdAt", "DESC"],
    ["id", "ASC"],
  ],
  copies: [
    ["copyCount", "DESC"],
    ["createdAt", "DESC"],
    ["id", "ASC"],
  ],
} as const;

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
 * the listing); otherwise a large one is remembered (lib/services/large-counts.ts) and a small
 * one counted by a second statement.
 */
export async function listPublicDecks(query: PublicDecksQuery): Promise<PublicDeckPage> {
  const client = await db();
  const q = query.q?.trim();
  const where = [`visibility = 'public'`];
  const args: unknown[] = [];
  if (query.game) {
    where.push("gameSlug = ?");
    args.push(query.game);
  }
  if (q) {
    where.push(`name LIKE ? ESCAPE '\\'`);
    args.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  const whereSql = where.join(" AND ");
  const order = ORDERS[query.sort];
  const key = JSON.stringify(["public decks", databaseUrl(), whereSql, args]);
  const offset = (query.page - 1) * PUBLIC_PAGE_SIZE;
  const [row] = await client.$queryRawUnsafe<{ page: string }[]>(
    `SELECT json_group_array(json_array(d.id, d.gameSlug, d.name, d.version, d.legal, u.username, o.id, d.copyCount, d.cardCount, d.createdAt, d.updatedAt)
          ORDER BY ${order.map(([column, direction]) => `d.${column} ${direction}`).join(", ")}) AS page
        FROM (SELECT rowid AS rid FROM "Deck" WHERE ${whereSql} ORDER BY ${order.map(([column, direction]) => `${column} ${direction}`).join(", ")} LIMIT ? OFFSET ?) AS ids
        JOIN "Deck" d ON d.rowid = ids.rid JOIN "User" u ON u.id = d.ownerId
        LEFT JOIN "Deck" o ON o.id = d.forkedFromId AND o.visibility = 'public'`,
    ...args,
    PUBLIC_PAGE_SIZE,
    offset,
  );
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
  let total = ends ? offset + decks.length : recalledCount(key);
  if (total === undefined) {
    const [counted] = await client.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT count(*) AS n FROM "Deck" WHERE ${whereSql}`, ...args);
    total = Number(counted.n);
    keepCount(key, total);
  } else if (ends) keepCount(key, total);
  return { decks, page: query.page, pageSize: PUBLIC_PAGE_SIZE, total };
}
