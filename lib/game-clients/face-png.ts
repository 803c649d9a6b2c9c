/**
 * Card faces as PNG (CONTRACTS §10 "Pictures"; docs/play-online.md): the very face of
 * face.svg (lib/proxies/card-faces.ts), with every word drawn as glyph outlines of the PDF's
 * font (lib/proxies/outline.ts) so no system font is needed, rasterized by sharp at the width
 * asked for (default 745 px, at most 1500; the card's own proportions). The ETag is the face's
 * content hash with the width and this drawing's version: a reader that has it gets 304
 * without drawing. Drawing takes a render slot (render-slots.ts).
 */
import sharp from "sharp";
import { Outliner } from "../proxies";
import type { PreviewFace } from "../proxies/preview/draw";
import { faceElements, n } from "../proxies";
import { facePicture, type FaceSource } from "../proxies/card-faces";
import { GlyphDefs } from "./glyph-defs";
import { withRenderSlot } from "./render-slots";

export const DEFAULT_FACE_WIDTH = 745;
export const MAX_FACE_WIDTH = 1500;
export const MIN_FACE_WIDTH = 50;

/** Bump when the raster's drawing changes. */
const PNG_VERSION = "1";

/** The fonts parsed once per process: a pure function of the bundled font files. */
let outliner: Outliner | undefined;
export function glyphs(): Outliner {
  outliner ??= new Outliner();
  return outliner;
}

/** Sheets and faces compress fast: the bytes matter less than the server's time. */
export const PNG_COMPRESSION = 2;

/** The pixel height of a face drawn `width` px wide. */
export function faceHeight(face: { width: number; height: number }, width: number): number {
  return Math.round((width * face.height) / face.width);
}

/** The face's shapes as SVG elements in its own units (points), words as outlines (in `defs`), on white. */
export function faceOutlines(face: PreviewFace, defs: GlyphDefs): string {
  return `<rect width="${n(face.width)}" height="${n(face.height)}" fill="#ffffff"/>${faceElements(face, (run) => defs.path(run))}`;
}

/** Rasterizes one face `width` px wide (no render slot: callers take one). */
export async function rasterizeFace(face: PreviewFace, width: number): Promise<Uint8Array> {
  const height = faceHeight(face, width);
  const defs = new GlyphDefs();
  const body = faceOutlines(face, defs);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${n(face.width)} ${n(face.height)}">${defs.defs()}${body}</svg>`;
  const png = await sharp(Buffer.from(svg), { limitInputPixels: MAX_FACE_WIDTH * MAX_FACE_WIDTH * 2 })
    .png({ compressionLevel: PNG_COMPRESSION })
    .toBuffer();
  return new Uint8Array(png);
}

export interface FacePng {
  etag: string;
  png?: Uint8Array;
}

/** A face source as PNG, or only its ETag when `ifNoneMatch` has it. */
export async function facePng(source: FaceSource, width: number, ifNoneMatch?: string | null): Promise<FacePng> {
  const etag = `"${source.key}.${width}.${PNG_VERSION}"`;
  if (ifNoneMatch === etag) return { etag };
  const png = await withRenderSlot(async () => {
    const face = facePicture(source.game, source.card, source.extras, source.locale, await source.art());
    return rasterizeFace(face, width);
  });
  return { etag, png };
}
