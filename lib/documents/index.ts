/**
 * Versioned documents (decks, player-made sets, maps): the read and own checks, the versions and
 * the copies, written once. A shared layer below the features: each feature gives it a small
 * `DocumentKind` and keeps its own functions, routes and JSON (docs/development.md).
 */
export { owned, ownedAt, readable, refuseUnsaved } from "./access";
export { type Copying, copyDocument } from "./copies";
export { type Client, type Diffing, type DocumentKind, type DocumentRow, type SavedVersion, VERSION_SUMMARY, type VersionSummary } from "./kind";
export { diffVersions, listVersions, readVersion, type Restoring, restoreVersion } from "./versions";
