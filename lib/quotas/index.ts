/**
 * The quotas feature's public entry: what other features use of it (.dependency-cruiser.cjs,
 * "features-through-public-entry").
 */
export { hit, type ThrottleRule } from "./throttle";
export { DECKS_PER_USER } from "./quotas";
