import { db } from "../db/client";
import { ftsMatch, PAGE_SIZE, type FilterValue } from "../catalog/search-query";
import type { BaseCard, GameSlug } from "../games/types";

export interface CardSummary {
  code: string;
  name: string;
  names: Record<string, string>;
  type: string;
  set: string;
  data: BaseCard & Record<string, unknown>;
}

export interface SearchResult {
  game: GameSlug;
  q: string;
  page: number;
  pageSize: number;
  total: number;
  cards: CardSummary[];
}

const FIELD = /^[A-Za-z][A-Za-z0-9]*$/;

/** The WHERE fragments for the game's filters, read from the card JSON with json_extract. */
function filterSql(filters: FilterValue[]): { sql: string[]; args: unknown[] } {
  const sql: string[] = [];
  const args: unknown[] = [];
  for (const f of filters) {
    if (!FIELD.test(f.filter.field)) continue;
    const path = `'$.${f.filter.field}'`;
    switch (f.filter.kind) {
      case "type":
        sql.push(`c.type = ?`);
        args.push(f.value);
        break;
      case "equals":
        sql.push(`json_extract(c.data, ${path}) = ?`);
        args.push(f.value);
        break;
      case "includes":
        sql.push(`EXISTS (SELECT 1 FROM json_each(c.data, ${path}) WHERE json_each.value = ?)`);
        args.push(f.value);
        break;
      case "range":
        if (f.min !== undefined) {
          sql.push(`CAST(json_extract(c.data, ${path}) AS INTEGER) >= ?`);
          args.push(f.min);
        }
        if (f.max !== undefined) {
          sql.push(`CAST(json_extract(c.data, ${path}) AS INTEGER) <= ?`);
          args.push(f.max);
        }
        if (f.min !== undefined || f.max !== undefined) sql.push(`json_type(c.data, ${path}) = 'integer'`);
        break;
    }
  }
  return { sql, args };
}

/**
 * Totals of recent searches: counting every match costs more than finding the page, and a
 * total only changes with an import (which forgets them all) — kept TOTALS_TTL_MS at most,
 * like the card index, for imports run by another process.
 */
const TOTALS_TTL_MS = 30_000;
const MAX_TOTALS = 1_000;
const totals = new Map<string, { at: number; n: number }>();

export function forgetSearchTotals(): void {
  totals.clear();
}

async function countOf(key: string, count: () => Promise<number>): Promise<number> {
  const hit = totals.get(key);
  if (hit && Date.now() - hit.at < TOTALS_TTL_MS) return hit.n;
  const n = await count();
  if (totals.size >= MAX_TOTALS) totals.delete(totals.keys().next().value as string);
  totals.set(key, { at: Date.now(), n });
  return n;
}

interface CardRow {
  code: string;
  name: string;
  type: string;
  data: string;
  setCode: string;
}

/** Catalog search: any name in any language, case- and diacritics-insensitive, plus filters. */
export async function searchCards(game: GameSlug, q: string, filters: FilterValue[], page = 1, pageSize = PAGE_SIZE): Promise<SearchResult> {
  const client = await db();
  const match = ftsMatch(q);
  const where = [`c.gameSlug = ?`];
  const args: unknown[] = [game];
  // CROSS JOIN keeps the FTS match as the outer loop (SQLite does not reorder it), so the
  // full-text index drives the search instead of probing it once per card.
  let from = `"Card" c`;
  if (match) {
    from = `card_fts f CROSS JOIN "Card" c ON c.id = f.rowid`;
    where.unshift(`card_fts MATCH ?`);
    args.unshift(match);
  }
  const extra = filterSql(filters);
  where.push(...extra.sql);
  args.push(...extra.args);
  // Browsing walks the (gameSlug, name COLLATE NOCASE) index (migration 0007) instead of sorting the game.
  const order = match ? `ORDER BY f.rank, c.name` : `ORDER BY c.name COLLATE NOCASE`;
  const whereSql = where.join(" AND ");
  // One statement returns the page as shown: no second query for the cards and their sets.
  const rows = await client.$queryRawUnsafe<CardRow[]>(
    `SELECT c.code AS code, c.name AS name, c.type AS type, c.data AS data, (SELECT s.code FROM "CardSet" s WHERE s.id = c.setId) AS setCode FROM ${from} WHERE ${whereSql} ${order} LIMIT ? OFFSET ?`,
    ...args,
    pageSize,
    (page - 1) * pageSize,
  );
  const offset = (page - 1) * pageSize;
  // A page that is not full tells the total; a full or empty one asks (remembered per search).
  const total =
    rows.length > 0 && rows.length < pageSize
      ? offset + rows.length
      : await countOf(JSON.stringify([whereSql, args]), async () => {
          const countRows = await client.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT count(*) AS n FROM ${from} WHERE ${whereSql}`, ...args);
          return Number(countRows[0]?.n ?? 0);
        });
  return {
    game,
    q,
    page,
    pageSize,
    total,
    cards: rows.map((r) => toSummary({ ...r, set: { code: r.setCode } })),
  };
}

function toSummary(c: { code: string; name: string; type: string; data: string; set: { code: string } }): CardSummary {
  const data = JSON.parse(c.data) as BaseCard & Record<string, unknown>;
  // `alt` holds an old spelling kept so lists still find the card (docs/games/dark-eden.md); it is not a language.
  const names = Object.fromEntries(Object.entries(data.names ?? {}).filter(([locale]) => locale !== "alt"));
  return { code: c.code, name: c.name, names, type: c.type, set: c.set.code, data };
}

export async function getCard(game: GameSlug, code: string): Promise<(CardSummary & { setName: string }) | null> {
  const client = await db();
  // One statement for the card and its set (a Prisma include would be two).
  const rows = await client.$queryRawUnsafe<(CardRow & { setName: string })[]>(
    `SELECT c.code AS code, c.name AS name, c.type AS type, c.data AS data, s.code AS setCode, s.name AS setName FROM "Card" c JOIN "CardSet" s ON s.id = c.setId WHERE c.gameSlug = ? AND c.code = ?`,
    game,
    code,
  );
  const card = rows[0];
  if (!card) return null;
  return { ...toSummary({ ...card, set: { code: card.setCode } }), setName: card.setName };
}

export async function catalogCounts(): Promise<Record<string, number>> {
  const client = await db();
  const rows = await client.card.groupBy({ by: ["gameSlug"], _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.gameSlug, r._count._all]));
}
