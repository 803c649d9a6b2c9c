/** Limits of card art (docs/proxies.md), each with a clear error where it is checked (lib/sets/art*.ts). */

/** An uploaded image, as sent. */
export const MAX_ART_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Width and height of an uploaded image, each; larger headers are refused before decoding (decompression bombs). */
export const MAX_ART_INPUT_SIDE = 4_000;
/** The longest side of the stored image: 1500 px prints a gold card (125 mm wide) at 300 dpi. */
export const ART_STORED_SIDE = 1_500;
/** Stored art one user may keep, all their sets together. */
export const ART_BYTES_PER_USER = 50 * 1024 * 1024;
/** The media types an upload may declare. */
export const ART_UPLOAD_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
