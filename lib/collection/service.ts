import "server-only";
import type { z } from "zod";
import { db } from "../db/client";
import { queryRows, statements, type CollectionFilter } from "../db/sql";
import { foldName } from "../engine/fold";
import { rulesetFor } from "../games";
import { GAME_SLUGS, type GameSlug } from "../games/types";
import { type DomainError, refusal } from "../errors";
import { cardKey, forTradeProblem, putCollectionSchema, type CollectionItem, type Counts, type PutItem } from "./counts";
import { checkUnchanged } from "./was-check";
import { BROWSE_PAGE_SIZE, type BrowseQuery } from "./browse-query";
import { gameCatalog } from "../catalog/game-catalog";
import { visibleSetCodes } from "../decks/deck-catalog";
import { readCountsOf, readEntries, writeCounts } from "./store";

/**
 * A user's collection: owned, wanted and for-trade counts per card. Every function takes
 * the owner's id and reads or writes that owner's entries only.
 */

/** `GET /api/v1/collection?game=G`: the caller's non-zero entries, sorted by game then code. */
export async function getCollection(ownerId: string, game?: GameSlug): Promise<CollectionItem[]> {
  return readEntries(ownerId, game);
}

/**
 * `PUT /api/v1/collection`: sets the counts of each item (idempotent). The body is checked
 * whole first; any bad item is a 400 naming it, and nothing is written.
 */
export async function setCollection(ownerId: string, body: unknown): Promise<{ updated: number }> {
  const items = parsePut(body);
  const problems: { path: string; message: string }[] = [];
  const seen = new Map<string, number>();
  for (const [i, item] of items.entries()) {
    const overOwned = forTradeProblem(item);
    if (overOwned) problems.push({ path: `items.${i}.forTrade`, message: `${item.game} card "${item.code}": ${overOwned}` });
    const key = cardKey(item.game, item.code);
    const first = seen.get(key);
    if (first !== undefined) problems.push({ path: `items.${i}`, message: `${item.game} card "${item.code}" is already items[${first}]; send each card once` });
    else seen.set(key, i);
  }
  const games = [...new Set(items.map((i) => i.game))];
  const catalogs = new Map(await Promise.all(games.map(async (g) => [g, (await gameCatalog(g)).index] as const)));
  // Player-made cards are counted by their qualified code `set-id/code` (CONTRACTS §6), when the owner may see the set.
  const setCodes = new Map(
    await Promise.all(
      games.map(
        async (g) =>
          [
            g,
            await visibleSetCodes(
              ownerId,
              g,
              items.filter((i) => i.game === g).map((i) => i.code),
            ),
          ] as const,
      ),
    ),
  );
  for (const [i, item] of items.entries()) {
    if (!catalogs.get(item.game)!.byCodeOrUndefined(item.code) && !setCodes.get(item.game)!.has(item.code)) {
      problems.push({ path: `items.${i}.code`, message: `no card "${item.code}" in the ${rulesetFor(item.game).title} catalog` });
    }
  }
  if (problems.length > 0) throw rejected(problems);
  const rows = items.map(({ was: _was, ...row }) => row);
  const compared = items.filter((i) => i.was !== undefined);
  await writeCounts(ownerId, rows, "set", compared.length > 0 ? (tx) => checkUnchanged(tx, ownerId, items) : undefined);
  return { updated: items.length };
}

function parsePut(body: unknown): PutItem[] {
  const parsed = putCollectionSchema.safeParse(body);
  if (parsed.success) return parsed.data.items;
  throw rejected(parsed.error.issues.map((i: z.core.$ZodIssue) => ({ path: i.path.map(String).join("."), message: i.message })));
}

/** 400 whose message names the first bad item ("items.3.owned: must be a whole number …"). */
function rejected(problems: { path: string; message: string }[]): DomainError {
  const [first] = problems;
  const where = first.path === "" ? "" : `${first.path}: `;
  return refusal(
    "invalid",
    "INVALID_REQUEST",
    { where, problem: first.message, more: problems.length - 1 },
    { key: "apiErrors.NOTHING_CHANGED_FIRST", issues: problems },
  ).saying("apiErrors.NOTHING_CHANGED", { count: problems.length });
}

/** The owner's counts of some cards of one game (the catalog page's rows), by code. */
export async function collectionCounts(ownerId: string, game: GameSlug, codes: readonly string[]): Promise<Record<string, Counts>> {
  return Object.fromEntries(await readCountsOf(ownerId, game, codes));
}

/**
 * Owned copies per card code of one game (for "print only what the collection lacks":
 * the proxies service subtracts these from the deck's copies).
 */
export async function ownedCopies(ownerId: string, game: GameSlug, codes: readonly string[]): Promise<Map<string, number>> {
  const counts = await readCountsOf(ownerId, game, codes);
  return new Map([...counts].map(([code, c]) => [code, c.owned]));
}

// ---------------------------------------------------------------- the /collection page

export interface CollectionCard extends Counts {
  game: GameSlug;
  code: string;
  name: string;
  names: Record<string, string>;
  type: string;
  set: string;
  setName: string;
}

export interface Completion {
  owned: number;
  total: number;
}

export interface GameCompletion extends Completion {
  game: GameSlug;
  title: string;
  sets: (Completion & { code: string; name: string })[];
}

export interface CollectionPage {
  query: BrowseQuery;
  cards: CollectionCard[];
  total: number;
  page: number;
  pageSize: number;
  /** Distinct cards owned (owned ≥ 1) per game and per set. */
  completion: GameCompletion[];
  options: { sets: { value: string; label: string }[]; types: string[] };
}

/** The collection page: the catalog's cards with the owner's counts, filtered; completion; filter options. */
export async function browseCollection(ownerId: string, query: BrowseQuery): Promise<CollectionPage> {
  const client = await db();
  const [game, code] = query.set?.split("/") ?? [];
  const filter: CollectionFilter = {
    ownerId,
    game: query.game,
    set: query.set ? { game, code: code ?? "" } : undefined,
    type: query.type || undefined,
    status: query.status,
    folded: foldName(query.q ?? ""),
  };
  const [countRows, rows, completion, options] = await Promise.all([
    queryRows<{ n: number | bigint }>(client, statements().collectionCount(filter)),
    queryRows<CardRow>(client, statements().collectionPage(filter, BROWSE_PAGE_SIZE, (query.page - 1) * BROWSE_PAGE_SIZE)),
    completionOf(ownerId),
    filterOptions(query.game),
  ]);
  return {
    query,
    cards: rows.map(toCard),
    total: Number(countRows[0]?.n ?? 0),
    page: query.page,
    pageSize: BROWSE_PAGE_SIZE,
    completion,
    options,
  };
}

interface CardRow {
  game: string;
  code: string;
  name: string;
  type: string;
  data: string;
  set: string;
  setName: string;
  owned: number | bigint;
  wanted: number | bigint;
  forTrade: number | bigint;
}

function toCard(r: CardRow): CollectionCard {
  let names: Record<string, string> = {};
  try {
    names = (JSON.parse(r.data) as { names?: Record<string, string> }).names ?? {};
  } catch {
    // a card's JSON was validated on import; keep going without its other names
  }
  // `alt` holds an old spelling kept for lookup (docs/games/dark-eden.md), not a language.
  delete names.alt;
  return {
    game: r.game as GameSlug,
    code: r.code,
    name: r.name,
    names,
    type: r.type,
    set: r.set,
    setName: r.setName,
    owned: Number(r.owned),
    wanted: Number(r.wanted),
    forTrade: Number(r.forTrade),
  };
}

/** Distinct cards owned out of the cards in the catalog, per set and per game (games in the usual order). */
async function completionOf(ownerId: string): Promise<GameCompletion[]> {
  const client = await db();
  const rows = await queryRows<{ game: string; code: string; name: string; total: number | bigint; owned: number | bigint }>(
    client,
    statements().collectionCompletion(ownerId),
  );
  return GAME_SLUGS.flatMap((game) => {
    const sets = rows.filter((r) => r.game === game).map((r) => ({ code: r.code, name: r.name, total: Number(r.total), owned: Number(r.owned ?? 0) }));
    if (sets.length === 0) return [];
    return [
      {
        game,
        title: rulesetFor(game).title,
        total: sets.reduce((n, s) => n + s.total, 0),
        owned: sets.reduce((n, s) => n + s.owned, 0),
        sets,
      },
    ];
  });
}

async function filterOptions(game: GameSlug | undefined): Promise<CollectionPage["options"]> {
  const client = await db();
  const [sets, types] = await Promise.all([
    client.cardSet.findMany({
      where: game ? { gameSlug: game } : {},
      select: { gameSlug: true, code: true, name: true },
      orderBy: [{ gameSlug: "asc" }, { id: "asc" }],
    }),
    client.card.findMany({ where: game ? { gameSlug: game } : {}, select: { type: true }, distinct: ["type"], orderBy: { type: "asc" } }),
  ]);
  return {
    sets: sets.map((s) => ({ value: `${s.gameSlug}/${s.code}`, label: game ? s.name : `${rulesetFor(s.gameSlug as GameSlug).title}: ${s.name}` })),
    types: types.map((t) => t.type),
  };
}
