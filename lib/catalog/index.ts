/**
 * The catalog feature's public entry: what other features use of it (.dependency-cruiser.cjs,
 * "features-through-public-entry").
 */
export { gameCatalog } from "./game-catalog";
export { catalogVersion, currentCatalogVersion } from "./version";
