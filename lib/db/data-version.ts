import "server-only";
import { db, type Tx } from "./client";
import { execute, statements } from "./sql";

/**
 * Versions the database holds (the DataVersion table, one row per name): a server that keeps
 * something read from the database keys it by the version it read first, and every change bumps
 * the version in its own transaction, so every server sees every change (docs/deploy.md, "Many
 * app servers"). Names in use: "catalog" (lib/catalog/version.ts) and "public-decks"
 * (lib/decks/public.ts).
 */

/** The version named `name` now (0 before its first bump): one primary-key read. */
export async function readDataVersion(name: string): Promise<number> {
  const client = await db();
  const row = await client.dataVersion.findUnique({ where: { name }, select: { version: true } });
  return row?.version ?? 0;
}

/** Bumps the version named `name` inside the transaction that makes the change it stands for; returns the new version. */
export async function bumpDataVersion(tx: Tx, name: string): Promise<number> {
  const row = await tx.dataVersion.upsert({
    where: { name },
    create: { name, version: 1 },
    update: { version: { increment: 1 } },
    select: { version: true },
  });
  return row.version;
}

/**
 * Takes the version row named `name` for the transaction that will change what it stands for,
 * before that transaction reads anything. On SQLite that is the database's write lock: a
 * transaction that reads first and writes later fails at its first write (SQLITE_BUSY, which no
 * busy timeout waits out) when another process has written meanwhile. On PostgreSQL it is the
 * row's lock. Either way such transactions run one after another across every process.
 */
export async function lockDataVersion(tx: Tx, name: string): Promise<void> {
  await execute(tx, statements().dataVersionLock(name));
}
