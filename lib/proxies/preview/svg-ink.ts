/**
 * The {@link Ink} of the live preview: it keeps every call of a face as a shape in SVG
 * coordinates (y downward, the card's top-left corner at 0, 0) for a component to render.
 * Text runs carry the width the glyph table gives them, so a renderer can pin each run's
 * length (SVG `textLength`) to the PDF's, whatever font the browser ends up using.
 */
import type { FontKind } from "../fonts";
import type { Rect, Segment } from "../geometry";
import { BLACK, type Color, type Ink, type Measure, type RectStyle } from "../layout";

export type SvgShape =
  | { kind: "rect"; x: number; y: number; w: number; h: number; fill?: string; stroke?: string; strokeWidth?: number }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; stroke: string; strokeWidth: number }
  | { kind: "text"; text: string; x: number; y: number; font: FontKind; size: number; fill: string; width: number }
  | { kind: "image"; art: string; x: number; y: number; w: number; h: number };

/** `#rrggbb` of a face colour. */
export function cssColor(c: Color): string {
  const byte = (v: number) =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${byte(c.r)}${byte(c.g)}${byte(c.b)}`;
}

export class SvgInk implements Ink {
  readonly shapes: SvgShape[] = [];

  /** `box` is the drawn area in PDF points (the card, or the card with its bleed). */
  constructor(
    private readonly box: Rect,
    private readonly measure: Measure,
  ) {}

  private x(x: number): number {
    return x - this.box.x;
  }

  private y(y: number): number {
    return this.box.y + this.box.h - y;
  }

  rect(r: Rect, style: RectStyle): void {
    this.shapes.push({
      kind: "rect",
      x: this.x(r.x),
      y: this.y(r.y + r.h),
      w: r.w,
      h: r.h,
      fill: style.fill ? cssColor(style.fill) : undefined,
      stroke: style.stroke ? cssColor(style.stroke) : undefined,
      strokeWidth: style.stroke ? (style.width ?? 0.5) : undefined,
    });
  }

  line(s: Segment, color: Color = BLACK, width = 0.5): void {
    this.shapes.push({ kind: "line", x1: this.x(s.x1), y1: this.y(s.y1), x2: this.x(s.x2), y2: this.y(s.y2), stroke: cssColor(color), strokeWidth: width });
  }

  text(text: string, x: number, y: number, font: FontKind, size: number, color: Color = BLACK): void {
    if (text === "") return;
    this.shapes.push({ kind: "text", text, x: this.x(x), y: this.y(y), font, size, fill: cssColor(color), width: this.measure.width(text, font, size) });
  }

  image(art: string, r: Rect): void {
    this.shapes.push({ kind: "image", art, x: this.x(r.x), y: this.y(r.y + r.h), w: r.w, h: r.h });
  }
}
