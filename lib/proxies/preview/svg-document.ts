/**
 * A card's proxy face ({@link previewFace}) as one standalone SVG document: what
 * GET /api/v1/cards/:game/:code/face.svg serves and the catalog, decks and share pictures
 * show (docs/faces.md). Every text run keeps the PDF's place, size and width (`textLength`),
 * so the face reads the same whatever font the viewer has. Nothing in it can run: text is
 * escaped, numbers are numbers, colours are `#rrggbb`, and art is only a PNG or JPEG data URI.
 */
import type { FontKind } from "../fonts";
import type { PreviewFace } from "./draw";
import type { SvgShape } from "./svg-ink";

/** The fonts a viewer tries, the PDF's own first (an SVG shown as an image loads no web font). */
export const FACE_FONT_FAMILY = "'DejaVu Sans', 'Edenkeep Proxy DejaVu Sans', Verdana, sans-serif";

/** Text and attribute values with every character XML gives meaning to escaped (and controls dropped). */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** A coordinate to 3 decimals (a thousandth of a point), without trailing zeros. */
export function n(value: number): string {
  if (!Number.isFinite(value)) return "0";
  return String(Math.round(value * 1000) / 1000);
}

const COLOR = /^#[0-9a-f]{6}$/i;
const ART = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

function color(value: string | undefined): string {
  return value && COLOR.test(value) ? value : "none";
}

/** Draws a text run some other way (glyph outlines for a raster, lib/proxies/outline.ts); default: an SVG `<text>`. */
export type TextDrawer = (run: { text: string; x: number; y: number; font: FontKind; size: number; fill: string; width: number }) => string;

export function textElement(run: Parameters<TextDrawer>[0]): string {
  const weight = run.font === "bold" ? ' font-weight="bold"' : "";
  const style = run.font === "italic" ? ' font-style="italic"' : "";
  return `<text x="${n(run.x)}" y="${n(run.y)}" font-size="${n(run.size)}"${weight}${style} fill="${color(run.fill)}" textLength="${n(run.width)}" lengthAdjust="spacingAndGlyphs">${escapeXml(run.text)}</text>`;
}

function shapeElement(shape: SvgShape, drawText: TextDrawer): string {
  switch (shape.kind) {
    case "rect": {
      const stroke = shape.stroke ? ` stroke="${color(shape.stroke)}" stroke-width="${n(shape.strokeWidth ?? 0.5)}"` : "";
      return `<rect x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.w)}" height="${n(shape.h)}" fill="${color(shape.fill)}"${stroke}/>`;
    }
    case "line":
      return `<line x1="${n(shape.x1)}" y1="${n(shape.y1)}" x2="${n(shape.x2)}" y2="${n(shape.y2)}" stroke="${color(shape.stroke)}" stroke-width="${n(shape.strokeWidth)}"/>`;
    case "image":
      // Only the art a face was given as a data URI; anything else (a URL) would not load inside an image anyway.
      return ART.test(shape.art)
        ? `<image href="${shape.art}" x="${n(shape.x)}" y="${n(shape.y)}" width="${n(shape.w)}" height="${n(shape.h)}" preserveAspectRatio="xMidYMid meet"/>`
        : "";
    case "text":
      return shape.text === "" ? "" : drawText(shape);
  }
}

/** The shapes of a face as SVG elements (for a document of its own, or nested in a larger picture). */
export function faceElements(face: PreviewFace, drawText: TextDrawer = textElement): string {
  return face.shapes.map((s) => shapeElement(s, drawText)).join("");
}

/** The face as a standalone SVG document, sized in points, titled with the card's name. */
export function faceSvgDocument(face: PreviewFace, options: { title?: string; lang?: string } = {}): string {
  const title = escapeXml(options.title ?? face.name);
  const lang = options.lang && /^[a-z]{2}$/.test(options.lang) ? ` xml:lang="${options.lang}"` : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(face.width)} ${n(face.height)}" width="${n(face.width)}pt" height="${n(face.height)}pt" role="img"${lang}>` +
    `<title>${title}</title>` +
    `<g font-family="${escapeXml(FACE_FONT_FAMILY)}" xml:space="preserve">${faceElements(face)}</g></svg>`
  );
}
