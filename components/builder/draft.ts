import { serializeDeckList } from "@/lib/engine/deck-list";
import type { CardInfo, DraftLine } from "@/lib/decks/builder";

/**
 * The builder's draft as plain data, and the pure operations on it: +/−, counts, the list
 * text sent on save, what differs from another version. No React, no I/O (unit-tested).
 */

export type CardMap = Record<string, CardInfo>;

export interface Draft {
  name: string;
  visibility: "private" | "unlisted" | "public";
  headers: Record<string, string>;
  lines: DraftLine[];
}

/** Copies of a card in one section (or in all sections when none is given). */
export function countOf(lines: readonly DraftLine[], code: string, section?: string): number {
  return lines.filter((l) => l.code === code && (section === undefined || l.section === section)).reduce((n, l) => n + l.quantity, 0);
}

/** Adds (delta > 0) or removes (delta < 0) copies of a card in a section; a line at 0 goes away. */
export function changeCount(lines: readonly DraftLine[], code: string, section: string, delta: number): DraftLine[] {
  const at = lines.findIndex((l) => l.code === code && l.section === section);
  if (at === -1) return delta > 0 ? [...lines, { section, code, quantity: Math.min(delta, 9999) }] : [...lines];
  const quantity = Math.min(lines[at].quantity + delta, 9999);
  if (quantity <= 0) return lines.filter((_, i) => i !== at);
  return lines.map((l, i) => (i === at ? { ...l, quantity } : l));
}

/** Sets a header; an empty value removes it. */
export function withHeader(headers: Record<string, string>, key: string, value: string | null): Record<string, string> {
  const next = { ...headers };
  const v = value?.replace(/[\r\n]+/g, " ").trim() ?? "";
  if (v === "") delete next[key];
  else next[key] = v;
  return next;
}

/**
 * The list text a save sends: every header, then the card lines by name where the server
 * said the name reads back as the card, else by `[code]` (always unambiguous).
 */
export function draftText(
  game: string,
  draft: Pick<Draft, "headers" | "lines">,
  cards: CardMap,
  order: { headers?: readonly string[]; sections?: readonly string[] } = {},
): string {
  return serializeDeckList(
    { game, ...draft.headers },
    draft.lines.map((l) => ({ ...l, name: cards[l.code]?.name ?? l.code })),
    { headerOrder: order.headers, sectionOrder: order.sections, nameResolvesTo: (name, code) => cards[code]?.ref === name },
  );
}

/** A key that changes whenever anything a save would store changes (lines in any order). */
export function fingerprint(draft: Draft): string {
  const headers = Object.entries(draft.headers)
    .filter(([, v]) => v !== "")
    .sort(([a], [b]) => a.localeCompare(b));
  const lines = [...draft.lines]
    .sort((a, b) => a.section.localeCompare(b.section) || a.code.localeCompare(b.code))
    .map((l) => `${l.section}/${l.code}/${l.quantity}`);
  return JSON.stringify([draft.name.trim(), draft.visibility, headers, lines]);
}

export interface LineDifference {
  section: string;
  code: string;
  mine: number;
  theirs: number;
}

/** Card lines whose counts differ between my draft and another version (for the conflict panel). */
export function lineDifferences(mine: readonly DraftLine[], theirs: readonly DraftLine[]): LineDifference[] {
  const keys = new Map<string, { section: string; code: string }>();
  for (const l of [...mine, ...theirs]) keys.set(`${l.section}\u0000${l.code}`, { section: l.section, code: l.code });
  const out: LineDifference[] = [];
  for (const { section, code } of keys.values()) {
    const a = countOf(mine, code, section);
    const b = countOf(theirs, code, section);
    if (a !== b) out.push({ section, code, mine: a, theirs: b });
  }
  return out;
}

/** Header keys whose values differ between two header sets. */
export function headerDifferences(mine: Record<string, string>, theirs: Record<string, string>): { key: string; mine: string | null; theirs: string | null }[] {
  const keys = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  return keys.filter((k) => (mine[k] ?? "") !== (theirs[k] ?? "")).map((k) => ({ key: k, mine: mine[k] ?? null, theirs: theirs[k] ?? null }));
}

/** Replaces the card named on line `line` (1-based) by `replacement`, keeping its quantity and comment. */
export function replaceCardOnLine(text: string, line: number, replacement: string): string {
  const lines = text.split(/\r\n|\r|\n/);
  const i = line - 1;
  if (i < 0 || i >= lines.length) return text;
  const m = /^(\s*\d+\s*[xX×]?\s+)(.*?)(\s+#.*)?$/.exec(lines[i]);
  if (!m) return text;
  lines[i] = `${m[1]}${replacement}${m[3] ?? ""}`;
  return lines.join("\n");
}

/** A file name for a download: the deck name without characters file systems refuse. */
export function fileName(name: string, extension: string): string {
  const base =
    name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "deck";
  return `${base}.${extension}`;
}

/** The list text without its `name:` header (the deck name has its own field). */
export function withoutNameHeader(text: string): string {
  return text.replace(/^name:.*(\r?\n|$)/m, "");
}
