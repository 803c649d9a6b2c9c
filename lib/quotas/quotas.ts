import "server-only";
import type { Tx } from "../db/client";
import { refusal } from "../errors";
import { MAX_PROXY_CARDS } from "../proxies";
import { hit, type ThrottleRule } from "./throttle";

/**
 * Per-user and per-address quotas, in one place (SECURITY.md lists them). A count quota
 * that is full answers 429 with a message saying what to do; a too-large thing answers 413.
 * Other features add their own constants and checks here.
 */

/** Decks (and warbands) one user keeps. */
export const DECKS_PER_USER = 500;
/** Saved versions kept per deck: a save beyond this deletes the oldest ones (history keeps the newest). */
export const VERSIONS_PER_DECK = 200;
/** Battle for Eden maps one user keeps (CONTRACTS §7), and the saved versions kept per map. */
export const MAPS_PER_USER = 200;
export const VERSIONS_PER_MAP = 200;
/** Cards one proxy sheet prints (lib/proxies/sheet.ts refuses more: 413). */
export const PROXY_CARDS_PER_SHEET = MAX_PROXY_CARDS;
/** Proxy sheets anyone not signed in may render from one address in an hour. */
export const ANONYMOUS_PROXY_SHEETS: ThrottleRule = { name: "proxies-anon", windowMs: 60 * 60_000, limit: 30 };

/** 429 TOO_MANY_DECKS when the user already keeps DECKS_PER_USER decks (inside the creating transaction). */
export async function checkDeckQuota(tx: Tx, ownerId: string): Promise<void> {
  const count = await tx.deck.count({ where: { ownerId } });
  if (count >= DECKS_PER_USER) {
    throw refusal("limit", "TOO_MANY_DECKS", { count, max: DECKS_PER_USER });
  }
}

/** Deletes a deck's versions older than the newest VERSIONS_PER_DECK, `current` being the newest. */
export async function pruneDeckVersions(tx: Tx, deckId: string, current: number): Promise<void> {
  await tx.deckVersion.deleteMany({ where: { deckId, version: { lte: current - VERSIONS_PER_DECK } } });
}

/** 429 TOO_MANY_MAPS when the user already keeps MAPS_PER_USER maps (inside the creating transaction). */
export async function checkMapQuota(tx: Tx, ownerId: string): Promise<void> {
  const count = await tx.edenMap.count({ where: { ownerId } });
  if (count >= MAPS_PER_USER) throw refusal("limit", "TOO_MANY_MAPS", { count, max: MAPS_PER_USER });
}

/** Deletes a map's versions older than the newest VERSIONS_PER_MAP, `current` being the newest. */
export async function pruneMapVersions(tx: Tx, mapId: string, current: number): Promise<void> {
  await tx.edenMapVersion.deleteMany({ where: { mapId, version: { lte: current - VERSIONS_PER_MAP } } });
}

/** 429 TOO_MANY_PROXY_SHEETS past ANONYMOUS_PROXY_SHEETS.limit sheets an hour from one address without a session. */
export async function checkAnonymousProxySheet(address: string): Promise<void> {
  const counted = await hit(ANONYMOUS_PROXY_SHEETS, address);
  if (!counted.limited) return;
  const minutes = Math.ceil(counted.retryAfterSeconds / 60);
  throw refusal("limit", "TOO_MANY_PROXY_SHEETS", { limit: ANONYMOUS_PROXY_SHEETS.limit, minutes }, { retryAfterSeconds: counted.retryAfterSeconds });
}
