/**
 * The decks feature's public entry: what other features use of it (.dependency-cruiser.cjs,
 * "features-through-public-entry"). Imports made before that rule still reach its files
 * directly (.dependency-cruiser-known-violations.json); new ones come through here.
 */
export { publicDecksChanged } from "./public-version";
export { type PreparedList, resolveStoredDeck } from "./stored-lists";
