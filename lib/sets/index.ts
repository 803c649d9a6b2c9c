/**
 * The sets feature's public entry: what other features use of it (.dependency-cruiser.cjs,
 * "features-through-public-entry").
 */
export { artOfSet } from "./art";
export { MAX_ART_UPLOAD_BYTES } from "./art-limits";
export { type ArtUploadType, type StoredArt, reencodeArt } from "./art-image";
