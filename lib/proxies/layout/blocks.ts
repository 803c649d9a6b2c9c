/** Blocks of a card face (paragraphs, chips, rules, spacers), each laid out at a width and a scale. */
import type { FontKind } from "../fonts";
import { BLACK, type Color, LIGHT_GREY } from "./color";
import type { Ink, Measure } from "./ink";
import { ASCENT, ELLIPSIS, LEADING, MIN_FONT_PT } from "./metrics";
import { type Line, type Span, type WrapOptions, clean, wrap } from "./text";

/** A block laid out at a width: its height, how to draw it, and how to cut it shorter. */
export interface Laid {
  height: number;
  draw(ink: Ink, x: number, top: number): void;
  /** The block cut to at most `maxHeight` (ending in "…"), or null when nothing useful fits. */
  cut?(maxHeight: number, m: Measure): Laid | null;
}

/** Lays a block out at `width`, its font sizes multiplied by `scale` (never below their minimum). */
export type Block = ((width: number, scale: number, m: Measure) => Laid) & { optional?: boolean };

/** Marks a block (lore, flavour) as the first to leave out when a card is too full. */
export function optional(block: Block): Block {
  const b: Block = (width, scale, m) => block(width, scale, m);
  b.optional = true;
  return b;
}

export interface TextStyle {
  size: number;
  /** Smallest size when shrinking (default {@link MIN_FONT_PT}). */
  min?: number;
  font?: FontKind;
  color?: Color;
  align?: "left" | "center" | "right";
  /** Lines at most (then "…"); default unlimited. */
  maxLines?: number;
}

export function scaled(size: number, scale: number, min = MIN_FONT_PT): number {
  return Math.max(Math.min(min, size), size * scale);
}

function laidLines(lines: Line[], size: number, width: number, align: TextStyle["align"], ellipsisFont: FontKind, ellipsisColor: Color): Laid {
  const lh = size * LEADING;
  const laid: Laid = {
    height: lines.length * lh,
    draw(ink, x, top) {
      lines.forEach((line, i) => {
        const baseline = top - i * lh - size * ASCENT;
        const shift = align === "center" ? (width - line.indent - line.width) / 2 : align === "right" ? width - line.indent - line.width : 0;
        for (const p of line.pieces) ink.text(p.text, x + line.indent + shift + p.dx, baseline, p.font, size, p.color);
      });
    },
    cut(maxHeight, m) {
      const keep = Math.floor(maxHeight / lh + 1e-9);
      if (keep <= 0) return null;
      if (keep >= lines.length) return laid;
      return laidLines(endWithEllipsis(lines.slice(0, keep), size, width, m, ellipsisFont, ellipsisColor), size, width, align, ellipsisFont, ellipsisColor);
    },
  };
  return laid;
}

/** The last line made to end in "…" within `width`, dropping trailing pieces or characters as needed. */
function endWithEllipsis(lines: Line[], size: number, width: number, m: Measure, font: FontKind, color: Color): Line[] {
  const out = lines.slice();
  const last = out[out.length - 1];
  const pieces = last.pieces.map((p) => ({ ...p }));
  const ell = m.width(ELLIPSIS, font, size);
  const avail = width - last.indent;
  while (pieces.length > 0) {
    const p = pieces[pieces.length - 1];
    const end = p.dx + m.width(p.text, p.font, size);
    if (end + ell <= avail) break;
    const chars = Array.from(p.text);
    while (chars.length > 0 && p.dx + m.width(chars.join(""), p.font, size) + ell > avail) chars.pop();
    const kept = chars.join("").trimEnd();
    if (kept === "") pieces.pop();
    else {
      p.text = kept;
      break;
    }
  }
  const lastPiece = pieces[pieces.length - 1];
  const x = lastPiece ? lastPiece.dx + m.width(lastPiece.text, lastPiece.font, size) : 0;
  pieces.push({ text: ELLIPSIS, font, color, dx: x });
  out[out.length - 1] = { pieces, indent: last.indent, width: x + ell };
  return out;
}

/** Wrapped rich text. */
export function paragraph(spans: string | readonly Span[], style: TextStyle, opts: WrapOptions = {}): Block {
  const runs: readonly Span[] = typeof spans === "string" ? [{ text: spans }] : spans;
  const font = style.font ?? "regular";
  const color = style.color ?? BLACK;
  return (width, scale, m) => {
    const size = scaled(style.size, scale, style.min);
    let lines = wrap(runs, size, width, m, { ...opts, hanging: (opts.hanging ?? 0) * (size / style.size) }, font, color);
    if (style.maxLines !== undefined && lines.length > style.maxLines) {
      lines = endWithEllipsis(lines.slice(0, Math.max(1, style.maxLines)), size, width, m, font, color);
    }
    return laidLines(lines, size, width, style.align, font, color);
  };
}

/** A thin horizontal line across the block's width. */
export function rule(color: Color = LIGHT_GREY, width = 0.5, pad = 1.5): Block {
  return (w) => ({
    height: pad * 2 + width,
    draw(ink, x, top) {
      const y = top - pad - width / 2;
      ink.line({ x1: x, y1: y, x2: x + w, y2: y }, color, width);
    },
  });
}

export interface Chip {
  text: string;
  fill?: Color;
  stroke?: Color;
  color?: Color;
  font?: FontKind;
}

/**
 * Small labelled boxes flowed left to right, wrapping to new rows: resource icons, tactics,
 * stats. An optional run-in label ("Provides") precedes them so they read in black and white.
 */
export function chips(items: readonly Chip[], style: { size: number; min?: number; label?: string; labelColor?: Color }): Block {
  return (width, scale, m) => {
    const size = scaled(style.size, scale, style.min);
    const padX = size * 0.45;
    const h = size * 1.45;
    const gap = size * 0.4;
    type Placed = { x: number; row: number; w: number; chip: Chip; text: string; size: number };
    const placed: Placed[] = [];
    let x = 0;
    let row = 0;
    let labelText = "";
    if (style.label) {
      labelText = m.ellipsize(style.label, "bold", size, width / 2);
      x = m.width(labelText, "bold", size) + gap;
    }
    for (const chip of items) {
      const font = chip.font ?? "bold";
      // A chip too wide for the line gets a smaller font first, then an ellipsis.
      const raw = clean(chip.text);
      const natural = m.width(raw, font, size);
      const chipSize = natural + 2 * padX <= width ? size : Math.max(Math.min(MIN_FONT_PT, size), (size * (width - 2 * padX)) / Math.max(natural, 1e-6));
      const text = m.ellipsize(raw, font, chipSize, width - 2 * padX);
      const w = m.width(text, font, chipSize) + 2 * padX;
      if (x > 0 && x + w > width + 1e-6 && !(row === 0 && placed.length === 0 && labelText === "")) {
        row++;
        x = labelText ? m.width(labelText, "bold", size) + gap : 0;
        if (x + w > width) x = 0;
      }
      placed.push({ x, row, w, chip, text, size: chipSize });
      x += w + gap;
    }
    const rows = items.length === 0 ? 1 : row + 1;
    const height = rows * h + (rows - 1) * gap;
    const laid: Laid = {
      height,
      draw(ink, left, top) {
        if (labelText) ink.text(labelText, left, top - (h - size) / 2 - size * 0.8, "bold", size, style.labelColor ?? BLACK);
        for (const p of placed) {
          const y = top - p.row * (h + gap) - h;
          ink.rect({ x: left + p.x, y, w: p.w, h }, { fill: p.chip.fill, stroke: p.chip.stroke ?? p.chip.fill, width: 0.6 });
          ink.text(p.text, left + p.x + padX, y + (h - p.size) / 2 + p.size * 0.2, p.chip.font ?? "bold", p.size, p.chip.color ?? BLACK);
        }
      },
      cut(maxHeight) {
        return maxHeight >= height ? laid : null;
      },
    };
    return laid;
  };
}
