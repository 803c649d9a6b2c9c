/**
 * The deck-list text format (CONTRACTS §2): `key: value` headers, `[section]` blocks,
 * card lines `N Name`, `Nx Name` or `N [code]`, `#` comments, repeated lines adding up.
 * Parsing is pure: it knows no catalog; `resolveList` (card-index.ts) turns names into cards.
 */

import { LIMITS } from "./limits";

// The limits the reader checks on every line, read once (docs/limits.md).
const MAX_COPIES_PER_LINE = LIMITS.copiesPerLine;
const MAX_COPIES_PER_LIST = LIMITS.copiesPerList;
const MAX_HEADER_VALUE_LENGTH = LIMITS.headerValueLength;
const MAX_LINE_LENGTH = LIMITS.lineLength;
const MAX_LIST_BYTES = LIMITS.listBytes;
const MAX_LIST_LINES = LIMITS.listLines;
const MAX_NAME_LENGTH = LIMITS.nameLength;

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
  /** What it says in the interface's languages (`saying`): a field, so a copy keeps it; never in the API's JSON (`listErrorJson`). */
  says?: ListErrorSays;
}

/** A list error as the API and the CLI write it (CONTRACTS §4): `{code, message, line?, suggestions?}`, nothing else. */
export type ListErrorJson = Omit<ListError, "says">;

export type Result<T> = { ok: true; value: T } | { ok: false; error: ListError };

/** What a list error says, as a message key and values (messages/<locale>/listProblems.json) for the builder. */
export interface ListErrorSays {
  key: string;
  values?: Record<string, string | number>;
}

/** Gives `error` its message key and values for the interface (docs/i18n.md) as its `says` field; returns it. */
export function saying<E extends ListError>(error: E, key: string, values?: Record<string, string | number>): E {
  error.says = values ? { key, values } : { key };
  return error;
}

/** The key and values `saying` gave an error, if any. */
export function listErrorSays(error: ListError): ListErrorSays | undefined {
  return error.says;
}

/** The one writer of a list error's JSON for the API and the CLI: the error without `says`, its other fields as they are. */
export function listErrorJson(error: ListError): ListErrorJson {
  const { says: _says, ...json } = error;
  return json;
}

/*
 * Every line is read by small scanners, each a single pass over the line: no regular
 * expression that could backtrack ever sees user text. The only ones that do (a code, a set
 * id) are anchored and read each character one way only: one pass.
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

/** A `[section]` line: the section's name as written, or undefined. */
function scanSection(line: string): string | undefined {
  if (line.length < 3 || line.charCodeAt(0) !== 91 || line.charCodeAt(line.length - 1) !== 93) return undefined;
  const inner = line.slice(1, -1).trim();
  return inner !== "" && isLetter(inner.charCodeAt(0)) && every(inner, 0, inner.length, isSectionChar) ? inner : undefined;
}

/** The `key: value` header line from `start` to `end` of the text, its key in lower case, or undefined. */
function scanHeader(text: string, start: number, end: number): { key: string; value: string } | undefined {
  if (start === end || !isLetter(text.charCodeAt(start))) return undefined;
  let i = start;
  let upper = false;
  for (let c = text.charCodeAt(i); i < end && isKeyChar(c); c = text.charCodeAt(++i)) upper ||= c >= 65 && c <= 90;
  const keyEnd = i;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (i === end || text.charCodeAt(i) !== 58) return undefined;
  // The key's characters are ASCII: in lower case already unless one is an upper-case letter.
  const key = upper ? text.slice(start, keyEnd).toLowerCase() : text.slice(start, keyEnd);
  i++;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return { key, value: text.slice(i, end) };
}

/**
 * The first limit the text reaches, reading it one character at a time (CR LF, CR or LF end a
 * line), as an error naming the line; undefined when it reaches none.
 */
function limitReached(text: string): Result<never> | undefined {
  let lines = 0;
  let start = 0;
  let bytes = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : -1;
    if (c === 10 || c === 13 || c === -1) {
      const lineNo = ++lines;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
      if (lines === MAX_LIST_LINES && start < text.length) {
        return fail("LIST_TOO_LONG", `Line ${lineNo + 1}: the list has more than ${MAX_LIST_LINES} lines; at most ${MAX_LIST_LINES} are read.`, lineNo + 1, [
          "tooManyLines",
          { max: MAX_LIST_LINES },
        ]);
      }
      continue;
    }
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? 4 : c >= 0xdc00 && c <= 0xdfff ? 0 : 3; // UTF-8; a surrogate pair is 4 bytes
    if (bytes > MAX_LIST_BYTES) {
      const lineNo = lines + 1;
      return fail("LIST_TOO_LONG", `Line ${lineNo}: the list is larger than ${MAX_LIST_BYTES} bytes; split it.`, lineNo, ["tooLarge", { max: MAX_LIST_BYTES }]);
    }
    if (i - start >= MAX_LINE_LENGTH) {
      const lineNo = lines + 1;
      return fail("LIST_LINE_TOO_LONG", `Line ${lineNo} has more than ${MAX_LINE_LENGTH} characters; a line may have at most ${MAX_LINE_LENGTH}.`, lineNo, [
        "lineTooLong",
        { max: MAX_LINE_LENGTH },
      ]);
    }
  }
  return undefined;
}

/** Where the line starting at `from` ends: its CR or LF, or the end of the text. */
function lineEnd(text: string, from: number, holdsCR: boolean): number {
  if (!holdsCR) {
    const lf = text.indexOf("\n", from);
    return lf === -1 ? text.length : lf;
  }
  let i = from;
  while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
  return i;
}

export function parseDeckList(input: string): Result<ParsedList> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  // The limits come first: a text over one is refused, naming the line, whatever its lines say.
  // A text that cannot reach the byte limit (at most 4 bytes a character are counted) is read
  // at once, its line count and line lengths checked as they come; a larger one is measured first.
  const large = text.length * 4 > MAX_LIST_BYTES;
  if (large) {
    const limit = limitReached(text);
    if (limit) return limit;
  }
  const read = readList(text);
  return read.ok || large ? read : (limitReached(text) ?? read);
}

/**
 * Reads every line in place: a line is a range of the text, and only what is kept (a card's
 * name, a header) becomes a string of its own. Each search moves forward only: linear time.
 */
function readList(text: string): Result<ParsedList> {
  const headers: Record<string, string> = {};
  const headerLines: Record<string, number> = {};
  const entries: ListEntry[] = [];
  const sections: string[] = [];
  let section = "main";
  // Whether `section` is in `sections` already.
  let listed = false;
  let copies = 0;
  let measured = false;
  const holdsCR = text.indexOf("\r") !== -1;
  // The next `#` not before the line being read (-1: none left): most lists hold no comment.
  let hash = text.indexOf("#");
  // Most lists hold no line separator at all: then no line needs looking at for one.
  const mayHoldSeparator = SEPARATORS.some(([ch]) => text.includes(ch));

  for (let from = 0, lineNo = 1; from <= text.length; lineNo++) {
    const to = lineEnd(text, from, holdsCR);
    const next = holdsCR && text.charCodeAt(to) === 13 && text.charCodeAt(to + 1) === 10 ? to + 2 : to + 1;
    // The whole text is measured once at most (linear time, whatever the lines say).
    if (!measured && ((lineNo > MAX_LIST_LINES && from < text.length) || to - from > MAX_LINE_LENGTH)) {
      measured = true;
      const limit = limitReached(text);
      if (limit) return limit;
    }
    // A `#` comment starts at the line start or after white space.
    let end = to;
    if (hash !== -1 && hash < from) hash = text.indexOf("#", from);
    while (hash !== -1 && hash < to) {
      if (hash === from || isSpace(text.charCodeAt(hash - 1))) {
        end = hash;
        break;
      }
      hash = text.indexOf("#", hash + 1);
    }
    let start = from;
    while (start < end && isSpace(text.charCodeAt(start))) start++;
    while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
    if (start === end) {
      from = next;
      continue;
    }
    const separator = mayHoldSeparator ? SEPARATORS.find(([ch]) => text.slice(start, end).includes(ch)) : undefined;
    if (separator) {
      return fail("LIST_SYNTAX", `Line ${lineNo} holds the Unicode character ${separator[1]}; end lines with an ordinary line break.`, lineNo, [
        "separator",
        { character: separator[1].slice(0, 6) },
      ]);
    }

    // A card line, `N Name`, `Nx Name` or `N [code]`: digits, maybe an x, white space, then the name.
    let digitsEnd = start;
    let quantity = 0;
    for (let c = text.charCodeAt(digitsEnd); digitsEnd < end && isDigit(c); c = text.charCodeAt(++digitsEnd)) quantity = quantity * 10 + (c - 48);
    // Where the name starts; `end` when the line is not a card line.
    let nameStart = end;
    if (digitsEnd > start) {
      let i = digitsEnd;
      const x = text.charCodeAt(i);
      if (x === 120 || x === 88 || x === 0xd7) i++; // x, X, ×
      if (i < end && isSpace(text.charCodeAt(i))) {
        while (i < end && isSpace(text.charCodeAt(i))) i++;
        nameStart = i;
      }
    }
    if (nameStart < end) {
      // More than 15 digits are not read as a number (they would not be exact).
      if (digitsEnd - start > 15 || !(quantity >= 1 && quantity <= MAX_COPIES_PER_LINE)) {
        const written = truncate(text.slice(start, digitsEnd));
        return fail("LIST_QUANTITY", `Line ${lineNo}: the quantity must be a whole number from 1 to ${MAX_COPIES_PER_LINE}, not ${written}.`, lineNo, [
          "quantity",
          { max: MAX_COPIES_PER_LINE, written },
        ]);
      }
      if (end - nameStart > MAX_NAME_LENGTH) {
        return fail(
          "LIST_NAME_TOO_LONG",
          `Line ${lineNo}: the card name has ${end - nameStart} characters; a name may have at most ${MAX_NAME_LENGTH}.`,
          lineNo,
          ["nameTooLong", { length: end - nameStart, max: MAX_NAME_LENGTH }],
        );
      }
      copies += quantity;
      if (copies > MAX_COPIES_PER_LIST) {
        return fail(
          "LIST_TOO_MANY_COPIES",
          `Line ${lineNo}: the list holds more than ${MAX_COPIES_PER_LIST} copies in all; a list may hold at most ${MAX_COPIES_PER_LIST}.`,
          lineNo,
          ["tooManyCopies", { max: MAX_COPIES_PER_LIST }],
        );
      }
      const rest = text.slice(nameStart, end);
      const code = text.charCodeAt(nameStart) === 91 ? readCodeRef(rest) : undefined;
      const ref: CardRef = code !== undefined ? { kind: "code", code } : { kind: "name", name: rest };
      entries.push({ quantity, ref, section, line: lineNo });
      if (!listed) {
        if (!sections.includes(section)) sections.push(section);
        listed = true;
      }
      from = next;
      continue;
    }
    const sec = text.charCodeAt(start) === 91 ? scanSection(text.slice(start, end)) : undefined;
    if (sec !== undefined) {
      section = sec.toLowerCase().replace(/ +/g, "-");
      listed = false;
      from = next;
      continue;
    }
    const header = scanHeader(text, start, end);
    if (header) {
      const key = header.key;
      if (header.value.length > MAX_HEADER_VALUE_LENGTH) {
        return fail(
          "LIST_HEADER_TOO_LONG",
          `Line ${lineNo}: the ${key}: header has ${header.value.length} characters; a header's value may have at most ${MAX_HEADER_VALUE_LENGTH}.`,
          lineNo,
          ["headerTooLong", { header: key, length: header.value.length, max: MAX_HEADER_VALUE_LENGTH }],
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
      from = next;
      continue;
    }
    const line = text.slice(start, end);
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
      const card = byName && isSafeName(l.name) ? l.name : `[${l.code}]  # ${l.name.replace(LINE_BREAKS, " ").slice(0, MAX_NAME_LENGTH)}`;
      // A line gives at most MAX_COPIES_PER_LINE copies; more are written over several lines, which add up.
      for (let left = l.quantity; left > 0; left -= MAX_COPIES_PER_LINE) out.push(`${Math.min(left, MAX_COPIES_PER_LINE)} ${card}`);
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
    name.length <= MAX_NAME_LENGTH &&
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
