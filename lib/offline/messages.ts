import { PRIVATE_PREFIX } from "./cache-names";

/** What the page tells the service worker (components/offline/offline-agent.tsx → lib/offline/service-worker.ts). */
export type OfflineMessage =
  /** Who is signed in (null: nobody), and pages to keep for use without network. */
  | { type: "hello"; userId: string | null; pages: readonly string[] }
  /** The player chose to reload into the new version: the waiting worker takes over. */
  | { type: "skip-waiting" }
  /** Which build the worker serves. */
  | { type: "version" };

/** The worker's answer (on the message's port). */
export type WorkerReply = { type: "ready"; build: string; kept: number };

/**
 * Where the worker keeps who is signed in, so it still knows after a restart. Inside the private
 * prefix, so signing out (which deletes every private cache) forgets it too; not a user's cache
 * (a user id cannot contain `~`).
 */
export const WHO_CACHE = `${PRIVATE_PREFIX}~current`;
export const WHO_KEY = "/__edenkeep/current-user";

/** The pages kept on first visit, beside the one open: the four catalogs and rules, and the player's lists. */
export function pagesToKeep(games: readonly string[], signedIn: boolean, deckIds: readonly string[] = []): string[] {
  // `/offline` is what the worker answers offline for an address never kept.
  const pages = ["/", "/offline", ...games.flatMap((g) => [`/cards/${g}`, `/rules/${g}`])];
  if (signedIn) pages.push("/decks", "/sets", "/collection", "/sync", ...deckIds.flatMap((id) => [`/decks/${id}`, `/decks/${id}/goldfish`]));
  return pages;
}
