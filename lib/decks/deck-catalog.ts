import "server-only";
import { CardIndex } from "../engine/card-index";
import { saying, type ListError } from "../engine/deck-list";
import type { BaseCard, CatalogCard, CatalogExtras, GameSlug } from "../games/types";
import { db } from "../db/client";
import { gameCatalog, mergeExtras, type GameCatalog } from "../catalog/game-catalog";
import type { CheckOutcome, ListOutcome } from "./list-check";
import { checkText, readText, type CatalogFor, type DeckSet } from "./pipeline";

/**
 * The card index of one deck (CONTRACTS §6): the game's catalog (cached) plus the
 * player-made sets its `sets:` header names that the reader may see (their own, or
 * unlisted and public ones). A named set the reader may not see, or of another game, is
 * SET_NOT_FOUND, exactly like a set that does not exist: its cards are never loaded.
 */

/** Sets one deck may name. */
export const MAX_DECK_SETS = 20;

/** The set ids a `sets:` header names: comma-separated (white space too), in order, once each. */
export function setIdsOf(headers: Record<string, string>): string[] {
  const value = headers.sets ?? "";
  return [...new Set(value.split(/[\s,]+/).filter((s) => s !== ""))];
}

export type { DeckSet } from "./pipeline";

export type DeckCatalog = { ok: true; catalog: GameCatalog; sets: DeckSet[] } | { ok: false; error: ListError };

function setNotFound(id: string, line?: number): ListError {
  return saying(
    {
      code: "SET_NOT_FOUND",
      message: `${line === undefined ? "" : `Line ${line}: `}the sets: header names "${id}", a player-made set that does not exist or that you may not see.`,
      ...(line === undefined ? {} : { line }),
    },
    "setNotFound",
    { id },
  );
}

/**
 * Built indexes by game and set versions. A set's content never changes under one version (every
 * save bumps it), so an entry stays right while the game's catalog is the same object.
 */
const built = new Map<string, { base: GameCatalog; catalog: GameCatalog }>();
const MAX_BUILT = 50;

/** The game's catalog with the visible sets among `setIds`; SET_NOT_FOUND for the first one that is not. */
export async function deckCatalog(game: GameSlug, readerId: string | null, setIds: readonly string[], headerLine?: number): Promise<DeckCatalog> {
  const base = await gameCatalog(game);
  if (setIds.length === 0) return { ok: true, catalog: base, sets: [] };
  if (setIds.length > MAX_DECK_SETS) {
    return {
      ok: false,
      error: saying(
        {
          code: "LIST_SYNTAX",
          message: `The sets: header names ${setIds.length} sets; a deck may draw on at most ${MAX_DECK_SETS}.`,
          ...(headerLine === undefined ? {} : { line: headerLine }),
        },
        "tooManySets",
        { count: setIds.length, max: MAX_DECK_SETS },
      ),
    };
  }
  const client = await db();
  // Who may see which set is asked every time; only the cards of the versions found are cached.
  const rows = await client.playerSet.findMany({
    where: {
      id: { in: [...setIds] },
      gameSlug: game,
      OR: [...(readerId ? [{ ownerId: readerId }] : []), { visibility: { in: ["public", "unlisted"] } }],
    },
    select: { id: true, name: true, code: true, version: true, extras: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = setIds.find((id) => !byId.has(id));
  if (missing !== undefined) return { ok: false, error: setNotFound(missing, headerLine) };
  const sets = setIds.map((id) => byId.get(id)!);
  const key = `${game}|${sets.map((s) => `${s.id}@${s.version}`).join(",")}`;
  const hit = built.get(key);
  if (hit && hit.base === base) return { ok: true, catalog: hit.catalog, sets: sets.map((s) => ({ id: s.id, name: s.name, version: s.version })) };

  // Cards and versions read together: a save between the two reads must not be cached under the older version.
  const ids = sets.map((s) => s.id);
  const [cardRows, now] = await client.$transaction([
    client.playerCard.findMany({ where: { setId: { in: ids } }, orderBy: { id: "asc" }, select: { setId: true, data: true } }),
    client.playerSet.findMany({ where: { id: { in: ids } }, select: { id: true, version: true } }),
  ]);
  const unchanged = now.every((n) => byId.get(n.id)?.version === n.version);
  const cards: CatalogCard<BaseCard>[] = sets.flatMap((s) =>
    cardRows.filter((c) => c.setId === s.id).map((c) => ({ ...(JSON.parse(c.data) as BaseCard), set: s.code, source: s.id })),
  );
  const extras = mergeExtras([base.extras, ...sets.map((s) => JSON.parse(s.extras) as CatalogExtras)]);
  const catalog = { index: new CardIndex([...base.index.all, ...cards]), extras };
  if (unchanged) {
    if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!);
    built.set(key, { base, catalog });
  }
  return { ok: true, catalog, sets: sets.map((s) => ({ id: s.id, name: s.name, version: s.version })) };
}

/**
 * What was worked out from one catalog object (a stored deck's resolution and validation), by
 * a key naming everything else it depends on. A catalog import, another process's change and
 * a new version of a named set each give a new catalog object, so nothing is kept past them.
 */
const perCatalog = new WeakMap<GameCatalog, Map<string, unknown>>();
const MAX_PER_CATALOG = 500;

export function rememberFor<T>(catalog: GameCatalog, key: string, compute: () => T): T {
  let kept = perCatalog.get(catalog);
  if (!kept) {
    kept = new Map();
    perCatalog.set(catalog, kept);
  }
  if (kept.has(key)) return kept.get(key) as T;
  const value = compute();
  if (kept.size >= MAX_PER_CATALOG) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
  return value;
}

export type ReaderListOutcome = (ListOutcome & { ok: true; sets: DeckSet[] }) | { ok: false; error: ListError };

/** The catalog of a list for `readerId`: the game's, with the sets its `sets:` header names that the reader may see. */
export function catalogForReader(readerId: string | null): CatalogFor {
  return (game, list) => deckCatalog(game, readerId, setIdsOf(list.headers), list.headerLines.sets);
}

/**
 * Reads a deck list for `readerId`, once (lib/decks/pipeline.ts): parsed, its game
 * found, its `sets:` loaded as the reader may see them, then resolved. What POST /validate,
 * deck saving, events and proxies share.
 */
export async function readDeckListFor(readerId: string | null, text: string, requestedGame?: string): Promise<ReaderListOutcome> {
  const read = await readText(text, catalogForReader(readerId), requestedGame);
  return read.ok ? { ok: true, game: read.game, deck: read.deck, list: read.list, sets: read.sets } : { ok: false, error: read.error };
}

/** The whole check of POST /api/v1/validate for a reader: read as above, then the game's own rules. */
export async function checkDeckListFor(readerId: string | null, text: string, requestedGame?: string): Promise<CheckOutcome> {
  const checked = await checkText(text, catalogForReader(readerId), requestedGame);
  return checked.ok ? { ok: true, validation: checked.validation, deck: checked.deck } : { ok: false, error: checked.error };
}

/** Which of these qualified codes (`set-id/code`) name a card of a set the reader may see (collection rows). */
export async function visibleSetCodes(readerId: string, game: GameSlug, codes: readonly string[]): Promise<Set<string>> {
  const wanted = codes.filter((c) => c.includes("/"));
  if (wanted.length === 0) return new Set();
  const client = await db();
  const setIds = [...new Set(wanted.map((c) => c.slice(0, c.indexOf("/"))))];
  const cards = await client.playerCard.findMany({
    where: { setId: { in: setIds }, set: { gameSlug: game, OR: [{ ownerId: readerId }, { visibility: { in: ["public", "unlisted"] } }] } },
    select: { setId: true, code: true },
  });
  const found = new Set(cards.map((c) => `${c.setId}/${c.code}`));
  return new Set(wanted.filter((c) => found.has(c)));
}
