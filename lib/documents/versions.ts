import "server-only";
import { db } from "../db/client";
import { refusal } from "../errors";
import { owned, readable, refuseStale } from "./access";
import { type Client, type Diffing, type DocumentKind, type DocumentRow, type Keyed, keyed, type SavedVersion, type VersionSummary } from "./kind";

/** A document's history: its kept versions, one of them, the changes between two, restoring one. */

/** One kept version; 404 NOT_FOUND (apiErrors.NO_VERSION) when there is none of that number. */
async function versionOf<Version extends SavedVersion>(
  // biome-ignore lint/suspicious/noExplicitAny: any row and key; this reads one version
  kind: DocumentKind<any, Version, string>,
  client: Client,
  id: string,
  version: number,
): Promise<Version> {
  const row = await kind.version(client, id, version);
  if (!row) throw refusal("not-found", "NOT_FOUND", { thing: kind.thing, version }, { key: "apiErrors.NO_VERSION" });
  return row;
}

/** Every kept version of a document the actor may read, oldest first, and the version it is at. */
export async function listVersions<Row extends DocumentRow, Key extends string>(
  kind: DocumentKind<Row, SavedVersion, Key>,
  actorId: string | null,
  id: string,
): Promise<Keyed<Key> & { current: number; versions: VersionSummary[] }> {
  const client = await db();
  const row = await readable(kind, client, actorId, id);
  const rows = await kind.versions(client, row.id);
  return {
    ...keyed(kind.idKey, row.id),
    current: row.version,
    versions: rows.map((r) => ({ version: r.version, name: r.name, createdAt: r.createdAt.toISOString() })),
  };
}

/** One kept version of a document the actor may read (and may see the content of), with the document's row. */
export async function readVersion<Row extends DocumentRow, Version extends SavedVersion>(
  kind: DocumentKind<Row, Version, string>,
  actorId: string | null,
  id: string,
  version: number,
): Promise<{ row: Row; saved: Version }> {
  const client = await db();
  const row = await readable(kind, client, actorId, id);
  await kind.contentVisible?.(row, actorId);
  return { row, saved: await versionOf(kind, client, row.id, version) };
}

/** The changes from one kept version to another, as the kind words them (`diff`). */
export async function diffVersions<Row extends DocumentRow, Version extends SavedVersion, Key extends string, Diff extends object>(
  kind: DocumentKind<Row, Version, Key> & Diffing<Row, Version, Diff>,
  actorId: string | null,
  id: string,
  from: number,
  to: number,
): Promise<Keyed<Key> & { from: number; to: number } & Diff> {
  const client = await db();
  const row = await readable(kind, client, actorId, id);
  await kind.contentVisible?.(row, actorId);
  const [a, b] = await Promise.all([versionOf(kind, client, row.id, from), versionOf(kind, client, row.id, to)]);
  return { ...keyed(kind.idKey, row.id), from, to, ...(await kind.diff(row, a, b, actorId)) };
}

/** How a kind restores a kept version: what of it is saved again, and the save. */
export interface Restoring<Row extends DocumentRow, Version extends SavedVersion, Content, Result> {
  /** What the save writes, read from the kept version (before the version guard, as a save reads its input first). */
  content(saved: Version): Content;
  /** A new save of `content` made on version `expected` (the save's own guard refuses a version moved since: 409). */
  save(actorId: string, row: Row, content: Content, expected: number): Promise<Result>;
}

/**
 * Restores a kept version: a new save whose content is that version's. Owner only (404 for
 * anyone else); `expected`, the version the page showed, guards against a stale page: 409
 * STALE_VERSION naming the current version, nothing written. Without it, the current version.
 */
export async function restoreVersion<Row extends DocumentRow, Version extends SavedVersion, Content, Result>(
  kind: DocumentKind<Row, Version, string>,
  restoring: Restoring<Row, Version, Content, Result>,
  actorId: string,
  id: string,
  version: number,
  expected?: number,
): Promise<Result> {
  const client = await db();
  const row = await owned(kind, client, actorId, id);
  const content = restoring.content(await versionOf(kind, client, row.id, version));
  refuseStale(kind, row, expected);
  return restoring.save(actorId, row, content, expected ?? row.version);
}
