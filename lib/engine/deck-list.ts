/**
 * The deck-list text format (CONTRACTS §2): `key: value` headers, `[section]` blocks,
 * card lines `N Name`, `Nx Name` or `N [code]`, `#` comments, repeated lines adding up.
 * Parsing is pure: it knows no catalog; `resolveList` (card-index.ts) turns names into cards.
 */

export const MAX_LIST_LINES = 5000;
export const MAX_QUANTITY = 9999;

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
  code: "LIST_SYNTAX" | "LIST_QUANTITY" | "LIST_TOO_LONG" | "UNKNOWN_CARD" | "UNKNOWN_SECTION" | "UNKNOWN_GAME" | "GAME_MISMATCH";
  message: string;
  line?: number;
  suggestions?: string[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ListError };

const HEADER = /^([A-Za-z][A-Za-z0-9_-]*)\s*:\s*(.*)$/;
const SECTION = /^\[\s*([A-Za-z][A-Za-z0-9 _-]*?)\s*\]$/;
const CARD = /^(\d+)[xX×]?\s+(.+)$/;
const CODE_REF = /^\[\s*([a-z0-9-]+)\s*\]$/;

/** Strips a `#` comment: at the line start, or after white space. */
function stripComment(line: string): string {
  const at = line.search(/(^|\s)#/);
  return (at === -1 ? line : line.slice(0, at)).trim();
}

export function parseDeckList(text: string): Result<ParsedList> {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (lines.length > MAX_LIST_LINES) {
    return fail("LIST_TOO_LONG", `The list has ${lines.length} lines; at most ${MAX_LIST_LINES} are read.`);
  }
  const headers: Record<string, string> = {};
  const headerLines: Record<string, number> = {};
  const entries: ListEntry[] = [];
  const sections: string[] = [];
  let section = "main";

  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = stripComment(lines[i]);
    if (line === "") continue;

    const card = CARD.exec(line);
    if (card) {
      const quantity = Number(card[1]);
      if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
        return fail("LIST_QUANTITY", `Line ${lineNo}: the quantity must be a whole number from 1 to ${MAX_QUANTITY}, not ${card[1]}.`, lineNo);
      }
      const rest = card[2].trim();
      const code = CODE_REF.exec(rest);
      const ref: CardRef = code ? { kind: "code", code: code[1] } : { kind: "name", name: rest };
      entries.push({ quantity, ref, section, line: lineNo });
      if (!sections.includes(section)) sections.push(section);
      continue;
    }
    const sec = SECTION.exec(line);
    if (sec) {
      section = sec[1].toLowerCase().replace(/\s+/g, "-");
      continue;
    }
    const header = HEADER.exec(line);
    if (header) {
      const key = header[1].toLowerCase();
      headers[key] = header[2].trim();
      headerLines[key] = lineNo;
      continue;
    }
    return fail(
      "LIST_SYNTAX",
      `Line ${lineNo}: "${truncate(line)}" is not a header (key: value), a [section] or a card line (N Name, Nx Name, N [code]).`,
      lineNo,
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
    const value = (headers[key] ?? "").replace(/[\r\n]+/g, " ").trim();
    if (value !== "") out.push(`${key}: ${value.includes("#") ? value.replace(/\s#/g, " ") : value}`);
  }
  const sectionsInList = [...new Set(lines.map((l) => l.section))];
  const sectionOrder = [...new Set([...(options.sectionOrder ?? ["main"]), ...sectionsInList])].filter((s) =>
    sectionsInList.includes(s),
  );
  const merged = mergeLines(lines);
  sectionOrder.forEach((section, index) => {
    if (out.length > 0) out.push("");
    if (!(index === 0 && section === "main")) out.push(`[${section}]`);
    for (const l of merged.filter((m) => m.section === section)) {
      const byName = options.nameResolvesTo ? options.nameResolvesTo(l.name, l.code) : false;
      out.push(byName && isSafeName(l.name) ? `${l.quantity} ${l.name}` : `${l.quantity} [${l.code}]  # ${l.name.replace(/[\r\n]/g, " ")}`);
    }
  });
  return out.join("\n") + "\n";
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

/** A name that reads back as itself: no comment marker, no leading bracket, no line breaks. */
function isSafeName(name: string): boolean {
  return name.trim() === name && !/(^|\s)#/.test(name) && !name.startsWith("[") && !/[\r\n]/.test(name) && name !== "";
}

function truncate(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

function fail<T>(code: ListError["code"], message: string, line?: number): Result<T> {
  return { ok: false, error: line === undefined ? { code, message } : { code, message, line } };
}
