/**
 * The drawing and layout helpers every card face shares: an {@link Ink} that draws on a
 * page, text measuring with a per-process width cache, rich-text wrapping, a few block
 * types (paragraphs, chips, rules, spacers) and shrink-to-fit: a stack of blocks is laid
 * out at decreasing scales until it fits its box, never below each block's minimum font
 * size (6 pt for body text); if it still does not fit, the last block that fits in part is
 * cut and ends in "…", and the blocks after it are left out. Nothing is drawn outside the box.
 */
import {
  type PDFPage,
  type PDFHexString,
  type PDFName,
  type Color as PdfColor,
  degrees,
  drawText as textOperators,
  rgb,
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
import type { FontKind, Fonts } from "./fonts";
import type { Rect, Segment } from "./geometry";

/** The smallest text on a card, in points: legible at true size. */
export const MIN_FONT_PT = 6;
/** Line height as a multiple of the font size; the baseline sits {@link ASCENT} below a line's top. */
const LEADING = 1.2;
const ASCENT = 0.93;
const ELLIPSIS = "…";

export interface Color {
  r: number;
  g: number;
  b: number;
}

/** `#rrggbb` (or `#rgb`) as a colour; anything else gives `fallback`. */
export function hex(value: string, fallback: Color = BLACK): Color {
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  const m = short ? [short[0], short[1] + short[1] + short[2] + short[2] + short[3] + short[3]] : /^#?([0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return fallback;
  const n = parseInt(m[1], 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

/** `color` mixed with white: 0 keeps it, 1 is white. */
export function tint(color: Color, amount: number): Color {
  const t = Math.min(1, Math.max(0, amount));
  return { r: color.r + (1 - color.r) * t, g: color.g + (1 - color.g) * t, b: color.b + (1 - color.b) * t };
}

export const BLACK: Color = { r: 0, g: 0, b: 0 };
export const WHITE: Color = { r: 1, g: 1, b: 1 };
export const GREY: Color = { r: 0.38, g: 0.38, b: 0.38 };
export const LIGHT_GREY: Color = { r: 0.75, g: 0.75, b: 0.75 };
export const BLUE: Color = hex("#1d4f9c");
export const RED: Color = hex("#b3261e");

const pdfColor = (c: Color): PdfColor => rgb(c.r, c.g, c.b);

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

/**
 * Card text made printable: NFC (so "Yûri" is one glyph per letter), Windows line ends and
 * tabs normalised, control characters and lone surrogates dropped.
 */
export function clean(value: string): string {
  return value
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/\t/g, "    ")
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]/g, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

// ---------------------------------------------------------------------------------------
// Rich text

/** A run of text in one style. Whitespace inside or at the ends of spans separates words. */
export interface Span {
  text: string;
  font?: FontKind;
  color?: Color;
}

interface Piece {
  text: string;
  font: FontKind;
  color: Color;
  dx: number;
}

interface Line {
  pieces: Piece[];
  indent: number;
  width: number;
}

type Word = { text: string; font: FontKind; color: Color }[];

/** Splits spans into hard lines of words; each hard line keeps its leading-space count. */
function tokenize(spans: readonly Span[], defaultFont: FontKind, defaultColor: Color): { lead: number; words: Word[] }[] {
  const lines: { lead: number; words: Word[] }[] = [{ lead: 0, words: [] }];
  let current: Word | null = null;
  let atLineStart = true;
  for (const span of spans) {
    const font = span.font ?? defaultFont;
    const color = span.color ?? defaultColor;
    for (const ch of clean(span.text)) {
      const line = lines[lines.length - 1];
      if (ch === "\n") {
        lines.push({ lead: 0, words: [] });
        current = null;
        atLineStart = true;
      } else if (/\s/u.test(ch)) {
        if (atLineStart) line.lead++;
        current = null;
      } else {
        atLineStart = false;
        if (!current) {
          current = [];
          line.words.push(current);
        }
        const last = current[current.length - 1];
        if (last && last.font === font && last.color === color) last.text += ch;
        else current.push({ text: ch, font, color });
      }
    }
  }
  return lines;
}

export interface WrapOptions {
  /** Keep each line's leading spaces as indentation (attributes text). */
  keepIndent?: boolean;
  /** Extra indent of wrapped continuation lines. */
  hanging?: number;
  /** Collapse runs of blank lines to one (default true). */
  collapseBlank?: boolean;
}

/** Greedy word wrap of rich text to `maxWidth` at `size`; words longer than a line are broken. */
export function wrap(spans: readonly Span[], size: number, maxWidth: number, m: Measure, opts: WrapOptions = {}, defaultFont: FontKind = "regular", defaultColor: Color = BLACK): Line[] {
  const out: Line[] = [];
  const space = m.width(" ", defaultFont, size);
  const hanging = opts.hanging ?? 0;
  for (const hard of tokenize(spans, defaultFont, defaultColor)) {
    if (hard.words.length === 0) {
      const prev = out[out.length - 1];
      if (opts.collapseBlank !== false && (out.length === 0 || (prev && prev.pieces.length === 0))) continue;
      out.push({ pieces: [], indent: 0, width: 0 });
      continue;
    }
    const baseIndent = opts.keepIndent ? Math.min(hard.lead * space, maxWidth / 2) : 0;
    let line: Line = { pieces: [], indent: baseIndent, width: 0 };
    const avail = () => Math.max(1, maxWidth - line.indent);
    const push = () => {
      out.push(line);
      line = { pieces: [], indent: Math.min(baseIndent + hanging, maxWidth / 2), width: 0 };
    };
    for (const word of hard.words) {
      const parts = word.map((p) => ({ ...p, w: m.width(p.text, p.font, size) }));
      const wordWidth = parts.reduce((a, p) => a + p.w, 0);
      const gap = line.pieces.length > 0 ? space : 0;
      if (line.width + gap + wordWidth <= avail()) {
        let dx = line.width + gap;
        parts.forEach((p, i) => {
          // Runs of one style share a piece (one text operation), spaces included.
          const prev = line.pieces[line.pieces.length - 1];
          if (prev && prev.font === p.font && prev.color === p.color) prev.text += (i === 0 && gap > 0 ? " " : "") + p.text;
          else line.pieces.push({ text: p.text, font: p.font, color: p.color, dx });
          dx += p.w;
        });
        line.width = dx;
        continue;
      }
      if (line.pieces.length > 0) push();
      // The word alone may be wider than a line: break it character by character.
      for (const p of parts) {
        let chunk = "";
        for (const ch of p.text) {
          const next = chunk + ch;
          if (line.width + m.width(next, p.font, size) > avail() && (chunk !== "" || line.pieces.length > 0)) {
            if (chunk !== "") line.pieces.push({ text: chunk, font: p.font, color: p.color, dx: line.width });
            line.width += m.width(chunk, p.font, size);
            push();
            chunk = ch;
          } else chunk = next;
        }
        if (chunk !== "") {
          line.pieces.push({ text: chunk, font: p.font, color: p.color, dx: line.width });
          line.width += m.width(chunk, p.font, size);
        }
      }
    }
    if (line.pieces.length > 0) out.push(line);
  }
  while (out.length > 0 && out[out.length - 1].pieces.length === 0) out.pop();
  return out;
}

// ---------------------------------------------------------------------------------------
// Blocks

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

/** Empty space. */
export function spacer(height: number): Block {
  return (_w, scale) => ({ height: height * Math.max(0.5, scale), draw() {} });
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

// ---------------------------------------------------------------------------------------
// Shrink to fit

export interface Fitted {
  laid: Laid[];
  gap: number;
  height: number;
  scale: number;
  /** True when even the smallest sizes did not fit and text was cut. */
  truncated: boolean;
}

const SCALES = [1.15, 1.08, 1, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58, 0.52, 0.46, 0.4];

/**
 * Lays `blocks` out in a `width` × `height` column at the largest scale that fits: up to
 * 1.15 × the base sizes when the card has room (easier to read), down to each block's minimum.
 */
export function fit(blocks: readonly Block[], width: number, height: number, m: Measure, gap = 2, maxScale = SCALES[0]): Fitted {
  let laid: Laid[] = [];
  let scale = 1;
  for (scale of SCALES) {
    if (scale > maxScale) continue;
    laid = blocks.map((b) => b(width, scale, m));
    const g = gap * scale;
    const total = laid.reduce((a, l) => a + l.height, 0) + g * Math.max(0, laid.length - 1);
    if (total <= height + 1e-6) return { laid, gap: g, height: total, scale, truncated: false };
  }
  // Still too tall at the smallest sizes: leave out optional blocks (lore) and try again,
  if (blocks.some((b) => b.optional) && blocks.some((b) => !b.optional)) {
    const kept = fit(blocks.filter((b) => !b.optional), width, height, m, gap, maxScale);
    return { ...kept, truncated: true };
  }
  // then keep what fits and cut the block that crosses the bottom.
  const g = gap * scale;
  const kept: Laid[] = [];
  let used = 0;
  for (const l of laid) {
    const start = kept.length === 0 ? 0 : used + g;
    if (start + l.height <= height + 1e-6) {
      kept.push(l);
      used = start + l.height;
      continue;
    }
    const part = l.cut?.(height - start, m) ?? null;
    if (part && part.height > 0) {
      kept.push(part);
      used = start + part.height;
    }
    break;
  }
  return { laid: kept, gap: g, height: used, scale, truncated: true };
}

/** Draws fitted blocks from `top` downward. */
export function drawFitted(ink: Ink, f: Fitted, x: number, top: number): void {
  let y = top;
  for (const l of f.laid) {
    l.draw(ink, x, y);
    y -= l.height + f.gap;
  }
}
