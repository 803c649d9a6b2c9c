import "server-only";
import { db, type Tx } from "../db/client";
import { refuseVisibilityChangeWhileHidden } from "../moderation/holds";
import { checkMap, type MapCheck } from "../games/battle-for-eden";
import type { BfeMap } from "../games/battle-for-eden/map-file";
import { copyDocument, listVersions, owned, ownedAt, readable, readVersion, type VersionSummary } from "../documents";
import { notFound as notFoundError, staleVersion as staleVersionError } from "../errors";
import type { Visibility } from "../decks/input";
import type { CreateMapInput, PublicMapsQuery, UpdateMapInput } from "./input";
import { PUBLIC_MAPS_PAGE_SIZE } from "./limits";
import { checkMapQuota, MAPS_PER_USER, pruneMapVersions } from "../quotas/quotas";
import { mapDocument, mapInclude as include, type MapRow } from "./document";

/**
 * Saved Battle for Eden maps (CONTRACTS §7). Every function takes the acting user's id (null
 * when anonymous) and checks ownership or visibility itself, as the deck services do: the
 * owner reads and writes; anyone reads a public or unlisted map; a private map of someone
 * else does not exist (404), and neither does any map for a writer who is not its owner.
 */

export interface MapSummary {
  id: string;
  name: string;
  visibility: Visibility;
  version: number;
  legal: boolean;
  owner: string;
  forkedFromId: string | null;
  copyCount: number;
  tileCount: number;
  /** Portals on the map: one per player. */
  players: number;
  createdAt: string;
  updatedAt: string;
}

/** A map with its check (the `cli map --json` document's fields) and its map file. */
export type MapView = MapSummary & Omit<MapCheck, "legal"> & { mine: boolean; map: BfeMap };

export type MapVersionSummary = VersionSummary;

type Client = Awaited<ReturnType<typeof db>>;

const notFound = () => notFoundError("map");
const staleVersion = (current: number) => staleVersionError("map", current);

/** Stored map text back to a map; rows are written only from validated maps. */
function mapOf(text: string): BfeMap {
  return JSON.parse(text) as BfeMap;
}

/** The origins of these copies the actor may read: a copy never reveals a private map of someone else. */
async function readableOrigins(client: Client, actorId: string | null, rows: { forkedFromId: string | null }[]): Promise<Set<string>> {
  const ids = [...new Set(rows.map((r) => r.forkedFromId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Set();
  const found = await client.edenMap.findMany({
    where: { id: { in: ids }, OR: [{ visibility: { not: "private" } }, ...(actorId ? [{ ownerId: actorId }] : [])] },
    select: { id: true },
  });
  return new Set(found.map((r) => r.id));
}

function summary(row: Omit<MapRow, "map">, origins: ReadonlySet<string>): MapSummary {
  return {
    id: row.id,
    name: row.name,
    visibility: row.visibility as Visibility,
    version: row.version,
    legal: row.legal,
    owner: row.owner.username,
    forkedFromId: row.forkedFromId !== null && origins.has(row.forkedFromId) ? row.forkedFromId : null,
    copyCount: row.copyCount,
    tileCount: row.tileCount,
    players: row.players,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function view(client: Client, row: MapRow, actorId: string | null): Promise<MapView> {
  const map = mapOf(row.map);
  const { legal: _legal, ...check } = checkMap(map);
  return { ...summary(row, await readableOrigins(client, actorId, [row])), ...check, mine: row.ownerId === actorId, map };
}

/** What a save stores beside the map file: its check and counts. */
function facts(map: BfeMap) {
  return {
    map: JSON.stringify(map),
    legal: checkMap(map).legal,
    tileCount: map.tiles.length,
    players: map.tiles.filter((t) => t.kind === "portal").length,
  };
}

async function insertMap(tx: Tx, ownerId: string, name: string, visibility: Visibility, map: BfeMap, forkedFromId: string | null): Promise<string> {
  await checkMapQuota(tx, ownerId);
  const data = facts(map);
  const row = await tx.edenMap.create({ data: { ownerId, name, visibility, version: 1, forkedFromId, ...data }, select: { id: true } });
  await tx.edenMapVersion.create({ data: { mapId: row.id, version: 1, name, map: data.map } });
  return row.id;
}

/** Saves a new map (version 1); 429 TOO_MANY_MAPS past the per-user quota. */
export async function createMap(actorId: string, input: CreateMapInput): Promise<MapView> {
  const client = await db();
  const id = await client.$transaction((tx) => insertMap(tx, actorId, input.name, input.visibility ?? "private", input.map, null));
  return view(client, await owned(mapDocument, client, actorId, id), actorId);
}

export async function getMap(actorId: string | null, id: string): Promise<MapView> {
  const client = await db();
  return view(client, await readable(mapDocument, client, actorId, id), actorId);
}

/** Saves a change made on `input.version`: 409 STALE_VERSION (nothing written) when the map was saved meanwhile. */
export async function updateMap(actorId: string, id: string, input: UpdateMapInput): Promise<MapView> {
  const client = await db();
  await client.$transaction(async (tx) => {
    const current = await ownedAt(mapDocument, tx, actorId, id, input.version);
    // A map a moderator hid stays private until restored (CONTRACTS §12).
    if (input.visibility && input.visibility !== "private") await refuseVisibilityChangeWhileHidden(tx, "map", id);
    const name = input.name ?? current.name;
    const data = input.map ? facts(input.map) : { map: current.map };
    const { count } = await tx.edenMap.updateMany({
      where: { id, ownerId: actorId, version: input.version },
      data: { version: { increment: 1 }, name, ...(input.visibility ? { visibility: input.visibility } : {}), ...data },
    });
    if (count === 0) throw staleVersion(current.version + 1);
    await tx.edenMapVersion.create({ data: { mapId: id, version: input.version + 1, name, map: data.map } });
    await pruneMapVersions(tx, id, input.version + 1);
  });
  return view(client, await owned(mapDocument, client, actorId, id), actorId);
}

/** Deletes a map and its versions; only its owner may (404 for anyone else). */
export async function deleteMap(actorId: string, id: string): Promise<void> {
  const client = await db();
  const { count } = await client.edenMap.deleteMany({ where: { id, ownerId: actorId } });
  if (count === 0) throw notFound();
}

/** The actor's own maps, most recently saved first. */
export async function listMyMaps(actorId: string): Promise<MapSummary[]> {
  const client = await db();
  const rows = await client.edenMap.findMany({
    where: { ownerId: actorId },
    include,
    omit: { map: true },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
    take: MAPS_PER_USER,
  });
  const origins = await readableOrigins(client, actorId, rows);
  return rows.map((r) => summary(r, origins));
}

export interface PublicMapPage {
  maps: MapSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** Public maps (never unlisted or private ones), newest first, filtered by name. */
export async function listPublicMaps(query: PublicMapsQuery): Promise<PublicMapPage> {
  const client = await db();
  const q = query.q?.trim();
  const where = { visibility: "public", ...(q ? { name: { contains: q } } : {}) };
  const [total, rows] = await Promise.all([
    client.edenMap.count({ where }),
    client.edenMap.findMany({
      where,
      include,
      omit: { map: true },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (query.page - 1) * PUBLIC_MAPS_PAGE_SIZE,
      take: PUBLIC_MAPS_PAGE_SIZE,
    }),
  ]);
  const origins = await readableOrigins(client, null, rows);
  return { maps: rows.map((r) => summary(r, origins)), page: query.page, pageSize: PUBLIC_MAPS_PAGE_SIZE, total };
}

/** A private copy of a map the actor may read, remembering its origin; copying someone else's bumps its copy count. */
export async function forkMap(actorId: string, id: string, input: { name?: string } = {}): Promise<MapView> {
  const fork = {
    prepare: (_client: unknown, source: MapRow) => mapOf(source.map),
    insert: (tx: Tx, source: MapRow, map: BfeMap) => insertMap(tx, actorId, input.name ?? source.name, "private", map, source.id),
  };
  const { copyId } = await copyDocument(mapDocument, fork, actorId, id);
  const client = await db();
  return view(client, await owned(mapDocument, client, actorId, copyId), actorId);
}

/** Every saved version of a map the actor may read, oldest first. */
export function listMapVersions(actorId: string | null, id: string): Promise<{ mapId: string; current: number; versions: MapVersionSummary[] }> {
  return listVersions(mapDocument, actorId, id);
}

/** One saved version: its name and map file, with that map's check. */
export async function getMapVersion(
  actorId: string | null,
  id: string,
  version: number,
): Promise<MapVersionSummary & MapCheck & { mapId: string; map: BfeMap }> {
  const { row, saved } = await readVersion(mapDocument, actorId, id, version);
  const map = mapOf(saved.map);
  return { mapId: row.id, version: saved.version, name: saved.name, createdAt: saved.createdAt.toISOString(), ...checkMap(map), map };
}

/** The map file (CONTRACTS §4) with a file name for it; `cli map` reads it. */
export async function exportMap(actorId: string | null, id: string): Promise<{ name: string; file: BfeMap }> {
  const client = await db();
  const row = await readable(mapDocument, client, actorId, id);
  return { name: row.name, file: mapOf(row.map) };
}
