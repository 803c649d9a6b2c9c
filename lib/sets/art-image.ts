/**
 * Card art as uploaded → as stored: the bytes must be the PNG, JPEG or WebP image the request
 * says they are, within the size limits; they are decoded and re-encoded by sharp, turned
 * upright, shrunk to at most ART_STORED_SIDE, with every metadata block (EXIF, XMP, ICC, text)
 * left out. Images with transparency are stored as PNG, others as JPEG: the two formats a PDF
 * embeds as they are, and every browser shows.
 */
import sharp, { type Metadata } from "sharp";
import { refusal } from "../errors";
import { ART_STORED_SIDE, ART_UPLOAD_TYPES, MAX_ART_INPUT_SIDE, MAX_ART_UPLOAD_BYTES } from "./art-limits";

export type ArtUploadType = (typeof ART_UPLOAD_TYPES)[number];
export type StoredArtType = "image/png" | "image/jpeg";

export interface StoredArt {
  mime: StoredArtType;
  bytes: Uint8Array;
  width: number;
  height: number;
}

const FORMAT_OF: Record<ArtUploadType, string> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" };
const NAME_OF: Record<string, string> = { png: "PNG", jpeg: "JPEG", webp: "WebP", gif: "GIF", svg: "SVG", tiff: "TIFF", heif: "HEIF/AVIF" };

export function isArtUploadType(value: string): value is ArtUploadType {
  return (ART_UPLOAD_TYPES as readonly string[]).includes(value);
}

/** Re-encodes an upload for storage, or refuses it with a 400 (or 413) saying what is wrong. */
export async function reencodeArt(input: Uint8Array, declared: ArtUploadType): Promise<StoredArt> {
  // The API's English says more than a page (the bytes, the format each was sent as); the page says the short apiErrors.<code>.
  if (input.byteLength === 0) throw refusal("invalid", "ART_EMPTY", undefined, { key: "apiErrors.ART_EMPTY_SEND" }).saying("apiErrors.ART_EMPTY");
  if (input.byteLength > MAX_ART_UPLOAD_BYTES) {
    throw refusal("too-large", "ART_TOO_LARGE", { bytes: input.byteLength, max: MAX_ART_UPLOAD_BYTES }, { key: "apiErrors.ART_TOO_LARGE_BYTES" }).saying(
      "apiErrors.ART_TOO_LARGE",
      { megabytes: MAX_ART_UPLOAD_BYTES / 1024 / 1024 },
    );
  }
  const limit = MAX_ART_INPUT_SIDE * MAX_ART_INPUT_SIDE;
  let meta: Metadata;
  try {
    // The header only: dimensions are known before a single pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refusal("invalid", "ART_UNREADABLE", { format: NAME_OF[FORMAT_OF[declared]] }, { key: "apiErrors.ART_NOT_AN_IMAGE" }).saying(
      "apiErrors.ART_UNREADABLE",
    );
  }
  const format = meta.format ?? "unknown";
  if (!Object.values(FORMAT_OF).includes(format)) {
    throw refusal("invalid", "ART_BAD_FORMAT", { format: NAME_OF[format] ?? format }, { key: "apiErrors.ART_FORMAT_IS" }).saying("apiErrors.ART_BAD_FORMAT");
  }
  if (format !== FORMAT_OF[declared]) {
    throw refusal("invalid", "ART_TYPE_MISMATCH", { format: NAME_OF[format], declared, ext: format }, { key: "apiErrors.ART_SENT_AS" }).saying(
      "apiErrors.ART_TYPE_MISMATCH",
    );
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > MAX_ART_INPUT_SIDE || height > MAX_ART_INPUT_SIDE) {
    // Sizes as the image states them ("8000 × 8000"), not grouped as counts are.
    throw refusal("invalid", "ART_TOO_MANY_PIXELS", { width: String(width), height: String(height), max: String(MAX_ART_INPUT_SIDE) });
  }
  try {
    const pipeline = sharp(input, { limitInputPixels: limit, failOn: "error" })
      .rotate()
      .resize({ width: ART_STORED_SIDE, height: ART_STORED_SIDE, fit: "inside", withoutEnlargement: true });
    const alpha = meta.hasAlpha === true;
    const { data, info } = await (alpha ? pipeline.png({ compressionLevel: 9 }) : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: 86 })).toBuffer({
      resolveWithObject: true,
    });
    return { mime: alpha ? "image/png" : "image/jpeg", bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    throw refusal("invalid", "ART_UNREADABLE", { format: NAME_OF[format] }, { key: "apiErrors.ART_DAMAGED" }).saying("apiErrors.ART_UNREADABLE");
  }
}
