import "server-only";
import type { Tx } from "../db/client";
import { execute, statements } from "../db/sql";
import { type Client, type DocumentKind, type SavedVersion, VERSION_SUMMARY } from "../documents";

/** A saved Battle for Eden map as a versioned document (lib/documents): its row with its owner's name, its kept versions. */

export const mapInclude = { owner: { select: { username: true } } };

export function findMap(client: Client | Tx, where: { id: string; ownerId?: string }) {
  return client.edenMap.findFirst({ where, include: mapInclude });
}

export type MapRow = NonNullable<Awaited<ReturnType<typeof findMap>>>;

/** A kept version: the map file JSON as saved. */
export type MapVersionRow = SavedVersion & { map: string };

export const mapDocument: DocumentKind<MapRow, MapVersionRow, "mapId"> = {
  thing: "map",
  idKey: "mapId",
  find: findMap,
  versions: (client, mapId) => client.edenMapVersion.findMany({ where: { mapId }, orderBy: { version: "asc" }, select: VERSION_SUMMARY }),
  version: (client, mapId, version) => client.edenMapVersion.findUnique({ where: { mapId_version: { mapId, version } } }),
  // Raw update: counting a copy is not a save of the origin (its updatedAt stays).
  countCopy: (tx, id) => execute(tx, statements().bumpMapCopyCount(id)),
};
