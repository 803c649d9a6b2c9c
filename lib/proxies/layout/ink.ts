/** Drawing on a page and measuring text with the document's fonts. */
import {
  type PDFPage,
  type PDFHexString,
  type PDFName,
  degrees,
  drawText as textOperators,
  pushGraphicsState,
  popGraphicsState,
  rectangle,
  moveTo,
  lineTo,
  stroke,
  fill,
  fillAndStroke,
  setLineWidth,
  setFillingRgbColor,
  setStrokingRgbColor,
} from "pdf-lib";
import type { FontKind, Fonts } from "../fonts";
import type { Rect, Segment } from "../geometry";
import { BLACK, type Color, pdfColor } from "./color";
import { ELLIPSIS } from "./metrics";

/**
 * Encoded text per document: a deck repeats the same strings (copies, labels, footers), and
 * shaping a string with fontkit is the costliest step of drawing it. A subset font gives a
 * glyph the same id for the document's life, so an encoding can be reused within it.
 */
export class TextCache {
  private readonly encoded = new Map<string, PDFHexString>();

  constructor(readonly fonts: Fonts) {}

  encode(text: string, font: FontKind): PDFHexString {
    const key = `${font}\u0000${text}`;
    let hexText = this.encoded.get(key);
    if (!hexText) {
      hexText = this.fonts[font].encodeText(text);
      this.encoded.set(key, hexText);
    }
    return hexText;
  }
}

const NO_ANGLE = degrees(0);

/** Draws on one page with the document's fonts. Rectangles use the PDF `re` operator. */
export class Ink {
  private readonly fontKeys = new Map<FontKind, PDFName>();

  constructor(
    readonly page: PDFPage,
    readonly texts: TextCache,
  ) {}

  get fonts(): Fonts {
    return this.texts.fonts;
  }

  rect(r: Rect, style: { fill?: Color; stroke?: Color; width?: number }): void {
    const ops = [pushGraphicsState()];
    if (style.fill) ops.push(setFillingRgbColor(style.fill.r, style.fill.g, style.fill.b));
    if (style.stroke) ops.push(setStrokingRgbColor(style.stroke.r, style.stroke.g, style.stroke.b), setLineWidth(style.width ?? 0.5));
    ops.push(rectangle(r.x, r.y, r.w, r.h));
    ops.push(style.fill && style.stroke ? fillAndStroke() : style.fill ? fill() : stroke());
    ops.push(popGraphicsState());
    this.page.pushOperators(...ops);
  }

  line(s: Segment, color: Color = BLACK, width = 0.5): void {
    this.page.pushOperators(
      pushGraphicsState(),
      setStrokingRgbColor(color.r, color.g, color.b),
      setLineWidth(width),
      moveTo(s.x1, s.y1),
      lineTo(s.x2, s.y2),
      stroke(),
      popGraphicsState(),
    );
  }

  /** One run of text with its baseline at `y`; the text holds no line breaks. */
  text(text: string, x: number, y: number, font: FontKind, size: number, color: Color = BLACK): void {
    if (text === "") return;
    // One font resource per face per page (page.drawText would add one per call).
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(this.fonts[font].name, this.fonts[font].ref);
      this.fontKeys.set(font, key);
    }
    const encoded = this.texts.encode(text, font);
    this.page.pushOperators(...textOperators(encoded, { x, y, size, font: key, color: pdfColor(color), rotate: NO_ANGLE, xSkew: NO_ANGLE, ySkew: NO_ANGLE }));
  }
}

/**
 * Text widths, cached per process by font and string (the same DejaVu files in every
 * document, so widths never change). Word-by-word measuring keeps wrapping cheap.
 */
export class Measure {
  private static readonly cache = new Map<string, number>();
  private static readonly LIMIT = 200_000;

  constructor(private readonly fonts: Fonts) {}

  width(text: string, font: FontKind, size: number): number {
    if (text === "") return 0;
    const key = `${font}\u0000${text}`;
    let unit = Measure.cache.get(key);
    if (unit === undefined) {
      unit = this.fonts[font].widthOfTextAtSize(text, 1000) / 1000;
      if (Measure.cache.size >= Measure.LIMIT) Measure.cache.clear();
      Measure.cache.set(key, unit);
    }
    return unit * size;
  }

  /** `text` cut so it fits `maxWidth`, ending in "…" when cut. */
  ellipsize(text: string, font: FontKind, size: number, maxWidth: number): string {
    if (this.width(text, font, size) <= maxWidth) return text;
    const chars = Array.from(text);
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (this.width(chars.slice(0, mid).join("").trimEnd() + ELLIPSIS, font, size) <= maxWidth) lo = mid;
      else hi = mid - 1;
    }
    return lo === 0 ? "" : chars.slice(0, lo).join("").trimEnd() + ELLIPSIS;
  }
}
