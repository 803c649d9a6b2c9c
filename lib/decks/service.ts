import "server-only";
import { publicDecksChanged } from "./public-version";
import { listErrorJson, type ListError, type ListErrorJson } from "../engine/deck-list";
import { type Hold, holdOfRow, refuseVisibilityChangeWhileHidden } from "../moderation/holds";
import { db, type Tx } from "../db/client";
import { execute, queryRows, statements } from "../db/sql";
import { isGameSlug } from "../games";
import type { GameSlug, Validation } from "../games/types";
import { DomainError, englishRefusal, mayRead, notFound as notFoundError, refusal } from "../errors";
import { copyDocument, diffVersions, listVersions, owned, ownedAt, readable, readVersion, refuseUnsaved, restoreVersion, VERSION_SUMMARY } from "../documents";
import type { Diffing, DocumentKind, SavedVersion, VersionSummary } from "../documents";
import { deckNameSchema, type CreateDeckInput, type ForkDeckInput, type UpdateDeckInput, type Visibility } from "./input";
import { checkDeckQuota, DECKS_PER_USER, pruneDeckVersions } from "../quotas/quotas";
import {
  cockatriceHashOf,
  diffLists,
  listErrorToHttp,
  listText,
  prepareList,
  resolveStoredDeck,
  type CardChange,
  type HeaderChange,
  type PreparedList,
} from "./stored-lists";
import { qualifiedCode } from "../engine/card-index";
import { deckCatalog, setIdsOf, type DeckSet } from "./deck-catalog";
import { setChangesOf, writePins, type SetChange } from "./set-pins";
import { claimHolds, type SessionClaim } from "../accounts/service";
import { catalogVersion as readCatalogVersion } from "../catalog";
import { changesTouching, type ChangeSince } from "../catalog-changes/changes";
import { CARD_WITHDRAWN, withdrawnCheck } from "../catalog-changes/deck-changes";

/**
 * Decks and warbands: every function takes the acting user's id (null when anonymous)
 * and checks ownership or visibility itself. Reading: the owner, or anyone for `public`
 * and `unlisted` decks; a private deck of someone else does not exist (404). Writing:
 * the owner only (404 for anyone else).
 */

export interface DeckSummary {
  id: string;
  game: GameSlug;
  name: string;
  visibility: Visibility;
  version: number;
  legal: boolean;
  owner: string;
  forkedFromId: string | null;
  copyCount: number;
  /** Cards in all sections. */
  cardCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface DeckEntryView {
  section: string;
  code: string;
  name: string;
  quantity: number;
  /** The card was withdrawn from the catalog since the deck was saved (CONTRACTS §11): the line stays, by its last name. */
  withdrawn?: true;
}

/** The check a deck passed at its last save (CONTRACTS §11: "beside the check it passed then"). */
export interface SavedCheck {
  /** The catalog version it was checked under. */
  catalogVersion: number;
  validation: Validation;
}

export interface DeckView extends DeckSummary {
  mine: boolean;
  headers: Record<string, string>;
  entries: DeckEntryView[];
  /** The deck list text (CONTRACTS §2); re-imports losslessly. */
  list: string;
  /** The same JSON as POST /api/v1/validate; null when the deck no longer resolves against the catalog. */
  validation: Validation | null;
  /** Why the deck does not resolve (a card removed from the catalog), when it does not. */
  listError?: ListError;
  /** The player-made sets of its `sets:` header (CONTRACTS §6), at their current versions. */
  sets: DeckSet[];
  /** Sets changed since the deck was saved against them (POST /decks/:id/upgrade-sets re-pins). */
  setChanges: SetChange[];
  /** Cockatrice's deck hash of the deck with English names (CONTRACTS §10); null when the deck does not resolve. */
  cockatriceHash: string | null;

  /** The catalog version (CONTRACTS §11) of the deck's last save of its list. */
  catalogVersion: number;
  /** The catalog's changes since then to the cards the deck uses, each card once (`validation` is its check today). */
  changedSince: ChangeSince[];
  /** The check it passed at that save; null for a deck saved before catalog versions were kept. */
  savedCheck: SavedCheck | null;
}

export type { VersionSummary };

export interface VersionText extends VersionSummary {
  deckId: string;
  list: string;
}

export interface DeckDiff {
  deckId: string;
  from: number;
  to: number;
  cards: CardChange[];
  headers: HeaderChange[];
}

export type DeckExport =
  | { format: "text"; text: string }
  | {
      format: "json";
      data: { game: GameSlug; name: string; headers: Record<string, string>; entries: DeckEntryView[] };
    };

// ---------------------------------------------------------------- loading and access

type Client = Awaited<ReturnType<typeof db>>;

/** A stored deck as the services read it: the deck, its owner's name and its card lines in order. */
interface DeckRow {
  id: string;
  ownerId: string;
  gameSlug: string;
  name: string;
  visibility: string;
  headers: string;
  version: number;
  legal: boolean;
  forkedFromId: string | null;
  copyCount: number;
  createdAt: Date;
  updatedAt: Date;
  catalogVersion: number;
  savedCheck: string | null;
  owner: { username: string };
  entries: { section: string; cardCode: string; quantity: number }[];
}

type RawDeckRow = Omit<DeckRow, "owner" | "entries" | "legal" | "createdAt" | "updatedAt" | "catalogVersion"> & {
  legal: boolean | number;
  catalogVersion: number | bigint;
  createdAt: Date | string;
  updatedAt: Date | string;
  ownerName: string;
  entries: string;
  readerSessionVersion?: number | bigint | null;
  /** With a reader: the deck's moderation hold, `[cause, note, createdAt]` (JSON text, or parsed by the driver). */
  hold?: string | [string, string, string] | null;
};

function deckHold(hold: RawDeckRow["hold"]): Hold | null {
  if (hold === null || hold === undefined) return null;
  const [cause, note, createdAt] = typeof hold === "string" ? (JSON.parse(hold) as [string, string, string]) : hold;
  return holdOfRow({ cause, note, createdAt });
}

/**
 * One statement for the deck, its owner's name and its lines (a Prisma include is three): a deck
 * read is this and nothing else. With `readerId`, the same statement reads that user's session
 * version (`readerSessionVersion`) and the deck's moderation hold (`hold`), so a session is
 * checked, and the owner's notice read, without a round trip of their own.
 */
async function findDeck(
  client: Client | Tx,
  where: { id: string; ownerId?: string },
  readerId?: string,
): Promise<(DeckRow & Pick<RawDeckRow, "readerSessionVersion" | "hold">) | null> {
  const rows = await queryRows<RawDeckRow>(client, statements().deckWithEntries(where.id, where.ownerId, readerId));
  const row = rows[0];
  if (!row) return null;
  const { ownerName, entries, ...deck } = row;
  return {
    ...deck,
    legal: Boolean(row.legal),
    catalogVersion: Number(row.catalogVersion),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    owner: { username: ownerName },
    entries: (JSON.parse(entries) as [string, string, number][]).map(([section, cardCode, quantity]) => ({ section, cardCode, quantity })),
  };
}

const notFound = () => notFoundError("deck");

/** A kept version of a deck: its list text as saved. */
type DeckVersionRow = SavedVersion & { list: string };

/**
 * A deck as a versioned document (lib/documents): read by its owner, or by anyone when public or
 * unlisted; its history and diffs only by readers who may see its player-made sets; copies counted.
 */
const deckDocument: DocumentKind<DeckRow, DeckVersionRow, "deckId"> & Diffing<DeckRow, DeckVersionRow, Pick<DeckDiff, "cards" | "headers">> = {
  thing: "deck",
  idKey: "deckId",
  find: findDeck,
  versions: (client, deckId) => client.deckVersion.findMany({ where: { deckId }, orderBy: { version: "asc" }, select: VERSION_SUMMARY }),
  version: (client, deckId, version) => client.deckVersion.findUnique({ where: { deckId_version: { deckId, version } } }),
  contentVisible: checkSetsVisible,
  // Raw update: counting a copy is not a save of the origin (its updatedAt stays).
  countCopy: (tx, id) => execute(tx, statements().bumpDeckCopyCount(id)),
  diff: (row, a, b, actorId) => diffLists(gameOf(row), a.list, b.list, actorId),
};

/** The list text of a deck's newest kept version ("" if none). */
async function latestList(client: Client | Tx, deckId: string): Promise<string> {
  return (await client.deckVersion.findFirst({ where: { deckId }, orderBy: { version: "desc" }, select: { list: true } }))?.list ?? "";
}

function gameOf(row: { gameSlug: string }): GameSlug {
  if (!isGameSlug(row.gameSlug)) throw new Error(`Deck with unknown game ${row.gameSlug}`);
  return row.gameSlug;
}

function parseHeaders(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"));
    }
  } catch {
    // fall through
  }
  return {};
}

function summary(row: Omit<DeckRow, "entries" | "headers" | "ownerId" | "catalogVersion" | "savedCheck">, cardCount: number): DeckSummary {
  return {
    id: row.id,
    game: gameOf(row),
    name: row.name,
    visibility: row.visibility as Visibility,
    version: row.version,
    legal: row.legal,
    owner: row.owner.username,
    forkedFromId: row.forkedFromId,
    copyCount: row.copyCount,
    cardCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What a save just worked out (deck-pipeline.ts): the view shows it rather than working it out again. */
interface Saved {
  prepared: PreparedList;
  text: string;
}

/**
 * The full view of a deck: resolved against today's catalog, validated, as list text; right
 * after a save, the save's own result (`saved`), nothing resolved or written again.
 */
async function view(client: Client, row: DeckRow, actorId: string | null, saved?: Saved): Promise<DeckView> {
  const game = gameOf(row);
  const headers = parseHeaders(row.headers);
  const cardCount = row.entries.reduce((n, e) => n + e.quantity, 0);
  const base = { ...summary(row, cardCount), mine: row.ownerId === actorId, headers };
  if (row.ownerId !== actorId)
    base.forkedFromId = (await readableOrigins(client, [row.forkedFromId], actorId)).has(row.forkedFromId ?? "") ? row.forkedFromId : null;
  const resolved = saved ? { ok: true as const, prepared: saved.prepared } : await resolveStoredDeck(game, headers, row.entries, actorId);
  // No statement for a deck saved under today's catalog (the version is a memo read).
  const current = await readCatalogVersion();
  const catalog = {
    catalogVersion: row.catalogVersion,
    changedSince:
      row.catalogVersion >= current
        ? []
        : await changesTouching(
            game,
            row.entries.map((e) => e.cardCode),
            row.catalogVersion,
          ),
    savedCheck: savedCheckOf(row),
  };
  if (resolved.ok) {
    const { prepared } = resolved;
    return {
      ...base,
      ...catalog,
      sets: prepared.sets,
      setChanges: await setChangesOf(row.id, prepared.sets),
      entries: prepared.deck.entries.map((e) => ({ section: e.section, code: qualifiedCode(e.card), name: e.card.name, quantity: e.quantity })),
      list: saved?.text ?? listText(prepared, row.name),
      validation: prepared.validation,
      cockatriceHash: cockatriceHashOf(prepared),
    };
  }
  // Cards withdrawn from the catalog since the save (CONTRACTS §11): every line stays, the withdrawn
  // ones by their last name, and the check is the other lines' with an error naming them.
  const withdrawn = resolved.error.code === "UNKNOWN_CARD" ? await withdrawnCheck(game, headers, row.entries, actorId) : null;
  if (withdrawn?.prepared) {
    const names = new Map(withdrawn.prepared.deck.entries.map((e) => [`${e.section}\u0000${qualifiedCode(e.card)}`, e.card.name]));
    const latest = await latestList(client, row.id);
    return {
      ...base,
      ...catalog,
      sets: withdrawn.prepared.sets,
      setChanges: await setChangesOf(row.id, withdrawn.prepared.sets),
      entries: row.entries.map((e) =>
        withdrawn.withdrawn.has(e.cardCode)
          ? { section: e.section, code: e.cardCode, name: withdrawn.withdrawn.get(e.cardCode)!, quantity: e.quantity, withdrawn: true as const }
          : { section: e.section, code: e.cardCode, name: names.get(`${e.section}\u0000${e.cardCode}`) ?? e.cardCode, quantity: e.quantity },
      ),
      list: latest,
      validation: withdrawn.validation,
      // A withdrawn card has no name in today's catalog, nor in a game client's: no hash to check against.
      cockatriceHash: null,
      listError: resolved.error,
    };
  }
  // A set the reader may not see (CONTRACTS §6): none of the deck's cards show, except to its owner.
  const hidden = resolved.error.code === "SET_NOT_FOUND" && row.ownerId !== actorId;
  const latest = hidden ? "" : await latestList(client, row.id);
  return {
    ...base,
    // Headers may name the set's cards (commander, leader): only the sets: header shows.
    ...(hidden ? { headers: headers.sets ? { sets: headers.sets } : {} } : {}),
    ...catalog,
    ...(hidden ? { changedSince: [] } : {}),
    sets: [],
    setChanges: [],
    entries: hidden ? [] : row.entries.map((e) => ({ section: e.section, code: e.cardCode, name: e.cardCode, quantity: e.quantity })),
    list: latest,
    validation: null,
    cockatriceHash: null,
    listError: resolved.error,
  };
}

function savedCheckOf(row: DeckRow): SavedCheck | null {
  if (!row.savedCheck) return null;
  try {
    return { catalogVersion: row.catalogVersion, validation: JSON.parse(row.savedCheck) as Validation };
  } catch {
    return null;
  }
}

/**
 * What a save of a deck's list records about the catalog it was checked under (CONTRACTS §11).
 * The version is read before the save's transaction (a read on another connection inside it
 * would wait on the transaction's own lock on SQLite).
 */
function catalogStamp(prepared: PreparedList, version: number): { catalogVersion: number; changesSeen: number; savedCheck: string } {
  return { catalogVersion: version, changesSeen: version, savedCheck: JSON.stringify(prepared.validation) };
}

async function reload(client: Client, id: string, actorId: string, saved?: Saved): Promise<DeckView> {
  return view(client, await owned(deckDocument, client, actorId, id), actorId, saved);
}

/** A deck view as the API writes it (docs/api.md): its `listError`, when it has one, as the list error's JSON. */
export function deckJson<V extends DeckView>(deck: V): Omit<V, "listError"> & { listError?: ListErrorJson } {
  return deck.listError ? { ...deck, listError: listErrorJson(deck.listError) } : deck;
}

// ---------------------------------------------------------------- create, read, update, delete

/**
 * Creates a deck from a deck list: 400 naming the line for an unusable list; version 1 is saved.
 * The list is parsed, resolved, validated and written as text once each (deck-pipeline.test.ts counts them).
 */
export async function createDeck(actorId: string, input: CreateDeckInput): Promise<DeckView> {
  const prepared = await prepareList(input.list, input.game, actorId);
  const named = deckNameSchema.safeParse(input.name ?? prepared.listName);
  if (!named.success) {
    const given = Boolean(input.name ?? prepared.listName);
    const message = given ? named.error.issues[0].message : englishRefusal("apiErrors.DECK_NAME_NEEDED");
    const refused = new DomainError("invalid", "INVALID_REQUEST", message, [{ path: "name", message }]);
    throw given ? refused.saying("apiErrors.DECK_NAME_INVALID") : refused.saying("apiErrors.DECK_NAME_NEEDED");
  }
  const name = named.data;
  const text = listText(prepared, name);
  const client = await db();
  const catalogVersion = await readCatalogVersion();
  const id = await client.$transaction(async (tx) => {
    await checkDeckQuota(tx, actorId);
    return insertDeck(tx, actorId, prepared, name, text, input.visibility ?? "private", null, catalogVersion);
  });
  return reload(client, id, actorId, { prepared, text });
}

async function insertDeck(
  tx: Tx,
  ownerId: string,
  prepared: PreparedList,
  name: string,
  text: string,
  visibility: Visibility,
  forkedFromId: string | null,
  catalogVersion: number,
): Promise<string> {
  const deck = await tx.deck.create({
    data: {
      ownerId,
      gameSlug: prepared.game,
      name,
      visibility,
      headers: JSON.stringify(prepared.headers),
      legal: prepared.validation.legal,
      version: 1,
      forkedFromId,
      ...catalogStamp(prepared, catalogVersion),
    },
    select: { id: true },
  });
  if (prepared.rows.length > 0) await tx.deckEntry.createMany({ data: prepared.rows.map((r) => ({ ...r, deckId: deck.id })) });
  await tx.deckVersion.create({ data: { deckId: deck.id, version: 1, name, list: text } });
  await writePins(tx, deck.id, prepared.sets);
  if (visibility === "public") await publicDecksChanged(tx);
  return deck.id;
}

export async function getDeck(actorId: string | null, id: string): Promise<DeckView> {
  const client = await db();
  return view(client, await readable(deckDocument, client, actorId, id), actorId);
}

/**
 * getDeck for the holder of a request's session claim (lib/auth/session.ts sessionClaim): the
 * claim's account is read in the deck's own statement, and the claim counts only when it holds
 * (claimHolds, the rule currentUser applies), so a deleted account or an ended session reads as
 * nobody. One round trip where currentUser and getDeck take two. Returns the reader it settled on.
 */
export async function getDeckForClaim(claim: SessionClaim | null, id: string): Promise<{ readerId: string | null; deck: DeckView; hold: Hold | null }> {
  const client = await db();
  const row = await findDeck(client, { id }, claim?.userId);
  const readerId = claim && row && claimHolds(claim, row.readerSessionVersion) ? claim.userId : null;
  if (!row || !mayRead(row, readerId)) throw notFound();
  // The hold is the owner's to see only (CONTRACTS §12); read in the same statement as the deck.
  return { readerId, deck: await view(client, row, readerId), hold: row.ownerId === readerId ? deckHold(row.hold) : null };
}

/**
 * Saves a change made on `input.version`: 409 STALE_VERSION (nothing written) when the
 * deck was saved meanwhile. Every save bumps the version and records the list as a DeckVersion.
 * A new list is parsed, resolved, validated and written as text once each (deck-pipeline.test.ts counts them);
 * a change of name or visibility alone resolves the stored lines (nothing to parse).
 */
export async function updateDeck(actorId: string, id: string, input: UpdateDeckInput): Promise<DeckView> {
  const client = await db();
  const current = await ownedAt(deckDocument, client, actorId, id, input.version);
  const game = gameOf(current);
  const name = input.name ?? current.name;

  let prepared: PreparedList | undefined;
  let saved: Saved | undefined;
  let text: string;
  if (input.list !== undefined) {
    prepared = await prepareList(input.list, game, actorId);
    text = listText(prepared, name);
    saved = { prepared, text };
  } else {
    const resolved = await resolveStoredDeck(game, parseHeaders(current.headers), current.entries, actorId);
    if (resolved.ok) {
      text = listText(resolved.prepared, name);
      saved = { prepared: resolved.prepared, text };
    } else text = await latestList(client, id);
  }

  await saveVersion(client, actorId, id, input.version, {
    name,
    visibility: input.visibility,
    prepared,
    text,
    // Its totals count public decks by game and name: a public deck renamed, or made or no longer public.
    movesPublicTotals:
      (current.visibility === "public" || input.visibility === "public") &&
      (name !== current.name || (input.visibility ?? current.visibility) !== current.visibility),
  });
  return reload(client, id, actorId, saved);
}

/** The check-and-write of one save, in one transaction: `updateMany where {id, owner, version}`. */
async function saveVersion(
  client: Client,
  actorId: string,
  id: string,
  expected: number,
  change: { name: string; visibility?: Visibility; prepared?: PreparedList; text: string; movesPublicTotals?: boolean },
): Promise<void> {
  const catalogVersion = await readCatalogVersion();
  await client.$transaction(async (tx) => {
    // A deck a moderator hid stays private until restored (CONTRACTS §12).
    if (change.visibility && change.visibility !== "private") await refuseVisibilityChangeWhileHidden(tx, "deck", id);
    const { count } = await tx.deck.updateMany({
      where: { id, ownerId: actorId, version: expected },
      data: {
        version: { increment: 1 },
        name: change.name,
        ...(change.visibility ? { visibility: change.visibility } : {}),
        ...(change.prepared
          ? { headers: JSON.stringify(change.prepared.headers), legal: change.prepared.validation.legal, ...catalogStamp(change.prepared, catalogVersion) }
          : {}),
      },
    });
    if (count === 0) await refuseUnsaved(deckDocument, tx, actorId, id);
    if (change.prepared) {
      await tx.deckEntry.deleteMany({ where: { deckId: id } });
      if (change.prepared.rows.length > 0) await tx.deckEntry.createMany({ data: change.prepared.rows.map((r) => ({ ...r, deckId: id })) });
      await writePins(tx, id, change.prepared.sets);
    }
    await tx.deckVersion.create({ data: { deckId: id, version: expected + 1, name: change.name, list: change.text } });
    await pruneDeckVersions(tx, id, expected + 1);
    if (change.movesPublicTotals) await publicDecksChanged(tx);
  });
}

/** Deletes a deck with its entries and versions; only its owner may (404 for anyone else). */
export async function deleteDeck(actorId: string, id: string): Promise<void> {
  const client = await db();
  await client.$transaction(async (tx) => {
    const deck = await tx.deck.findFirst({ where: { id, ownerId: actorId }, select: { id: true, visibility: true } });
    if (!deck) throw notFound();
    await tx.deckEntry.deleteMany({ where: { deckId: id } });
    await tx.deckVersion.deleteMany({ where: { deckId: id } });
    await tx.deck.deleteMany({ where: { id, ownerId: actorId } });
    if (deck.visibility === "public") await publicDecksChanged(tx);
  });
}

// ---------------------------------------------------------------- lists

/** The actor's own decks, most recently saved first: one statement, one JSON value (the stored card count, no entries read). */
export async function listMyDecks(actorId: string, filter: { game?: GameSlug } = {}): Promise<DeckSummary[]> {
  const client = await db();
  const [row] = await queryRows<{ decks: string }>(client, statements().myDecks(actorId, filter.game, DECKS_PER_USER));
  type Row = [string, string, string, string, number, number | boolean, string, string | null, number, number, string | number, string | number];
  return (JSON.parse(row.decks) as Row[]).map(
    ([id, gameSlug, name, visibility, version, legal, owner, forkedFromId, copyCount, cardCount, createdAt, updatedAt]) =>
      summary(
        {
          id,
          gameSlug,
          name,
          visibility,
          version,
          legal: Boolean(legal),
          forkedFromId,
          copyCount,
          createdAt: new Date(createdAt),
          updatedAt: new Date(updatedAt),
          owner: { username: owner },
        },
        cardCount,
      ),
  );
}

/**
 * Which of these origin ids someone other than the copy's owner may learn: public decks
 * and the actor's own. An unlisted or private origin's id never shows through a copy.
 */
async function readableOrigins(client: Client, ids: (string | null)[], actorId: string | null): Promise<Set<string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Set();
  const rows = await client.deck.findMany({
    where: { id: { in: wanted }, OR: [{ visibility: "public" }, ...(actorId ? [{ ownerId: actorId }] : [])] },
    select: { id: true },
  });
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------- fork ("copy to my decks")

/**
 * A private copy of a deck the actor may read, owned by the actor and remembering its
 * origin. Copying someone else's deck bumps the origin's copy count (own copies do not).
 */
export async function forkDeck(actorId: string, id: string, input: ForkDeckInput = {}): Promise<DeckView> {
  const prepare = async (client: Client | Tx, source: DeckRow) => {
    const headers = parseHeaders(source.headers);
    const name = input.name ?? source.name;
    const resolved = await resolveStoredDeck(gameOf(source), headers, source.entries, actorId);
    // A copy never carries cards of a set the copier may not see (CONTRACTS §6).
    if (!resolved.ok && resolved.error.code === "SET_NOT_FOUND") throw listErrorToHttp(resolved.error);
    const text = resolved.ok ? listText(resolved.prepared, name) : await latestList(client, source.id);
    return { headers, name, resolved, text, catalogVersion: await readCatalogVersion() };
  };
  const insert = async (tx: Tx, source: DeckRow, { headers, name, resolved, text, catalogVersion }: Awaited<ReturnType<typeof prepare>>) => {
    await checkDeckQuota(tx, actorId);
    const copy = await tx.deck.create({
      data: {
        ownerId: actorId,
        gameSlug: gameOf(source),
        name,
        visibility: "private",
        headers: JSON.stringify(headers),
        legal: resolved.ok ? resolved.prepared.validation.legal : source.legal,
        version: 1,
        forkedFromId: source.id,
        ...(resolved.ok ? catalogStamp(resolved.prepared, catalogVersion) : { catalogVersion: source.catalogVersion, changesSeen: source.catalogVersion }),
      },
      select: { id: true },
    });
    if (source.entries.length > 0) await tx.deckEntry.createMany({ data: source.entries.map((e) => ({ ...e, deckId: copy.id })) });
    if (resolved.ok) await writePins(tx, copy.id, resolved.prepared.sets);
    await tx.deckVersion.create({ data: { deckId: copy.id, version: 1, name, list: text } });
    return copy.id;
  };
  const { copyId, prepared } = await copyDocument(deckDocument, { prepare, insert }, actorId, id);
  const { resolved, text } = prepared;
  return reload(await db(), copyId, actorId, resolved.ok ? { prepared: resolved.prepared, text } : undefined);
}

// ---------------------------------------------------------------- history

/** Every saved version of a deck the actor may read, oldest first. */
export function listDeckVersions(actorId: string | null, id: string): Promise<{ deckId: string; current: number; versions: VersionSummary[] }> {
  return listVersions(deckDocument, actorId, id);
}

/** One saved version's list text. */
export async function getDeckVersion(actorId: string | null, id: string, version: number): Promise<VersionText> {
  const { row, saved } = await readVersion(deckDocument, actorId, id, version);
  return { deckId: row.id, version: saved.version, name: saved.name, createdAt: saved.createdAt.toISOString(), list: saved.list };
}

/** Per-card quantity changes between two saved versions. */
export function diffDeckVersions(actorId: string | null, id: string, from: number, to: number): Promise<DeckDiff> {
  return diffVersions(deckDocument, actorId, id, from, to);
}

/**
 * Restores a saved version: a new save whose cards and headers are that version's (the
 * name and visibility stay). `expected` guards against a stale page, as in updateDeck.
 */
export function restoreDeckVersion(actorId: string, id: string, version: number, expected?: number): Promise<DeckView> {
  const restoring = {
    content: (saved: DeckVersionRow) => saved.list,
    save: (actor: string, row: DeckRow, list: string, at: number) => updateDeck(actor, row.id, { list, version: at }),
  };
  return restoreVersion(deckDocument, restoring, actorId, id, version, expected);
}

// ---------------------------------------------------------------- export

/** The deck as list text (re-imports losslessly) or as JSON. */
export async function exportDeck(actorId: string | null, id: string, format: "text" | "json"): Promise<DeckExport> {
  const deck = await getDeck(actorId, id);
  if (deck.listError?.code === "SET_NOT_FOUND" && !deck.mine) throw listErrorToHttp(deck.listError);
  if (format === "text") return { format, text: deck.list };
  return { format, data: { game: deck.game, name: deck.name, headers: deck.headers, entries: deck.entries } };
}

// ---------------------------------------------------------------- player-made sets

/** 400 SET_NOT_FOUND when someone else's deck names a set the actor may not see (its history would show the set's cards). */
async function checkSetsVisible(deck: DeckRow, actorId: string | null): Promise<void> {
  if (deck.ownerId === actorId) return;
  const ids = setIdsOf(parseHeaders(deck.headers));
  if (ids.length === 0) return;
  const loaded = await deckCatalog(gameOf(deck), actorId, ids);
  if (!loaded.ok) throw listErrorToHttp(loaded.error);
}

/**
 * Re-pins the deck to the current versions of its player-made sets (after reading its
 * `setChanges`), and records whether it is legal with them. Owner only; not a new version of the list.
 */
export async function upgradeDeckSets(actorId: string, id: string): Promise<DeckView> {
  const client = await db();
  const deck = await owned(deckDocument, client, actorId, id);
  const resolved = await resolveStoredDeck(gameOf(deck), parseHeaders(deck.headers), deck.entries, actorId);
  if (!resolved.ok) throw listErrorToHttp(resolved.error);
  await client.$transaction(async (tx) => {
    await writePins(tx, id, resolved.prepared.sets);
    await tx.deck.update({ where: { id }, data: { legal: resolved.prepared.validation.legal } });
  });
  return reload(client, id, actorId, { prepared: resolved.prepared, text: listText(resolved.prepared, deck.name) });
}

// ---------------------------------------------------------------- catalog changes (CONTRACTS §11)

/**
 * "Bring up to date": a new save of the deck's own lines under today's catalog (its check and
 * totals worked out again, the catalog version recorded), so the changes since its last save
 * are taken in. `expected` guards against a stale page (409). A deck holding a card withdrawn
 * from the catalog is refused with 400 CATALOG_CARD_WITHDRAWN naming it, nothing written: the
 * player replaces or removes the card first (its lines are never dropped for them).
 */
export async function bringDeckUpToDate(actorId: string, id: string, expected: number): Promise<DeckView> {
  const client = await db();
  const deck = await ownedAt(deckDocument, client, actorId, id, expected);
  const game = gameOf(deck);
  const headers = parseHeaders(deck.headers);
  const resolved = await resolveStoredDeck(game, headers, deck.entries, actorId);
  if (!resolved.ok) {
    const gone = resolved.error.code === "UNKNOWN_CARD" ? await withdrawnCheck(game, headers, deck.entries, actorId) : null;
    if (gone) {
      const names = [...gone.withdrawn.values()].join(", ");
      throw refusal(
        "invalid",
        CARD_WITHDRAWN,
        { names },
        { key: "apiErrors.CATALOG_CARD_WITHDRAWN", issues: [{ path: "list", message: names, cards: [...gone.withdrawn.keys()] }] },
      ).saying("apiErrors.CATALOG_CARD_WITHDRAWN", { names });
    }
    throw listErrorToHttp(resolved.error);
  }
  return updateDeck(actorId, id, { list: listText(resolved.prepared, deck.name), version: expected });
}

/** The owner has seen the catalog's changes to the deck up to today's version (the header's badge counts the decks with unseen ones). */
export async function markDeckChangesSeen(actorId: string, id: string): Promise<void> {
  const client = await db();
  const version = await readCatalogVersion();
  const deck = await client.deck.findFirst({ where: { id, ownerId: actorId }, select: { updatedAt: true, changesSeen: true } });
  if (!deck || deck.changesSeen >= version) return;
  // Not a save: updatedAt stays as it was.
  await client.deck.updateMany({ where: { id, ownerId: actorId, changesSeen: { lt: version } }, data: { changesSeen: version, updatedAt: deck.updatedAt } });
}
