import "server-only";
import { mayRead, notFound } from "../errors";
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
