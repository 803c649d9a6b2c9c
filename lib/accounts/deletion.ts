import "server-only";
import type { Tx } from "../db/client";
import { publicDecksChanged } from "../decks";
import { deleteModerationData } from "../moderation/privacy";
import { closeEventsOfDeletedAccount } from "../events/account-data";
import { closeTradesOfDeletedAccount } from "../trade/offers";

/**
 * What deleting an account removes, one step per area of data, all run inside the ONE
 * transaction of deleteAccount (lib/accounts/settings.ts) before the account row itself goes:
 * either every step and the account are gone, or nothing is. A feature that stores something
 * a player owns, or that others see of them, adds its step here (and its section to
 * EXPORT_SECTIONS in account-export.ts).
 *
 * Others' copies of the account's public decks and maps, and remixes of its sets, are theirs:
 * they stay. They keep the id of an origin that no longer exists, which every reader already
 * shows as an unknown origin (no name, no owner), so nothing of the deleted player remains on
 * them; and no row of another player is written (their decks keep their own saved dates).
 */
export interface DeletionStep {
  /** What the step removes (for readers and tests). */
  name: string;
  run(tx: Tx, ownerId: string): Promise<void>;
}

export const DELETION_STEPS: DeletionStep[] = [
  // Entries, versions, set pins and map links go with each deck (foreign keys ON DELETE CASCADE).
  {
    name: "decks",
    run: async (tx, ownerId) => {
      const { count } = await tx.deck.deleteMany({ where: { ownerId, visibility: "public" } });
      await tx.deck.deleteMany({ where: { ownerId } });
      if (count > 0) await publicDecksChanged(tx);
    },
  },
  // Versions and the links of anyone's decks to these maps go with each map.
  { name: "maps", run: (tx, ownerId) => tx.edenMap.deleteMany({ where: { ownerId } }).then(() => undefined) },
  // Cards, versions and art go with each set.
  { name: "sets", run: (tx, ownerId) => tx.playerSet.deleteMany({ where: { ownerId } }).then(() => undefined) },
  { name: "collection", run: (tx, ownerId) => tx.collectionEntry.deleteMany({ where: { ownerId } }).then(() => undefined) },
  // Open offers sent or received are withdrawn, visibly to the other party; the offers stay for them (CONTRACTS §8).
  { name: "tradeOffers", run: (tx, ownerId) => closeTradesOfDeletedAccount(tx, ownerId).then(() => undefined) },
  // Its registrations are dropped (their lists cleared) and the events it organizes cancelled, visibly to the players.
  { name: "events", run: closeEventsOfDeletedAccount },
  // The reports it made, and the moderators' holds on its things (CONTRACTS §12).
  { name: "reports", run: deleteModerationData },
];
