/** Card text made printable, and greedy word wrapping of rich text. */
import type { FontKind } from "../fonts";
import { BLACK, type Color } from "./color";
import type { Measure } from "./ink";

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

/** A run of text in one style. Whitespace inside or at the ends of spans separates words. */
export interface Span {
  text: string;
  font?: FontKind;
  color?: Color;
}

export interface Piece {
  text: string;
  font: FontKind;
  color: Color;
  dx: number;
}

export interface Line {
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
export function wrap(
  spans: readonly Span[],
  size: number,
  maxWidth: number,
  m: Measure,
  opts: WrapOptions = {},
  defaultFont: FontKind = "regular",
  defaultColor: Color = BLACK,
): Line[] {
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
