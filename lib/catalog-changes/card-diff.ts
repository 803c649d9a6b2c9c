/**
 * What changed between two lists of cards of one game (CONTRACTS §11): cards added, removed,
 * and changed with each changed field's value before and after. Pure: the catalog import
 * records it per catalog version (record.ts), and a deck's pinned player-made sets show their
 * changes through it too (lib/decks/set-pins.ts), so both read alike.
 *
 * Fields are the card's §1 fields; its per-language names are one field per language
 * (`names.pl`), so "the Polish name was fixed" reads as exactly that. A card moved to another
 * set of the game shows a `set` change.
 */

export type CardChangeKind = "added" | "removed" | "changed";

/** One field's value before and after (null where the card had no such field). */
export type FieldChange = [unknown, unknown];

/** One card's change, as GET /api/v1/catalog/:game/changes writes it. */
export interface CatalogCardChange {
  code: string;
  name: string;
  change: CardChangeKind;
  fields?: Record<string, FieldChange>;
}

/** A card as compared: its code, name, set and every other field of §1. */
export interface CardSnapshot {
  code: string;
  name: string;
  set?: string;
  [field: string]: unknown;
}

/** The same JSON for the same value, whatever the order of its keys (two files may write keys in any order). */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** A card's fields as compared: `names` spread into `names.<locale>`, `code` left out (it is the key). */
function flatFields(card: CardSnapshot): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(card)) {
    if (key === "code" || value === undefined) continue;
    if (key === "names" && value && typeof value === "object" && !Array.isArray(value)) {
      for (const [locale, name] of Object.entries(value as Record<string, unknown>)) if (name !== undefined) out.set(`names.${locale}`, name);
    } else out.set(key, value);
  }
  return out;
}

/** The fields that differ between two versions of one card, with their values before and after; null when none. */
export function fieldChanges(before: CardSnapshot, after: CardSnapshot): Record<string, FieldChange> | null {
  const a = flatFields(before);
  const b = flatFields(after);
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  const out: Record<string, FieldChange> = {};
  for (const key of keys) {
    const from = a.get(key) ?? null;
    const to = b.get(key) ?? null;
    if (canonicalJson(from) !== canonicalJson(to)) out[key] = [from, to];
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * Cards compared by code: `after` cards not in `before` are added, `before` cards not in
 * `after` removed, and cards in both with a field that differs changed. In code order.
 */
export function diffCards(before: readonly CardSnapshot[], after: readonly CardSnapshot[]): CatalogCardChange[] {
  const old = new Map(before.map((c) => [c.code, c]));
  const now = new Map(after.map((c) => [c.code, c]));
  const changes: CatalogCardChange[] = [];
  for (const card of after) {
    const prev = old.get(card.code);
    if (!prev) changes.push({ code: card.code, name: card.name, change: "added" });
    else {
      const fields = fieldChanges(prev, card);
      if (fields) changes.push({ code: card.code, name: card.name, change: "changed", fields });
    }
  }
  for (const card of before) if (!now.has(card.code)) changes.push({ code: card.code, name: card.name, change: "removed" });
  return changes.sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
}

/**
 * Successive changes of one card folded into what changed from the first state to the last
 * (a cost 2 → 3, then 3 → 4, reads 2 → 4); null when the card ends as it began (added then
 * removed, or changed back).
 */
export function foldChanges(first: CatalogCardChange, next: CatalogCardChange): CatalogCardChange | null {
  const name = next.name;
  if (first.change === "added") return next.change === "removed" ? null : { code: first.code, name, change: "added" };
  if (first.change === "removed") {
    // Withdrawn, then back: the card is in the catalog again (what it was before is not kept).
    return next.change === "removed" ? first : { code: first.code, name, change: "changed", fields: next.fields ?? {} };
  }
  if (next.change !== "changed") return { code: first.code, name, change: next.change };
  const fields: Record<string, FieldChange> = { ...(first.fields ?? {}) };
  for (const [key, [from, to]] of Object.entries(next.fields ?? {})) {
    const start = key in fields ? fields[key][0] : from;
    if (canonicalJson(start) === canonicalJson(to)) delete fields[key];
    else fields[key] = [start, to];
  }
  return Object.keys(fields).length > 0 ? { code: first.code, name, change: "changed", fields } : null;
}

/** Changes listed oldest first, folded per card (foldChanges); in code order. */
export function netChanges(changes: readonly CatalogCardChange[]): CatalogCardChange[] {
  const byCode = new Map<string, CatalogCardChange | null>();
  for (const c of changes) {
    const prev = byCode.get(c.code);
    byCode.set(c.code, prev ? foldChanges(prev, c) : c);
  }
  return [...byCode.values()].filter((c): c is CatalogCardChange => c !== null).sort((x, y) => (x.code < y.code ? -1 : x.code > y.code ? 1 : 0));
}
