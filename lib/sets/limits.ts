/**
 * Limits of player-made sets (CONTRACTS §6), each with a clear error where it is checked.
 * Catalog files (card-data/) have their own, looser limits in lib/catalog/catalog-file.ts.
 */

/** Cards in one player-made set. */
export const MAX_SET_CARDS = 1_000;
/** A card's name, and each of its translated names. */
export const MAX_SET_CARD_NAME = 120;
/** A card's `text` (and the other free-text fields: directive, lore, permanent …). */
export const MAX_SET_CARD_TEXT = 2_000;
/** A Gardener of Thoughts card's attributes text. */
export const MAX_SET_CARD_ATTRIBUTES = 4_000;
/** A set's name. */
export const MAX_SET_NAME = 120;
/** Player-made sets one user may keep. */
export const MAX_SETS_PER_USER = 100;
/** Saved versions kept per set: the newest ones; older ones are dropped on save. */
export const MAX_SET_VERSIONS = 100;
