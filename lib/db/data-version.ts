import "server-only";
import { db, type Tx } from "./client";

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
