/**
 * Card art as uploaded → as stored: the bytes must be the PNG, JPEG or WebP image the request
 * says they are, within the size limits; they are decoded and re-encoded by sharp, turned
 * upright, shrunk to at most ART_STORED_SIDE, with every metadata block (EXIF, XMP, ICC, text)
 * left out. Images with transparency are stored as PNG, others as JPEG: the two formats a PDF
 * embeds as they are, and every browser shows.
 */
import sharp, { type Metadata } from "sharp";
import { DomainError } from "../errors";
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

const invalid = (code: string, message: string) => new DomainError("invalid", code, message);

export function isArtUploadType(value: string): value is ArtUploadType {
  return (ART_UPLOAD_TYPES as readonly string[]).includes(value);
}

/** Re-encodes an upload for storage, or refuses it with a 400 (or 413) saying what is wrong. */
export async function reencodeArt(input: Uint8Array, declared: ArtUploadType): Promise<StoredArt> {
  if (input.byteLength === 0) throw invalid("ART_EMPTY", "The image is empty: send the PNG, JPEG or WebP file as the request body.");
  if (input.byteLength > MAX_ART_UPLOAD_BYTES) {
    throw new DomainError(
      "too-large",
      "ART_TOO_LARGE",
      `The image is ${input.byteLength} bytes; art may be at most ${MAX_ART_UPLOAD_BYTES} bytes (5 MB).`,
    ).saying("apiErrors.ART_TOO_LARGE", { megabytes: MAX_ART_UPLOAD_BYTES / 1024 / 1024 });
  }
  const limit = MAX_ART_INPUT_SIDE * MAX_ART_INPUT_SIDE;
  let meta: Metadata;
  try {
    // The header only: dimensions are known before a single pixel is decoded.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid("ART_UNREADABLE", `The file is not a ${NAME_OF[FORMAT_OF[declared]]} image (nor any image we read). Art must be a PNG, JPEG or WebP file.`);
  }
  const format = meta.format ?? "unknown";
  if (!Object.values(FORMAT_OF).includes(format)) {
    throw invalid("ART_BAD_FORMAT", `The file is ${NAME_OF[format] ?? format}, not PNG, JPEG or WebP: art must be one of those three.`);
  }
  if (format !== FORMAT_OF[declared]) {
    throw invalid("ART_TYPE_MISMATCH", `The file is a ${NAME_OF[format]} image but was sent as ${declared}: send it with Content-Type image/${format}.`);
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width > MAX_ART_INPUT_SIDE || height > MAX_ART_INPUT_SIDE) {
    throw invalid("ART_TOO_MANY_PIXELS", `The image is ${width} × ${height} px; art may be at most ${MAX_ART_INPUT_SIDE} × ${MAX_ART_INPUT_SIDE} px.`).saying(
      "apiErrors.ART_TOO_MANY_PIXELS",
      { width, height, max: MAX_ART_INPUT_SIDE },
    );
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
    throw invalid("ART_UNREADABLE", `The ${NAME_OF[format]} image is damaged or cut short and cannot be read.`);
  }
}
