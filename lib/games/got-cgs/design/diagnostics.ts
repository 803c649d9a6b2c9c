/**
 * The findings of the engine's own attributes parser (attributes/index.ts) placed in the
 * text, for an editor that marks them as the player types: each finding gets a range of
 * the whole text (UTF-16 offsets, as editors count). A finding with a column covers the
 * token it is about; one about the whole line covers the line's text.
 */
import { gotCardSchema } from "../card";
import { parseAttributes, type AttrProblem } from "../attributes";

/** The most characters an attributes text may have: the catalog format's own limit (CONTRACTS §1, card.ts). */
export const ATTRIBUTES_MAX_LENGTH: number = gotCardSchema.shape.attributes.unwrap().maxLength ?? 20_000;

/** Findings placed in the text; past this many the rest are counted, not placed (an editor stays quick). */
export const MAX_DIAGNOSTICS = 200;

export interface AttributeDiagnostic {
  /** GOT_ATTR_* of the parser, or GOT_ATTR_TOO_LONG for a text beyond ATTRIBUTES_MAX_LENGTH. */
  code: AttrProblem["code"] | "GOT_ATTR_TOO_LONG";
  message: string;
  /** What it says in the reader's language (messages gotAttributes.json). */
  key: string;
  values?: Record<string, string | number>;
  /** 1-based line and column of the start. */
  line: number;
  column: number;
  /** Offsets in the whole text, `to` exclusive. */
  from: number;
  to: number;
}

export interface AttributeDiagnostics {
  diagnostics: AttributeDiagnostic[];
  /** Findings not placed because of MAX_DIAGNOSTICS. */
  more: number;
}

/** Start offset of every line, splitting as the parser does (`\n`, `\r\n` or `\r`); one pass. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 13 /* \r */) {
      if (text.charCodeAt(i + 1) === 10) i++;
      starts.push(i + 1);
    } else if (c === 10 /* \n */) starts.push(i + 1);
  }
  return starts;
}

/** The end of line `index` (0-based), without its line break. */
function lineEnd(text: string, starts: readonly number[], index: number): number {
  if (index + 1 >= starts.length) return text.length;
  const next = starts[index + 1];
  return text.charCodeAt(next - 1) === 10 && text.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
}

/**
 * Parses the text with the engine and places each finding; linear in the text's length.
 * A text beyond ATTRIBUTES_MAX_LENGTH is marked from there to its end, and only its lines
 * that start within the limit are parsed, so no text costs more than the longest card.
 */
export function attributeDiagnostics(text: string): AttributeDiagnostics {
  const source = typeof text === "string" ? text : "";
  const starts = lineStarts(source);
  const tooLong = source.length > ATTRIBUTES_MAX_LENGTH;
  const line = tooLong
    ? Math.max(
        0,
        starts.findLastIndex((s) => s <= ATTRIBUTES_MAX_LENGTH),
      )
    : 0;
  const parsed = tooLong ? source.slice(0, starts[line]) : source;
  // A text whose first line alone passes the limit has nothing to parse: the limit is its one finding.
  const problems = tooLong && parsed.trim() === "" ? [] : parseAttributes(parsed).problems;
  const diagnostics: AttributeDiagnostic[] = [];
  if (tooLong) {
    diagnostics.push({
      code: "GOT_ATTR_TOO_LONG",
      message: `the attributes text has ${source.length.toLocaleString("en")} characters; a card has at most ${ATTRIBUTES_MAX_LENGTH.toLocaleString("en")}`,
      key: "tooLong",
      values: { length: source.length, max: ATTRIBUTES_MAX_LENGTH },
      line: line + 1,
      column: ATTRIBUTES_MAX_LENGTH - starts[line] + 1,
      from: ATTRIBUTES_MAX_LENGTH,
      to: source.length,
    });
  }
  for (const p of problems) {
    if (diagnostics.length >= MAX_DIAGNOSTICS) break;
    diagnostics.push(place(source, starts, p));
  }
  return { diagnostics, more: problems.length + (tooLong ? 1 : 0) - diagnostics.length };
}

function place(text: string, starts: readonly number[], p: AttrProblem): AttributeDiagnostic {
  const index = Math.min(Math.max(p.line - 1, 0), starts.length - 1);
  const start = starts[index];
  const end = lineEnd(text, starts, index);
  let from: number;
  let to: number;
  if (p.column !== undefined) {
    from = Math.min(start + p.column - 1, end);
    to = Math.min(Math.max(start + (p.endColumn ?? p.column + 1) - 1, from), end);
  } else {
    // The whole line's text, without its indent and trailing blanks.
    from = start;
    while (from < end && isBlank(text.charCodeAt(from))) from++;
    to = end;
    while (to > from && isBlank(text.charCodeAt(to - 1))) to--;
  }
  return { code: p.code, message: p.message, key: p.key, ...(p.values ? { values: p.values } : {}), line: index + 1, column: from - start + 1, from, to };
}

const isBlank = (c: number) => c === 32 || c === 9 || c === 0xa0;
