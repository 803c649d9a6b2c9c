import "server-only";
import { db, type Tx } from "../db/client";
import { readable } from "./access";
import type { Client, DocumentKind, DocumentRow, SavedVersion } from "./kind";

/** How a kind copies a document: what it works out before the transaction, and the insert. */
export interface Copying<Row extends DocumentRow, Prepared> {
  /** Reads and checks outside the transaction (a read on another connection inside it would wait on its lock on SQLite). */
  prepare(client: Client, source: Row): Prepared | Promise<Prepared>;
  /** Inserts the copy, owned by the actor, checking the actor's quota first; returns its id. */
  insert(tx: Tx, source: Row, prepared: Prepared): Promise<string>;
}

/**
 * A copy ("copy to my decks", a map's fork, a set's remix) of a document the actor may read
 * (404 otherwise), remembering its origin. In the same transaction, copying someone else's
 * document counts one copy on it (the kind's `countCopy`); copying one's own does not.
 */
export async function copyDocument<Row extends DocumentRow, Prepared>(
  // biome-ignore lint/suspicious/noExplicitAny: any version and key; a copy reads the row
  kind: DocumentKind<Row, SavedVersion, any>,
  copying: Copying<Row, Prepared>,
  actorId: string,
  id: string,
): Promise<{ copyId: string; prepared: Prepared }> {
  const client = await db();
  const source = await readable(kind, client, actorId, id);
  const prepared = await copying.prepare(client, source);
  const copyId = await client.$transaction(async (tx) => {
    const copy = await copying.insert(tx, source, prepared);
    if (kind.countCopy && source.ownerId !== actorId) await kind.countCopy(tx, source.id);
    return copy;
  });
  return { copyId, prepared };
}
