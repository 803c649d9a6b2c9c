import "server-only";
import { mayRead, notFound, type SavedThing, staleVersion } from "../errors";
import type { Client, DocumentKind, DocumentRow, SavedVersion } from "./kind";

// biome-ignore lint/suspicious/noExplicitAny: any version and key; these checks read only the row
type AnyKind<Row extends DocumentRow> = DocumentKind<Row, SavedVersion, any>;

/**
 * A document the actor may read: their own, or an unlisted or public one. Anything else, a
 * private one of someone else (a hidden one included), does not exist: 404, so nothing leaks.
 */
export async function readable<Row extends DocumentRow>(kind: AnyKind<Row>, client: Client, actorId: string | null, id: string): Promise<Row> {
  const row = await kind.find(client, { id });
  if (!row || !mayRead(row, actorId)) throw notFound(kind.thing);
  return row;
}

/** A document the actor owns (the owner is part of the query); 404 for anyone else, as for one that does not exist. */
export async function owned<Row extends DocumentRow>(kind: AnyKind<Row>, client: Client, actorId: string, id: string): Promise<Row> {
  const row = await kind.find(client, { id, ownerId: actorId });
  if (!row) throw notFound(kind.thing);
  return row;
}

/** The page's version guard: 409 STALE_VERSION naming the current version when `expected` (the version the page showed) is not it. */
export function refuseStale(kind: { thing: SavedThing }, row: DocumentRow, expected: number | undefined): void {
  if (expected !== undefined && expected !== row.version) throw staleVersion(kind.thing, row.version);
}

/** A document the actor owns (404 otherwise) at the version the page showed (409 otherwise): what a save starts from. */
export async function ownedAt<Row extends DocumentRow>(kind: AnyKind<Row>, client: Client, actorId: string, id: string, expected: number): Promise<Row> {
  const row = await owned(kind, client, actorId, id);
  refuseStale(kind, row, expected);
  return row;
}

/** After a save guarded by `{id, owner, version}` wrote nothing: 409 STALE_VERSION naming the current version, or 404 when the actor owns no such document. */
export async function refuseUnsaved<Row extends DocumentRow>(kind: AnyKind<Row>, tx: Client, actorId: string, id: string): Promise<never> {
  const now = await kind.find(tx, { id, ownerId: actorId });
  throw now ? staleVersion(kind.thing, now.version) : notFound(kind.thing);
}
