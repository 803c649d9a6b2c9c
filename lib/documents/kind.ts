import "server-only";
import type { Db, Tx } from "../db/client";
import type { SavedThing } from "../errors";

/**
 * A versioned document (docs/development.md "lib/documents"): what a deck, a player-made set and
 * a Battle for Eden map each tell the shared code about themselves. The shared code does the
 * read and own checks, the versions (list, one, diff, restore) and the copies; the feature keeps
 * its own rows, views and JSON.
 */

export type Client = Db | Tx;

/** What every document row has: who owns it, who may see it, the version it is at. */
export interface DocumentRow {
  id: string;
  ownerId: string;
  /** private | unlisted | public; a moderator's hold makes it private (CONTRACTS §12). */
  visibility: string;
  version: number;
}

/** One kept save of a document. */
export interface SavedVersion {
  version: number;
  name: string;
  createdAt: Date;
}

/** A saved version as the API writes it in a history (oldest first). */
export interface VersionSummary {
  version: number;
  name: string;
  createdAt: string;
}

/** The select of a history's rows, for a version model's `findMany`. */
export const VERSION_SUMMARY = { version: true, name: true, createdAt: true } as const;

export interface DocumentKind<Row extends DocumentRow, Version extends SavedVersion, Key extends string> {
  /** What refusals name (apiErrors.NOT_FOUND, NO_VERSION, STALE_VERSION). */
  thing: SavedThing;
  /** The field that names the document in history answers (`deckId`, `setId`, `mapId`). */
  idKey: Key;
  /** The row of that id; with `ownerId`, only if that user owns it (part of the query, not a check afterwards). */
  find(client: Client, where: { id: string; ownerId?: string }): Promise<Row | null>;
  /** Its kept versions, oldest first (VERSION_SUMMARY's fields). */
  versions(client: Client, id: string): Promise<SavedVersion[]>;
  /** One kept version; null when there is none of that number (never saved, or no longer kept). */
  version(client: Client, id: string, version: number): Promise<Version | null>;
  /**
   * Refuses a reader who may see the document but not what its versions hold (a deck naming a
   * player-made set the reader may not see, CONTRACTS §6). Runs before one version or a diff is read.
   */
  contentVisible?(row: Row, actorId: string | null): Promise<void>;
  /** Counts one copy on the origin, inside the copy's transaction; a kind that keeps no count leaves it out. */
  countCopy?(tx: Tx, id: string): Promise<unknown>;
}

/** `{[idKey]: id}`: the first field of each history answer. */
export type Keyed<Key extends string> = { [K in Key]: string };

export function keyed<Key extends string>(idKey: Key, id: string): Keyed<Key> {
  return { [idKey]: id } as Keyed<Key>;
}

/** What a kind with a diff adds: the changes from one kept version to another, in the kind's words. */
export interface Diffing<Row extends DocumentRow, Version extends SavedVersion, Diff extends object> {
  diff(row: Row, from: Version, to: Version, actorId: string | null): Diff | Promise<Diff>;
}
