/**
 * Every raw SQL statement of Edenkeep, named, written once (statements.ts) over each engine's
 * dialect (sqlite.ts, postgres.ts): the rest of the code asks `statements()` (index.ts) and
 * never knows which engine it runs on. A statement is its text (with the engine's
 * placeholders) and its values.
 */
export interface Statement {
  text: string;
  values: unknown[];
}

/** What differs between the engines' SQL: each gives one (sqlite.ts, postgres.ts). */
export interface Dialect {
  /** A statement of `text` written with `?` placeholders, in the engine's own. */
  statement(text: string, ...values: unknown[]): Statement;
  /** LIKE ignoring case: SQLite's LIKE ignores ASCII case; PostgreSQL's ILIKE. */
  like: "LIKE" | "ILIKE";
  /** The larger of two values: SQLite's two-argument `max`, PostgreSQL's GREATEST. */
  greatest(a: string, b: string): string;
  /** A JSON array of values, one element. */
  jsonArray(...items: string[]): string;
  /** JSON text of an array of `item` over the rows, in `orderBy` order; `[]` for no rows. */
  jsonAgg(item: string, orderBy: string): string;
  /** A DateTime column inside JSON, as lib/db/stored-dates.ts reads it. */
  jsonDate(column: string): string;
  /** A Bytes column as hexadecimal text. */
  hex(column: string): string;
  /** The database's clock now, in epoch milliseconds (an integer). */
  nowMs: string;
  /** An ORDER BY key of text ignoring (ASCII) case. */
  caseless(column: string): string;
  /** The column a page of a table's rows joins back on (SQLite's rowid is its cheapest). */
  rowKey: string;
  /** A join the planner must take in the written order (SQLite's CROSS JOIN); an inner join where no hint exists. */
  joinInOrder: string;
  /**
   * GROUP BY `key`, whose group also fixes the rows of the joined tables whose keys are
   * `joined`: SQLite groups by `key` alone and reads those tables' columns bare (its index
   * gives the order); PostgreSQL lists the joined keys too.
   */
  groupBy(key: string, ...joined: string[]): string;
  /** After rows were written with their own ids: the next generated id follows the largest (SQLite keeps track itself). */
  resetIdSequence(table: string, column: string): string;
}

/** Filters of the collection page (lib/collection/service.ts), as the statements read them. */
export interface CollectionFilter {
  ownerId: string;
  game?: string;
  set?: { game: string; code: string };
  type?: string;
  status: "all" | "owned" | "missing" | "wanted" | "forTrade";
  /** The folded search text (lib/engine/fold.ts), or "" for none. */
  folded: string;
}

/** Filters of the public deck listing (lib/decks/public.ts). */
export interface PublicDeckFilter {
  game?: string;
  /** Part of the deck's name. */
  q?: string;
}

export type PublicDeckOrder = "newest" | "copies";

export interface Statements {
  // ------------------------------------------------------------ accounts (lib/accounts/service.ts)
  /** id, username, passwordHash of the user of this name whatever its case. */
  userByName(username: string): Statement;
  /** id, username. */

  // ------------------------------------------------------------ throttles (lib/quotas/throttle.ts)
  /** Counts one attempt in one upsert; returns the row's `count`. */
  throttleHit(key: string, window: number, expiresMinute: number): Statement;
  /** `count` of the key's window. */
  throttlePeek(key: string, window: number): Statement;
  throttleUnhit(key: string, window: number): Statement;
  throttleForget(key: string, window: number): Statement;
  throttlePurge(beforeMinute: number): Statement;

  // ------------------------------------------------------------ events (lib/events/clock.ts)
  /** `ms`: the database's clock now, in epoch milliseconds (the round timer reads it, CONTRACTS §9.1). */
  databaseNowMs(): Statement;
  /**
   * `version` and `hex` (the bytes as hexadecimal text) of the event's kept decklists PDF
   * (lib/events/decklists-pdf.ts): 260 KB read as a Bytes column cost 8× what the same bytes as
   * text do, through the driver adapters.
   */
  keptDecklistsPdf(eventId: string): Statement;

  // ------------------------------------------------------------ decks and maps
  /**
   * The deck with `ownerName` and `entries` (JSON text of [section, cardCode, quantity] in entry
   * order); with `readerId`, also `readerSessionVersion`, that user's session version (null when
   * there is no such user), so a session is checked in the same round trip as the deck is read,
   * and `hold`, JSON text of the deck's moderation hold `[cause, note, createdAt]` (null when it is
   * not hidden), for its owner's notice (CONTRACTS §12).
   */
  deckWithEntries(id: string, ownerId?: string, readerId?: string): Statement;
  /** `decks`: JSON text of the owner's decks, most recently saved first (lib/decks/service.ts listMyDecks). */
  myDecks(ownerId: string, game: string | undefined, limit: number): Statement;
  /** Counting a copy is not a save of the origin: its updatedAt stays. */
  bumpDeckCopyCount(id: string): Statement;
  bumpMapCopyCount(id: string): Statement;
  /** `page`: JSON text of one page of public decks (lib/decks/public.ts). */
  publicDecksPage(filter: PublicDeckFilter, order: PublicDeckOrder, limit: number, offset: number): Statement;
  /** `n`: how many public decks match. */
  publicDecksCount(filter: PublicDeckFilter): Statement;
  /** `page`: JSON text of public decks of a game holding a card, newest deck id first, below `after` (lib/decks/by-card.ts). */
  cardDecksPage(game: string, code: string, after: string | undefined, limit: number): Statement;

  // ------------------------------------------------------------ catalog and collection
  /** data, type, setCode, setName of every card of a game, in id order. */
  catalogCards(game: string): Statement;
  /** `n`: cards of the collection page's filter. */
  collectionCount(filter: CollectionFilter): Statement;
  /** The collection page's cards with the owner's counts, by game then name (case-insensitive) then code. */
  collectionPage(filter: CollectionFilter, limit: number, offset: number): Statement;
  /** game, code, name, total, owned per catalog set for one owner. */
  collectionCompletion(ownerId: string): Statement;
  /** Upserts up to a few hundred collection rows [game, code, owned, wanted, forTrade]. */
  collectionUpsert(ownerId: string, rows: readonly (readonly [string, string, number, number, number])[], mode: "set" | "raiseWanted", now: Date): Statement;
  collectionDeleteEmpty(ownerId: string): Statement;

  // ------------------------------------------------------------ maintenance (lib/db/copy-db.ts)
  /** After rows were written with their own ids: the next generated id follows the largest (SQLite keeps track itself). */
  resetIdSequence(table: string, column: string): Statement;

  // ------------------------------------------------------------ moderation (lib/moderation/holds.ts)
  /** cause, note, createdAt of a thing's hold; no row when it is not hidden. */
  moderationHold(kind: string, thingId: string): Statement;

  // ------------------------------------------------------------ versions (lib/db/data-version.ts)
  /** Writes a version row as it is (made at 0 when missing): the first write of a transaction, for its lock. */
  dataVersionLock(name: string): Statement;
}
