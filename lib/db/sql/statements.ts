import type { CollectionFilter, Dialect, PublicDeckFilter, PublicDeckOrder, Statements } from "./types";

/**
 * Every raw statement, written once over a dialect (sqlite.ts, postgres.ts): what differs
 * between the engines (placeholders, JSON aggregation, dates inside JSON, LIKE and case,
 * `max`/GREATEST, the clock, hex, row keys) is the dialect's; the rest is the same text.
 * Identifiers are quoted (PostgreSQL folds unquoted ones to lower case; SQLite does not mind),
 * and an upsert names the table's own columns (a bare name is ambiguous beside `excluded` in
 * PostgreSQL; SQLite reads both).
 */

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each order is the exact key of a partial index of public decks (migration 0012_listing_indexes). */
const PUBLIC_ORDERS: Record<PublicDeckOrder, string[]> = {
  newest: [`"createdAt" DESC`, `"id" ASC`],
  copies: [`"copyCount" DESC`, `"createdAt" DESC`, `"id" ASC`],
};

const COLLECTION_STATUS: Record<CollectionFilter["status"], string | null> = {
  all: null,
  owned: `COALESCE(e."owned", 0) > 0`,
  missing: `COALESCE(e."owned", 0) = 0`,
  wanted: `COALESCE(e."wanted", 0) > 0`,
  forTrade: `COALESCE(e."forTrade", 0) > 0`,
};

export function statementsOf(d: Dialect): Statements {
  const s = d.statement;

  function publicWhere(filter: PublicDeckFilter): { sql: string; values: unknown[] } {
    const where = [`"visibility" = 'public'`];
    const values: unknown[] = [];
    if (filter.game) {
      where.push(`"gameSlug" = ?`);
      values.push(filter.game);
    }
    if (filter.q) {
      where.push(`"name" ${d.like} ? ESCAPE '\\'`);
      values.push(likePattern(filter.q));
    }
    return { sql: where.join(" AND "), values };
  }

  function collectionFrom(filter: CollectionFilter): { sql: string; values: unknown[] } {
    const where: string[] = [];
    const values: unknown[] = [filter.ownerId];
    if (filter.game) {
      where.push(`c."gameSlug" = ?`);
      values.push(filter.game);
    }
    if (filter.set) {
      where.push(`c."gameSlug" = ? AND s."code" = ?`);
      values.push(filter.set.game, filter.set.code);
    }
    if (filter.type) {
      where.push(`c."type" = ?`);
      values.push(filter.type);
    }
    const status = COLLECTION_STATUS[filter.status];
    if (status) where.push(status);
    if (filter.folded !== "") {
      where.push(`(c."code" ${d.like} ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM "CardName" n WHERE n."cardId" = c."id" AND n."folded" ${d.like} ? ESCAPE '\\'))`);
      values.push(likePattern(filter.folded), likePattern(filter.folded));
    }
    const from = `"Card" c JOIN "CardSet" s ON s."id" = c."setId"
    LEFT JOIN "CollectionEntry" e ON e."ownerId" = ? AND e."gameSlug" = c."gameSlug" AND e."cardCode" = c."code"`;
    return { sql: `${from} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}`, values };
  }

  return {
    userByName: (username) => s(`SELECT "id", "username", "passwordHash" FROM "User" WHERE lower("username") = lower(?) LIMIT 1`, username),

    throttleHit: (key, window, expiresMinute) =>
      s(
        `INSERT INTO "ThrottleCounter" ("key", "window", "count", "expiresMinute") VALUES (?, ?, 1, ?)
       ON CONFLICT ("key", "window") DO UPDATE SET "count" = "ThrottleCounter"."count" + 1 RETURNING "count"`,
        key,
        window,
        expiresMinute,
      ),
    throttlePeek: (key, window) => s(`SELECT "count" FROM "ThrottleCounter" WHERE "key" = ? AND "window" = ?`, key, window),
    throttleUnhit: (key, window) => s(`UPDATE "ThrottleCounter" SET "count" = ${d.greatest(`"count" - 1`, "0")} WHERE "key" = ? AND "window" = ?`, key, window),
    throttleForget: (key, window) => s(`DELETE FROM "ThrottleCounter" WHERE "key" = ? AND "window" = ?`, key, window),
    throttlePurge: (beforeMinute) => s(`DELETE FROM "ThrottleCounter" WHERE "expiresMinute" < ?`, beforeMinute),

    // The database's clock (lib/events/clock.ts): one reading every server shares.
    databaseNowMs: () => s(`SELECT ${d.nowMs} AS "ms"`),
    keptDecklistsPdf: (eventId) => s(`SELECT "version", ${d.hex(`"bytes"`)} AS "hex" FROM "EventDecklistsPdf" WHERE "eventId" = ?`, eventId),

    deckWithEntries: (id, ownerId, readerId) =>
      s(
        `SELECT d."id", d."ownerId", d."gameSlug", d."name", d."visibility", d."headers", d."version", d."legal", d."forkedFromId", d."copyCount", d."createdAt", d."updatedAt",
         d."catalogVersion", d."savedCheck",
         u."username" AS "ownerName",
         (SELECT ${d.jsonAgg(d.jsonArray(`e."section"`, `e."cardCode"`, `e."quantity"`), `e."id"`)} FROM "DeckEntry" e WHERE e."deckId" = d."id") AS "entries"${
           readerId === undefined
             ? ""
             : `,\n         (SELECT r."sessionVersion" FROM "User" r WHERE r."id" = ?) AS "readerSessionVersion",
         (SELECT ${d.jsonArray(`h."cause"`, `h."note"`, d.jsonDate(`h."createdAt"`))} FROM "ModerationHold" h WHERE h."kind" = 'deck' AND h."thingId" = d."id") AS "hold"`
         }
       FROM "Deck" d JOIN "User" u ON u."id" = d."ownerId" WHERE d."id" = ?${ownerId === undefined ? "" : ` AND d."ownerId" = ?`}`,
        ...(readerId === undefined ? [] : [readerId]),
        id,
        ...(ownerId === undefined ? [] : [ownerId]),
      ),
    myDecks: (ownerId, game, limit) =>
      s(
        `SELECT ${d.jsonAgg(
          d.jsonArray(
            `d."id"`,
            `d."gameSlug"`,
            `d."name"`,
            `d."visibility"`,
            `d."version"`,
            `d."legal"`,
            `u."username"`,
            `d."forkedFromId"`,
            `d."copyCount"`,
            `d."cardCount"`,
            d.jsonDate(`d."createdAt"`),
            d.jsonDate(`d."updatedAt"`),
          ),
          `d."updatedAt" DESC, d."id" ASC`,
        )} AS "decks"
       FROM (SELECT "id" FROM "Deck" WHERE "ownerId" = ?${game ? ` AND "gameSlug" = ?` : ""} ORDER BY "updatedAt" DESC, "id" ASC LIMIT ?) AS mine
       JOIN "Deck" d ON d."id" = mine."id" JOIN "User" u ON u."id" = d."ownerId"`,
        ownerId,
        ...(game ? [game] : []),
        limit,
      ),
    bumpDeckCopyCount: (id) => s(`UPDATE "Deck" SET "copyCount" = "copyCount" + 1 WHERE "id" = ?`, id),
    bumpMapCopyCount: (id) => s(`UPDATE "EdenMap" SET "copyCount" = "copyCount" + 1 WHERE "id" = ?`, id),
    publicDecksPage: (filter, order, limit, offset) => {
      const where = publicWhere(filter);
      const keys = PUBLIC_ORDERS[order];
      return s(
        `SELECT ${d.jsonAgg(
          d.jsonArray(
            `d."id"`,
            `d."gameSlug"`,
            `d."name"`,
            `d."version"`,
            `d."legal"`,
            `u."username"`,
            `o."id"`,
            `d."copyCount"`,
            `d."cardCount"`,
            d.jsonDate(`d."createdAt"`),
            d.jsonDate(`d."updatedAt"`),
          ),
          keys.map((k) => `d.${k}`).join(", "),
        )} AS "page"
          FROM (SELECT ${d.rowKey} AS "rid" FROM "Deck" WHERE ${where.sql} ORDER BY ${keys.join(", ")} LIMIT ? OFFSET ?) AS ids
          JOIN "Deck" d ON d.${d.rowKey} = ids."rid" JOIN "User" u ON u."id" = d."ownerId"
          LEFT JOIN "Deck" o ON o."id" = d."forkedFromId" AND o."visibility" = 'public'`,
        ...where.values,
        limit,
        offset,
      );
    },
    publicDecksCount: (filter) => {
      const where = publicWhere(filter);
      return s(`SELECT count(*) AS "n" FROM "Deck" WHERE ${where.sql}`, ...where.values);
    },
    cardDecksPage: (game, code, after, limit) =>
      s(
        `SELECT ${d.jsonAgg(d.jsonArray(`p."id"`, `p."name"`, `p."owner"`, `p."copies"`, `p."legal"`, `p."copyCount"`, `p."updatedAt"`), `p."id" DESC`)} AS "page" FROM (
         SELECT e."deckId" AS "id", d."name" AS "name", u."username" AS "owner", sum(e."quantity") AS "copies", d."legal" AS "legal", d."copyCount" AS "copyCount", ${d.jsonDate(`d."updatedAt"`)} AS "updatedAt"
         FROM "DeckEntry" e ${d.joinInOrder} "Deck" d ON d."id" = e."deckId" JOIN "User" u ON u."id" = d."ownerId"
         WHERE e."cardCode" = ?${after === undefined ? "" : ` AND e."deckId" < ?`} AND d."gameSlug" = ? AND d."visibility" = 'public'
         GROUP BY ${d.groupBy(`e."deckId"`, `d."id"`, `u."id"`)} ORDER BY e."deckId" DESC LIMIT ?) p`,
        code,
        ...(after === undefined ? [] : [after]),
        game,
        limit,
      ),

    catalogCards: (game) =>
      s(
        `SELECT c."data" AS "data", c."type" AS "type", s."code" AS "setCode", s."name" AS "setName" FROM "Card" c JOIN "CardSet" s ON s."id" = c."setId" WHERE c."gameSlug" = ? ORDER BY c."id"`,
        game,
      ),
    collectionCount: (filter) => {
      const from = collectionFrom(filter);
      return s(`SELECT count(*) AS "n" FROM ${from.sql}`, ...from.values);
    },
    collectionPage: (filter, limit, offset) => {
      const from = collectionFrom(filter);
      return s(
        `SELECT c."gameSlug" AS "game", c."code" AS "code", c."name" AS "name", c."type" AS "type", c."data" AS "data", s."code" AS "set", s."name" AS "setName",
        COALESCE(e."owned", 0) AS "owned", COALESCE(e."wanted", 0) AS "wanted", COALESCE(e."forTrade", 0) AS "forTrade"
       FROM ${from.sql}
       ORDER BY c."gameSlug", ${d.caseless(`c."name"`)}, c."code" LIMIT ? OFFSET ?`,
        ...from.values,
        limit,
        offset,
      );
    },
    collectionCompletion: (ownerId) =>
      s(
        `SELECT s."gameSlug" AS "game", s."code" AS "code", s."name" AS "name", count(c."id") AS "total",
         sum(CASE WHEN e."owned" > 0 THEN 1 ELSE 0 END) AS "owned"
       FROM "CardSet" s JOIN "Card" c ON c."setId" = s."id"
       LEFT JOIN "CollectionEntry" e ON e."ownerId" = ? AND e."gameSlug" = c."gameSlug" AND e."cardCode" = c."code"
       GROUP BY s."id" ORDER BY s."gameSlug", s."id"`,
        ownerId,
      ),
    collectionUpsert: (ownerId, rows, mode, now) => {
      const update =
        mode === "set"
          ? `"owned" = excluded."owned", "wanted" = excluded."wanted", "forTrade" = excluded."forTrade", "updatedAt" = excluded."updatedAt"`
          : `"wanted" = ${d.greatest(`"CollectionEntry"."wanted"`, `excluded."wanted"`)},
           "updatedAt" = CASE WHEN excluded."wanted" > "CollectionEntry"."wanted" THEN excluded."updatedAt" ELSE "CollectionEntry"."updatedAt" END`;
      return s(
        `INSERT INTO "CollectionEntry" ("ownerId", "gameSlug", "cardCode", "owned", "wanted", "forTrade", "updatedAt") VALUES ${rows.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ")}
       ON CONFLICT ("ownerId", "gameSlug", "cardCode") DO UPDATE SET ${update}`,
        ...rows.flatMap(([game, code, owned, wanted, forTrade]) => [ownerId, game, code, owned, wanted, forTrade, now]),
      );
    },
    collectionDeleteEmpty: (ownerId) => s(`DELETE FROM "CollectionEntry" WHERE "ownerId" = ? AND "owned" = 0 AND "wanted" = 0 AND "forTrade" = 0`, ownerId),
    resetIdSequence: (table, column) => s(d.resetIdSequence(table, column)),

    moderationHold: (kind, thingId) => s(`SELECT "cause", "note", "createdAt" FROM "ModerationHold" WHERE "kind" = ? AND "thingId" = ?`, kind, thingId),

    dataVersionLock: (name) =>
      s(`INSERT INTO "DataVersion" ("name", "version") VALUES (?, 0) ON CONFLICT ("name") DO UPDATE SET "version" = "DataVersion"."version"`, name),
  };
}
