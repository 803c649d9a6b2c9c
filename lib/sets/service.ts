import "server-only";
import type { SetStatus } from "../catalog/catalog-file";
import { refuseVisibilityChangeWhileHidden } from "../moderation/holds";
import { db, type Tx } from "../db/client";
import { isGameSlug } from "../games";
import type { BaseCard, CatalogExtras, GameSlug } from "../games/types";
import { mayRead, notFound as notFoundError, refusal } from "../errors";
import type { Visibility } from "../decks/input";
import { copyDocument, owned, ownedAt, readable, refuseUnsaved } from "../documents";
import { type SetRow, setDocument } from "./document";
import { draftCards, type DraftCard } from "./drafts";
import { cardRow, catalogFileJson, codeFromName, setContentFromFields, setContentFromFile, type SetContent } from "./files";
import type { CreateSetInput, ListSetsQuery, RemixSetInput, UpdateSetInput } from "./input";
import { MAX_SET_VERSIONS, MAX_SETS_PER_USER } from "./limits";

/**
 * Player-made sets (CONTRACTS §6). Every function takes the acting user's id (null when
 * anonymous) and checks ownership or visibility itself: reading is for the owner, or anyone
 * for `public` and `unlisted` sets; someone else's private set does not exist (404). Writing
 * is for the owner only (404 for anyone else). Every save bumps `version` and is kept as a
 * PlayerSetVersion (its §1 file), the newest MAX_SET_VERSIONS of them.
 */

export interface SetSummary {
  id: string;
  game: GameSlug;
  name: string;
  code: string;
  visibility: Visibility;
  version: number;
  status: SetStatus | null;
  owner: string;
  mine: boolean;
  cardCount: number;
  /** The set this one was remixed from (credit), when it was. */
  remixedFromId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SetView extends SetSummary {
  year: number | null;
  language: string | null;
  /** The cards in the game's §1 card format, as saved (send them back unchanged in PUT). */
  cards: BaseCard[];
  /** battle-for-eden: the civilizations the set declares. */
  civilizations?: NonNullable<CatalogExtras["civilizations"]>;
  /** Cards saved as drafts (a Gardener of Thoughts card whose attributes do not parse). */
  drafts: DraftCard[];
  /** The original of a remix, if the actor may still see it. */
  remixedFrom: { id: string; name: string; owner: string } | null;
}

type Client = Awaited<ReturnType<typeof db>>;

export const setNotFound = () => notFoundError("set");

function gameOf(row: { gameSlug: string }): GameSlug {
  if (!isGameSlug(row.gameSlug)) throw new Error(`Set with unknown game ${row.gameSlug}`);
  return row.gameSlug;
}

function extrasOf(json: string): CatalogExtras {
  try {
    return JSON.parse(json) as CatalogExtras;
  } catch {
    return {};
  }
}

function summary(row: Omit<SetRow, "cards">, actorId: string | null): SetSummary {
  return {
    id: row.id,
    game: gameOf(row),
    name: row.name,
    code: row.code,
    visibility: row.visibility as Visibility,
    version: row.version,
    status: (row.status as SetStatus | null) ?? null,
    owner: row.owner.username,
    mine: row.ownerId === actorId,
    cardCount: row.cardCount,
    remixedFromId: row.remixedFromId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The saved content of a set row (what a version stores and export writes). */
export function contentOf(row: SetRow): SetContent {
  return {
    game: gameOf(row),
    name: row.name,
    code: row.code,
    ...(row.status ? { status: row.status as SetStatus } : {}),
    ...(row.year !== null ? { year: row.year } : {}),
    ...(row.language ? { language: row.language } : {}),
    cards: row.cards.map((c) => JSON.parse(c.data) as BaseCard),
    extras: extrasOf(row.extras),
  };
}

async function view(client: Client, row: SetRow, actorId: string | null): Promise<SetView> {
  const content = contentOf(row);
  const origin = row.remixedFromId
    ? await client.playerSet.findUnique({ where: { id: row.remixedFromId }, include: { owner: { select: { username: true } } } })
    : null;
  return {
    ...summary(row, actorId),
    year: row.year,
    language: row.language,
    cards: content.cards,
    ...(content.extras.civilizations ? { civilizations: content.extras.civilizations } : {}),
    drafts: draftCards(content.game, content.cards),
    remixedFrom: origin && mayRead(origin, actorId) ? { id: origin.id, name: origin.name, owner: origin.owner.username } : null,
  };
}

// ---------------------------------------------------------------- writing

/** Replaces a set's cards and records the save as version `version` (dropping the oldest beyond the limit). */
async function writeContent(tx: Tx, setId: string, content: SetContent, version: number): Promise<void> {
  await tx.playerCard.deleteMany({ where: { setId } });
  const rows = content.cards.map((card) => ({ ...cardRow(content.game, card), setId }));
  for (let i = 0; i < rows.length; i += 500) await tx.playerCard.createMany({ data: rows.slice(i, i + 500) });
  await tx.playerSetVersion.create({
    data: { setId, version, name: content.name, file: JSON.stringify(catalogFileJson({ ...content, version }, content.cards)) },
  });
  await tx.playerSetVersion.deleteMany({ where: { setId, version: { lte: version - MAX_SET_VERSIONS } } });
}

async function checkSetLimit(tx: Tx, ownerId: string): Promise<void> {
  const count = await tx.playerSet.count({ where: { ownerId } });
  if (count >= MAX_SETS_PER_USER) {
    throw refusal("limit", "TOO_MANY_SETS", {
      count,
      max: MAX_SETS_PER_USER,
    });
  }
}

/** A new set (version 1) in `tx`; 429 TOO_MANY_SETS past the per-user limit. */
async function insertSet(tx: Tx, actorId: string, content: SetContent, visibility: Visibility, remixedFromId: string | null): Promise<string> {
  await checkSetLimit(tx, actorId);
  const set = await tx.playerSet.create({
    data: {
      ownerId: actorId,
      gameSlug: content.game,
      name: content.name,
      code: content.code,
      visibility,
      version: 1,
      status: content.status ?? null,
      year: content.year ?? null,
      language: content.language ?? null,
      extras: JSON.stringify(content.extras),
      remixedFromId,
      cardCount: content.cards.length,
    },
    select: { id: true },
  });
  await writeContent(tx, set.id, content, 1);
  return set.id;
}

/** A set of the actor's own making (not a remix): its view. */
async function createNew(actorId: string, content: SetContent, visibility: Visibility): Promise<SetView> {
  const client = await db();
  return reload(await client.$transaction((tx) => insertSet(tx, actorId, content, visibility, null)), actorId);
}

async function reload(id: string, actorId: string): Promise<SetView> {
  const client = await db();
  return view(client, await owned(setDocument, client, actorId, id), actorId);
}

/** POST /sets: a new set from its fields; a bad card is a 400 naming its code and field, nothing saved. */
export async function createSet(actorId: string, input: CreateSetInput): Promise<SetView> {
  const content = setContentFromFields({ ...input, code: input.code ?? codeFromName(input.name) });
  return createNew(actorId, content, input.visibility ?? "private");
}

/** POST /sets/import: a new set from a §1 catalog file (its set name and code, status and cards). */
export async function importSet(actorId: string, file: unknown, visibility: Visibility): Promise<SetView> {
  const content = setContentFromFile(file);
  return createNew(actorId, content, visibility);
}

export async function getSet(actorId: string | null, id: string): Promise<SetView> {
  const client = await db();
  return view(client, await readable(setDocument, client, actorId, id), actorId);
}

/**
 * Saves a change made on `input.version`: 409 STALE_VERSION (nothing written) when the set
 * was saved meanwhile. The new content is checked whole before anything is written.
 */
export async function updateSet(actorId: string, id: string, input: UpdateSetInput): Promise<SetView> {
  const client = await db();
  const current = await ownedAt(setDocument, client, actorId, id, input.version);
  const before = contentOf(current);
  const status = input.status === null ? undefined : (input.status ?? before.status);
  const content =
    input.cards !== undefined || input.civilizations !== undefined
      ? setContentFromFields({
          game: before.game,
          name: input.name ?? before.name,
          code: input.code ?? before.code,
          ...(status ? { status } : {}),
          ...(before.year !== undefined ? { year: before.year } : {}),
          ...(before.language ? { language: before.language } : {}),
          cards: input.cards ?? before.cards,
          civilizations: input.civilizations ?? before.extras.civilizations,
        })
      : { ...before, name: input.name ?? before.name, code: input.code ?? before.code, ...(status ? { status } : {}) };
  if (!status) delete content.status;
  await saveContent(client, actorId, id, input.version, content, input.visibility);
  return reload(id, actorId);
}

/**
 * The check-and-write of one save, in one transaction: `updateMany where {id, owner, version}`.
 * The art of cards the save leaves out goes with them, freeing the owner's art quota; a card
 * saved under a new code is a new card (its old code's art goes too).
 */
export async function saveContent(client: Client, actorId: string, id: string, expected: number, content: SetContent, visibility?: Visibility): Promise<void> {
  await client.$transaction(async (tx) => {
    // A set a moderator hid stays private until restored (CONTRACTS §12).
    if (visibility && visibility !== "private") await refuseVisibilityChangeWhileHidden(tx, "set", id);
    const { count } = await tx.playerSet.updateMany({
      where: { id, ownerId: actorId, version: expected },
      data: {
        version: { increment: 1 },
        name: content.name,
        code: content.code,
        status: content.status ?? null,
        extras: JSON.stringify(content.extras),
        cardCount: content.cards.length,
        ...(visibility ? { visibility } : {}),
      },
    });
    if (count === 0) await refuseUnsaved(setDocument, tx, actorId, id);
    await writeContent(tx, id, content, expected + 1);
    await tx.cardArt.deleteMany({ where: { setId: id, cardCode: { notIn: content.cards.map((c) => c.code) } } });
  });
}

/** Deletes a set with its cards and versions; only its owner may (404 for anyone else). */
export async function deleteSet(actorId: string, id: string): Promise<void> {
  const client = await db();
  const { count } = await client.playerSet.deleteMany({ where: { id, ownerId: actorId } });
  if (count === 0) throw setNotFound();
}

/** A private copy of a set the actor may read, crediting the original (`remixedFromId`); sets keep no copy count. */
export async function remixSet(actorId: string, id: string, input: RemixSetInput = {}): Promise<SetView> {
  const remix = {
    prepare: (_client: unknown, row: SetRow) => {
      const source = contentOf(row);
      return { ...source, name: input.name ?? source.name, code: input.code ?? source.code };
    },
    insert: (tx: Tx, row: SetRow, content: SetContent) => insertSet(tx, actorId, content, "private", row.id),
  };
  return reload((await copyDocument(setDocument, remix, actorId, id)).copyId, actorId);
}

// ---------------------------------------------------------------- lists and export

/** The actor's own sets and the public ones (`mine`: own only), most recently saved first. */
export async function listSets(actorId: string | null, query: ListSetsQuery): Promise<SetSummary[]> {
  const client = await db();
  const game = query.game ? { gameSlug: query.game } : {};
  const who = query.mine ? (actorId ? { ownerId: actorId } : null) : { OR: [...(actorId ? [{ ownerId: actorId }] : []), { visibility: "public" }] };
  if (!who) return [];
  const rows = await client.playerSet.findMany({
    where: { ...game, ...who },
    include: { owner: { select: { username: true } } },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: 500,
  });
  return rows.map((r) => summary(r, actorId));
}

/** The set as a §1 catalog file that `cli import-catalog`, `cli validate --catalog` and POST /sets/import accept. */
export async function exportSet(actorId: string | null, id: string): Promise<{ filename: string; file: Record<string, unknown> }> {
  const client = await db();
  const row = await readable(setDocument, client, actorId, id);
  const content = contentOf(row);
  return { filename: `${content.game}-${content.code}.json`, file: catalogFileJson({ ...content, version: row.version, id: row.id }, content.cards) };
}
