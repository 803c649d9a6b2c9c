/**
 * The events feature's public entry: what other features use of it (.dependency-cruiser.cjs,
 * "features-through-public-entry").
 */
export { noEvent, notOrganizer } from "./service";
