import type { DesignCard, DesignedSet } from "./types";

/**
 * What changed between two versions of a set's cards, per card (by code): added, removed, or
 * changed with the fields that differ. Used by the merge view after a 409 and for the draft
 * offer. Cards without a code are keyed by their place in the list.
 */
export type CardChange =
  | { kind: "added"; code: string; card: DesignCard }
  | { kind: "removed"; code: string; card: DesignCard }
  | { kind: "changed"; code: string; fields: string[]; from: DesignCard; to: DesignCard };

const keyOf = (card: DesignCard, i: number) => (typeof card.code === "string" && card.code !== "" ? card.code : `#${i + 1}`);

/** Deep equality of JSON values (cards are JSON). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

export function cardsByCode(cards: readonly DesignCard[]): Map<string, DesignCard> {
  return new Map(cards.map((c, i) => [keyOf(c, i), c]));
}

/** The fields of `a` and `b` whose values differ, in a stable order. */
export function changedFields(a: DesignCard, b: DesignCard): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => !sameJson(a[k], b[k]));
}

/** The changes from `from` to `to`, in the order of `to` (then the removed ones). */
export function diffCards(from: readonly DesignCard[], to: readonly DesignCard[]): CardChange[] {
  const before = cardsByCode(from);
  const after = cardsByCode(to);
  const out: CardChange[] = [];
  for (const [code, card] of after) {
    const old = before.get(code);
    if (!old) out.push({ kind: "added", code, card });
    else {
      const fields = changedFields(old, card);
      if (fields.length > 0) out.push({ kind: "changed", code, fields, from: old, to: card });
    }
  }
  for (const [code, card] of before) if (!after.has(code)) out.push({ kind: "removed", code, card });
  return out;
}

/** One card both sides may have touched since the common base: the user picks mine or theirs. */
export interface Conflict {
  code: string;
  mine: DesignCard | undefined;
  theirs: DesignCard | undefined;
  /** Fields changed on my side / their side since the base (empty when the card was added or removed). */
  myFields: string[];
  theirFields: string[];
}

export type Choice = "mine" | "theirs";

/**
 * The cards that differ between mine and theirs, against the base both started from. A card
 * only I changed defaults to mine, one only they changed to theirs; both is a real conflict.
 */
export function conflicts(
  base: readonly DesignCard[],
  mine: readonly DesignCard[],
  theirs: readonly DesignCard[],
): { conflict: Conflict; suggested: Choice }[] {
  const b = cardsByCode(base);
  const m = cardsByCode(mine);
  const t = cardsByCode(theirs);
  const codes = [...new Set([...m.keys(), ...t.keys(), ...b.keys()])];
  const out: { conflict: Conflict; suggested: Choice }[] = [];
  for (const code of codes) {
    const mc = m.get(code);
    const tc = t.get(code);
    if (sameJson(mc, tc)) continue;
    const bc = b.get(code);
    const iChanged = !sameJson(bc, mc);
    const myFields = mc && bc ? changedFields(bc, mc) : [];
    const theirFields = tc && bc ? changedFields(bc, tc) : [];
    out.push({ conflict: { code, mine: mc, theirs: tc, myFields, theirFields }, suggested: iChanged ? "mine" : "theirs" });
  }
  return out;
}

/** Their set with each listed card taken from the chosen side: mine in my order, then theirs not in mine. */
export function mergeCards(mine: readonly DesignCard[], theirs: readonly DesignCard[], choices: Record<string, Choice>): DesignCard[] {
  const m = cardsByCode(mine);
  const t = cardsByCode(theirs);
  const pick = (code: string): DesignCard | undefined => ((choices[code] ?? "mine") === "mine" ? m.get(code) : t.get(code));
  const order = [...m.keys(), ...[...t.keys()].filter((k) => !m.has(k))];
  return order.flatMap((code) => {
    const card = pick(code);
    return card ? [card] : [];
  });
}

/** The set the user will save after merging: their version number and set fields, the chosen cards. */
export function mergedSet(mine: DesignedSet, theirs: DesignedSet, choices: Record<string, Choice>): DesignedSet {
  return { ...mine, version: theirs.version, cards: mergeCards(mine.cards, theirs.cards, choices) };
}
