/** The {@link Ink} of the PDF sheet: pdf-lib operators on one page, with the document's fonts and images. */
import {
  type PDFHexString,
  type PDFImage,
  type PDFName,
  type PDFPage,
  degrees,
  drawText as textOperators,
  fill,
  fillAndStroke,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  setLineWidth,
  setStrokingRgbColor,
  stroke,
} from "pdf-lib";
import type { FontKind, Fonts } from "./fonts";
import { type Rect, type Segment, containedIn } from "./geometry";
import { BLACK, type Color, type Ink, type RectStyle } from "./layout";

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
export class PdfInk implements Ink {
  private readonly fontKeys = new Map<FontKind, PDFName>();

  constructor(
    readonly page: PDFPage,
    readonly texts: TextCache,
    /** Card art embedded in the document, by the id faces name it with. */
    readonly images: ReadonlyMap<string, PDFImage> = new Map(),
  ) {}

  get fonts(): Fonts {
    return this.texts.fonts;
  }

  rect(r: Rect, style: RectStyle): void {
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

  text(text: string, x: number, y: number, font: FontKind, size: number, color: Color = BLACK): void {
    if (text === "") return;
    // One font resource per face per page (page.drawText would add one per call).
    let key = this.fontKeys.get(font);
    if (!key) {
      key = this.page.node.newFontDictionary(this.fonts[font].name, this.fonts[font].ref);
      this.fontKeys.set(font, key);
    }
    const encoded = this.texts.encode(text, font);
    this.page.pushOperators(
      ...textOperators(encoded, { x, y, size, font: key, color: rgb(color.r, color.g, color.b), rotate: NO_ANGLE, xSkew: NO_ANGLE, ySkew: NO_ANGLE }),
    );
  }

  image(art: string, r: Rect): void {
    const image = this.images.get(art);
    if (!image) return;
    this.page.drawImage(image, containedIn({ w: image.width, h: image.height }, r));
  }
}
