import "server-only";
import type { Tx } from "../db/client";
import { type Client, type DocumentKind, type SavedVersion, VERSION_SUMMARY } from "../documents";

/** A player-made set as a versioned document (lib/documents): its row with owner and cards, its kept versions (§1 files). */

const setInclude = {
  owner: { select: { username: true } },
  cards: { orderBy: { id: "asc" as const }, select: { data: true } },
};

function findSet(client: Client | Tx, where: { id: string; ownerId?: string }) {
  return client.playerSet.findFirst({ where, include: setInclude });
}

export type SetRow = NonNullable<Awaited<ReturnType<typeof findSet>>>;

/** A kept version: the set's §1 catalog file as saved. */
export type SetVersionRow = SavedVersion & { file: string };

export const setDocument: DocumentKind<SetRow, SetVersionRow, "setId"> = {
  thing: "set",
  idKey: "setId",
  find: findSet,
  versions: (client, setId) => client.playerSetVersion.findMany({ where: { setId }, orderBy: { version: "asc" }, select: VERSION_SUMMARY }),
  version: (client, setId, version) => client.playerSetVersion.findUnique({ where: { setId_version: { setId, version } } }),
};
