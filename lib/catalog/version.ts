import "server-only";
import { databaseUrl, type Db, type Tx } from "../db/client";
import { bumpDataVersion, lockDataVersion, readDataVersion } from "../db/data-version";

/**
 * Versions are database facts (docs/deploy.md, "Many app servers"). What a server keeps in
 * memory from the database is keyed by a version the database holds, so every server sees a
 * change made by any other:
 *
 * - the catalog: the "catalog" row of DataVersion, bumped by every catalog import in the
 *   import's own transaction (bumpCatalogVersion), read here by one primary-key lookup at most
 *   once per VERSION_MEMO_MS per server (catalogVersion);
 * - player-made sets: their own `version` column, bumped by every save and read with the set on
 *   every use (lib/decks/deck-catalog.ts keys its built indexes by it).
 *
 * So a catalog import on one server is used by every other within VERSION_MEMO_MS, and so are
 * the parts of pages kept in Next's cache: their key holds the catalog version
 * (app/cards/[game]/[code]/card-sheet.tsx).
 */

/** How long a server trusts the catalog version it last read before reading it again. */
export const VERSION_MEMO_MS = 1_000;

const CATALOG = "catalog";

/** The last version read, per database (tests switch databases within one process). */
const lastRead = new Map<string, { at: number; version: Promise<number> }>();

/** The catalog's version: read from the database, or the one read less than VERSION_MEMO_MS ago. */
export function catalogVersion(): Promise<number> {
  const url = databaseUrl();
  const held = lastRead.get(url);
  if (held && Date.now() - held.at < VERSION_MEMO_MS) return held.version;
  const read = { at: Date.now(), version: readDataVersion(CATALOG) };
  lastRead.set(url, read);
  read.version.catch(() => {
    if (lastRead.get(url) === read) lastRead.delete(url);
  });
  return read.version;
}

/** Bumps the catalog's version inside the transaction that changes the catalog; returns the new version. */
export function bumpCatalogVersion(tx: Tx): Promise<number> {
  return bumpDataVersion(tx, CATALOG);
}

/**
 * Takes the catalog's version row before the import's transaction reads anything
 * (lockDataVersion): a server saving a deck or a second CLI import meanwhile then makes the
 * import wait, not fail, and imports from every process run one after another, each planned on
 * the catalog the one before it left.
 */
export function lockCatalogVersion(tx: Tx): Promise<void> {
  return lockDataVersion(tx, CATALOG);
}

/** The catalog's version as the database holds it now (inside a transaction: as that transaction sees it). */
export async function currentCatalogVersion(client: Tx | Db): Promise<number> {
  const row = await client.dataVersion.findUnique({ where: { name: CATALOG }, select: { version: true } });
  return row?.version ?? 0;
}

/** Forgets the versions read, so this server's next use reads them again (after its own change). */
export function forgetVersions(): void {
  lastRead.clear();
}
