/**
 * What a card face draws on, and how it measures text. A face draws through {@link Ink}
 * (rectangles, lines, text runs, an image) and measures with {@link Measure}; the PDF sheet
 * draws with pdf-lib operators (lib/proxies/pdf-ink.ts) and the designer's live preview
 * collects the same calls as SVG shapes (lib/proxies/svg-ink.ts), so both show one layout.
 * Coordinates are PDF points with y upward.
 */
import type { FontKind } from "../fonts";
import type { Rect, Segment } from "../geometry";
import type { Color } from "./color";
import { ELLIPSIS } from "./metrics";

export interface RectStyle {
  fill?: Color;
  stroke?: Color;
  width?: number;
}

export interface Ink {
  rect(r: Rect, style: RectStyle): void;
  line(s: Segment, color?: Color, width?: number): void;
  /** One run of text with its baseline at `y`; the text holds no line breaks. */
  text(text: string, x: number, y: number, font: FontKind, size: number, color?: Color): void;
  /** The card's art (by the id the face context names), scaled to fit inside `r`, centred. */
  image(art: string, r: Rect): void;
}

/** A font's text widths: pdf-lib's embedded fonts and the preview's glyph table both answer this. */
export interface WidthSource {
  widthOfTextAtSize(text: string, size: number): number;
}

/**
 * Text widths, cached per process by source, font and string (the same DejaVu files in every
 * document, so widths never change). Word-by-word measuring keeps wrapping cheap.
 */
export class Measure {
  private static readonly cache = new Map<string, number>();
  private static readonly LIMIT = 200_000;

  /** `source` names where the widths come from ("pdf": the fonts' own shaping; "table": the glyph table). */
  constructor(
    private readonly fonts: Record<FontKind, WidthSource>,
    private readonly source = "pdf",
  ) {}

  width(text: string, font: FontKind, size: number): number {
    if (text === "") return 0;
    const key = `${this.source}\u0000${font}\u0000${text}`;
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
