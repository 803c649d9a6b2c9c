/**
 * The deck-list text format (CONTRACTS §2): `key: value` headers, `[section]` blocks,
 * card lines `N Name`, `Nx Name` or `N [code]`, `#` comments, repeated lines adding up.
 * Parsing is pure: it knows no catalog; `resolveList` (card-index.ts) turns names into cards.
 */

import { LIMITS } from "./limits";

/**
 * A card line's reference: a name, or a code as written between brackets. A player-made
 * card's code is qualified by its set (CONTRACTS §6): `code` is then `<set-id>/<code>`.
 */
export type CardRef = { kind: "name"; name: string } | { kind: "code"; code: string };

export interface ListEntry {
  quantity: number;
  ref: CardRef;
  section: string;
  line: number;
}

export interface ParsedList {
  headers: Record<string, string>;
  /** The line each header was read from, for error messages. */
  headerLines: Record<string, number>;
  entries: ListEntry[];
  /** Sections in the order they first appear (`main` first when it has cards). */
  sections: string[];
}

export interface ListError {
  code:
    | "LIST_SYNTAX"
    | "LIST_QUANTITY"
    | "LIST_TOO_LONG"
    | "LIST_LINE_TOO_LONG"
    | "LIST_HEADER_TOO_LONG"
    | "LIST_NAME_TOO_LONG"
    | "LIST_TOO_MANY_COPIES"
    | "LIST_DUPLICATE_HEADER"
    | "UNKNOWN_CARD"
    | "AMBIGUOUS_CARD"
    | "SET_NOT_FOUND"
    | "UNKNOWN_SECTION"
    | "UNKNOWN_GAME"
    | "GAME_MISMATCH";
  message: string;
  line?: number;
  suggestions?: string[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ListError };

/** What a list error says, as a message key and values (messages/<locale>/listProblems.json) for the builder. */
export interface ListErrorSays {
  key: string;
  values?: Record<string, string | number>;
}

// Kept beside the error, not in it: the API's and CLI's error JSON stays exactly {code, message, line, suggestions}.
const saysOf = new WeakMap<ListError, ListErrorSays>();

/** Gives `error` its message key and values for the interface (docs/i18n.md); returns it. */
export function saying<E extends ListError>(error: E, key: string, values?: Record<string, string | number>): E {
  saysOf.set(error, values ? { key, values } : { key });
  return error;
}

/** The key and values `saying` gave an error, if any. */
export function listErrorSays(error: ListError): ListErrorSays | undefined {
  return saysOf.get(error);
}

/*
 * Every line is read by small scanners, each a single pass over the line: no regular
 * expression that could backtrack ever sees user text. The only ones that do (a code, a set
 * id, an `N [code]` line) are anchored and read each character one way only: one pass.
 */

/** JavaScript's `\s`: Unicode white space and the line terminators. */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `[A-Za-z0-9_-]`: a player-made set id's characters (URL-safe, CONTRACTS §6). */
const isSetIdChar = (c: number) => isLetter(c) || isDigit(c) || c === 45 || c === 95;
/** `[A-Za-z0-9 _-]`: a section name's characters after its first letter. */
const isSectionChar = (c: number) => isLetter(c) || isDigit(c) || c === 32 || c === 95 || c === 45;
/** `[A-Za-z0-9_-]`: a header key's characters after its first letter. */
const isKeyChar = isSetIdChar;

function every(s: string, from: number, to: number, test: (c: number) => boolean): boolean {
  for (let i = from; i < to; i++) if (!test(s.charCodeAt(i))) return false;
  return to > from;
}

/** Unicode line separators that are not line breaks of the format: refused with a clear message. */
const SEPARATORS = [
  ["\u0085", "U+0085 (next line)"],
  ["\u2028", "U+2028 (line separator)"],
  ["\u2029", "U+2029 (paragraph separator)"],
] as const;

/** `[a-z0-9-]`: a card code's characters (CONTRACTS §1); before a slash, `[A-Za-z0-9_-]`: a player-made set id's (CONTRACTS §6). */
const CODE = /^[a-z0-9-]+$/;
const SET_AND_CODE = /^[A-Za-z0-9_-]+\/[a-z0-9-]+$/;

/** The text of a `[code]` or `[set-id/code]` reference, or undefined when `text` is not one. */
export function readCodeRef(text: string): string | undefined {
  const t = text.trim();
  if (t.length < 3 || t.charCodeAt(0) !== 91 || t.charCodeAt(t.length - 1) !== 93) return undefined;
  const inner = t.slice(1, -1).trim();
  // A regular expression runs natively: a character loop in JavaScript costs several times more per character.
  return (inner.indexOf("/") === -1 ? CODE : SET_AND_CODE).test(inner) ? inner : undefined;
}

/** Strips a `#` comment: at the line start, or after white space. */
function stripComment(line: string): string {
  for (let i = line.indexOf("#"); i !== -1; i = line.indexOf("#", i + 1)) {
    if (i === 0 || isSpace(line.charCodeAt(i - 1))) return line.slice(0, i).trim();
  }
  return line.trim();
}

/** A card line `N Name`, `Nx Name`, `N [code]`: the digits and the rest, or undefined. */
function scanCardLine(line: string): { digits: string; rest: string } | undefined {
  let i = 0;
  while (i < line.length && isDigit(line.charCodeAt(i))) i++;
  if (i === 0) return undefined;
  let j = i;
  const x = line[j];
  if (x === "x" || x === "X" || x === "×") j++;
  if (j >= line.length || !isSpace(line.charCodeAt(j))) return undefined;
  const rest = line.slice(j).trim();
  return rest === "" ? undefined : { digits: line.slice(0, i), rest };
}

/**
 * The usual line of a list written by code, `N [code]` with one space, read by one regular
 * expression: what scanCardLine and readCodeRef read from it (no backtracking).
 */
const CODE_LINE = /^(\d{1,15}) \[([a-z0-9-]+)\]$/;

/** A card line: its digits, the rest and the code the rest names as `[code]` (undefined: a name). */
function readCardLine(line: string): { digits: string; rest: string; code: string | undefined } | undefined {
  // A line naming a card (`3 Boot Camp`) has no `[` after its digits: no need to try.
  const byCode = line.indexOf("[") !== -1 ? CODE_LINE.exec(line) : null;
  if (byCode) return { digits: byCode[1], rest: line.slice(byCode[1].length + 1), code: byCode[2] };
  const card = scanCardLine(line);
  return card && { digits: card.digits, rest: card.rest, code: readCodeRef(card.rest) };
}

/** A `[section]` line: the section's name as written, or undefined. */
function scanSection(line: string): string | undefined {
  if (line.length < 3 || line.charCodeAt(0) !== 91 || line.charCodeAt(line.length - 1) !== 93) return undefined;
  const inner = line.slice(1, -1).trim();
  return inner !== "" && isLetter(inner.charCodeAt(0)) && every(inner, 0, inner.length, isSectionChar) ? inner : undefined;
}

/** A `key: value` header line, or undefined. */
function scanHeader(line: string): { key: string; value: string } | undefined {
  if (line === "" || !isLetter(line.charCodeAt(0))) return undefined;
  let i = 1;
  while (i < line.length && isKeyChar(line.charCodeAt(i))) i++;
  const key = line.slice(0, i);
  while (i < line.length && isSpace(line.charCodeAt(i))) i++;
  if (line[i] !== ":") return undefined;
  return { key, value: line.slice(i + 1).trim() };
}

/**
 * Splits the text into lines (CR LF, CR or LF), refusing text over the size, line-count or
 * line-length limits as soon as it is reached (the error names the line).
 */
function splitLines(input: string): Result<string[]> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // A text that cannot reach the byte limit (at most 4 bytes a character are counted), split
  // into few enough short enough lines, is split natively: the same lines, no limit reached.
  if (text.length * 4 <= LIMITS.listBytes) {
    const split = text.indexOf("\r") === -1 ? text.split("\n") : text.split(/\r\n|\r|\n/);
    if (split.length <= LIMITS.listLines && longestLine(split) <= LIMITS.lineLength) return { ok: true, value: split };
  }
  return splitLinesWithLimits(text);
}

function longestLine(lines: readonly string[]): number {
  let longest = 0;
  for (const line of lines) if (line.length > longest) longest = line.length;
  return longest;
}

/** `splitLines` one character at a time, stopping at the first limit reached. */
function splitLinesWithLimits(text: string): Result<string[]> {
  const lines: string[] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c === 10 || c === 13 || c === -1) {
      const lineNo = lines.length + 1;
      lines.push(text.slice(start, i));
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
      if (lines.length === LIMITS.listLines && start < text.length) {
        return fail(
          "LIST_TOO_LONG",
          `Line ${lineNo + 1}: the list has more than ${LIMITS.listLines} lines; at most ${LIMITS.listLines} are read.`,
          lineNo + 1,
          ["tooManyLines", { max: LIMITS.listLines }],
        );
      }
      continue;
    }
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : c >= 0xdc00 && c <= 0xdfff ? 0 : 3; // UTF-8; a surrogate pair is 4 bytes
    if (bytes > LIMITS.listBytes) {
      const lineNo = lines.length + 1;
      return fail("LIST_TOO_LONG", `Line ${lineNo}: the list is larger than ${LIMITS.listBytes} bytes; split it.`, lineNo, [
        "tooLarge",
        { max: LIMITS.listBytes },
      ]);
    }
    if (i - start >= LIMITS.lineLength) {
      const lineNo = lines.length + 1;
      return fail("LIST_LINE_TOO_LONG", `Line ${lineNo} has more than ${LIMITS.lineLength} characters; a line may have at most ${LIMITS.lineLength}.`, lineNo, [
        "lineTooLong",
        { max: LIMITS.lineLength },
      ]);
    }
  }
  return { ok: true, value: lines };
}

export function parseDeckList(text: string): Result<ParsedList> {
  const split = splitLines(text);
  if (!split.ok) return split;
  const lines = split.value;
  const headers: Record<string, string> = {};
  const headerLines: Record<string, number> = {};
  const entries: ListEntry[] = [];
  const sections: string[] = [];
  let section = "main";
  let copies = 0;
  // Most lists hold no line separator at all: then no line needs looking at for one.
  const mayHoldSeparator = SEPARATORS.some(([ch]) => text.includes(ch));

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = stripComment(lines[i]);
    if (line === "") continue;
    const separator = mayHoldSeparator ? SEPARATORS.find(([ch]) => line.includes(ch)) : undefined;
    if (separator) {
      return fail("LIST_SYNTAX", `Line ${lineNo} holds the Unicode character ${separator[1]}; end lines with an ordinary line break.`, lineNo, [
        "separator",
        { character: separator[1].slice(0, 6) },
      ]);
    }

    const card = readCardLine(line);
    if (card) {
      const quantity = card.digits.length <= 15 ? Number(card.digits) : NaN;
      if (!(quantity >= 1 && quantity <= LIMITS.copiesPerLine)) {
        return fail(
          "LIST_QUANTITY",
          `Line ${lineNo}: the quantity must be a whole number from 1 to ${LIMITS.copiesPerLine}, not ${truncate(card.digits)}.`,
          lineNo,
          ["quantity", { max: LIMITS.copiesPerLine, written: truncate(card.digits) }],
        );
      }
      if (card.rest.length > LIMITS.nameLength) {
        return fail(
          "LIST_NAME_TOO_LONG",
          `Line ${lineNo}: the card name has ${card.rest.length} characters; a name may have at most ${LIMITS.nameLength}.`,
          lineNo,
          ["nameTooLong", { length: card.rest.length, max: LIMITS.nameLength }],
        );
      }
      copies += quantity;
      if (copies > LIMITS.copiesPerList) {
        return fail(
          "LIST_TOO_MANY_COPIES",
          `Line ${lineNo}: the list holds more than ${LIMITS.copiesPerList} copies in all; a list may hold at most ${LIMITS.copiesPerList}.`,
          lineNo,
          ["tooManyCopies", { max: LIMITS.copiesPerList }],
        );
      }
      const ref: CardRef = card.code !== undefined ? { kind: "code", code: card.code } : { kind: "name", name: card.rest };
      entries.push({ quantity, ref, section, line: lineNo });
      if (!sections.includes(section)) sections.push(section);
      continue;
    }
    const sec = scanSection(line);
    if (sec !== undefined) {
      section = sec.toLowerCase().replace(/ +/g, "-");
      continue;
    }
    const header = scanHeader(line);
    if (header) {
      const key = header.key.toLowerCase();
      if (header.value.length > LIMITS.headerValueLength) {
        return fail(
          "LIST_HEADER_TOO_LONG",
          `Line ${lineNo}: the ${key}: header has ${header.value.length} characters; a header's value may have at most ${LIMITS.headerValueLength}.`,
          lineNo,
          ["headerTooLong", { header: key, length: header.value.length, max: LIMITS.headerValueLength }],
        );
      }
      const earlier = headerLines[key];
      if (earlier !== undefined) {
        return fail("LIST_DUPLICATE_HEADER", `Line ${lineNo}: the ${key}: header is given twice (lines ${earlier} and ${lineNo}); keep one of them.`, lineNo, [
          "duplicateHeader",
          { header: key, first: earlier, second: lineNo },
        ]);
      }
      headers[key] = header.value;
      headerLines[key] = lineNo;
      continue;
    }
    return fail(
      "LIST_SYNTAX",
      `Line ${lineNo}: "${truncate(line)}" is not a header (key: value), a [section] or a card line (N Name, Nx Name, N [code]).`,
      lineNo,
      ["notALine", { text: truncate(line) }],
    );
  }
  return { ok: true, value: { headers, headerLines, entries, sections } };
}

export interface ListLine {
  quantity: number;
  code: string;
  name: string;
  section: string;
}

export interface SerializeOptions {
  /** Header order to write first; other headers follow in their own order. */
  headerOrder?: readonly string[];
  /** Section order; `main` is written without a `[main]` line when it comes first. */
  sectionOrder?: readonly string[];
  /** True when `name` reads back as this card; otherwise the line is written by code. */
  nameResolvesTo?: (name: string, code: string) => boolean;
}

/** Writes a deck list that `parseDeckList` reads back to the same headers and entries. */
export function serializeDeckList(headers: Record<string, string>, lines: ListLine[], options: SerializeOptions = {}): string {
  const out: string[] = [];
  const order = ["game", "name", ...(options.headerOrder ?? [])];
  const keys = [...new Set([...order.filter((k) => k in headers), ...Object.keys(headers)])];
  for (const key of keys) {
    const value = (headers[key] ?? "").replace(LINE_BREAKS, " ").trim();
    if (value !== "") out.push(`${key}: ${value.includes("#") ? value.replace(/\s#/g, " ") : value}`);
  }
  const sectionsInList = [...new Set(lines.map((l) => l.section))];
  const sectionOrder = [...new Set([...(options.sectionOrder ?? ["main"]), ...sectionsInList])].filter((s) => sectionsInList.includes(s));
  const merged = mergeLines(lines);
  sectionOrder.forEach((section, index) => {
    if (out.length > 0) out.push("");
    if (!(index === 0 && section === "main")) out.push(`[${section}]`);
    for (const l of merged.filter((m) => m.section === section)) {
      const byName = options.nameResolvesTo ? options.nameResolvesTo(l.name, l.code) : false;
      const card = byName && isSafeName(l.name) ? l.name : `[${l.code}]  # ${l.name.replace(LINE_BREAKS, " ").slice(0, LIMITS.nameLength)}`;
      // A line gives at most LIMITS.copiesPerLine copies; more are written over several lines, which add up.
      for (let left = l.quantity; left > 0; left -= LIMITS.copiesPerLine) out.push(`${Math.min(left, LIMITS.copiesPerLine)} ${card}`);
    }
  });
  return `${out.join("\n")}\n`;
}

function mergeLines(lines: ListLine[]): ListLine[] {
  const byKey = new Map<string, ListLine>();
  for (const l of lines) {
    const key = `${l.section}\u0000${l.code}`;
    const prev = byKey.get(key);
    if (prev) prev.quantity += l.quantity;
    else byKey.set(key, { ...l });
  }
  return [...byKey.values()];
}

/** Line breaks and the Unicode line separators, which a header value or a card name never keeps on export. */
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

/** A name that reads back as itself: no comment marker, no leading bracket, no line breaks, not too long. */
function isSafeName(name: string): boolean {
  return (
    name !== "" &&
    name.length <= LIMITS.nameLength &&
    name.trim() === name &&
    !/(^|\s)#/.test(name) &&
    !name.startsWith("[") &&
    !/[\r\n\u0085\u2028\u2029]/.test(name)
  );
}

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

function fail<T>(code: ListError["code"], message: string, line?: number, says?: [key: string, values?: Record<string, string | number>]): Result<T> {
  const error: ListError = line === undefined ? { code, message } : { code, message, line };
  return { ok: false, error: says ? saying(error, ...says) : error };
}
