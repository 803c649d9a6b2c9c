/**
 * The trade feature's public entry: what other features use of it (.dependency-cruiser.cjs,
 * "features-through-public-entry").
 */
export { isBlockedEitherWay } from "./binders";
export { closeTradesOfDeletedAccount } from "./offers";
