import "server-only";
import type { Tx } from "../db/client";
import { bumpDataVersion, readDataVersion } from "../db/data-version";

/** The database version of the public deck listing's totals (lib/db/data-version.ts). */
const PUBLIC_DECKS = "public-decks";

/** The public listing's version now: a total counted after reading it is kept under it (lib/decks/public.ts). */
export function publicDecksVersion(): Promise<number> {
  return readDataVersion(PUBLIC_DECKS);
}

/**
 * Bumps the public listing's version, in the transaction of a change that can move its totals:
 * a public deck made, renamed or deleted, a deck made public or no longer public, an account's
 * decks deleted with it.
 */
export async function publicDecksChanged(tx: Tx): Promise<void> {
  await bumpDataVersion(tx, PUBLIC_DECKS);
}
