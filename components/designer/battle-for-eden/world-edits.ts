import { freeCode, slugOf } from "../templates";
import type { DesignCard, DesignCivilization, DesignedSet } from "../types";

/**
 * The World designer's edits, each a pure recipe over the designed set (for `designer.update`).
 * Cards are found by their place in `set.cards`, which stays put while a name (and so a fresh
 * card's code) is typed. A "fresh" card or civilization is one not yet saved: its code follows
 * its name; a saved one keeps its code, since decks store set cards by code (CONTRACTS §6).
 */

/** Battle for Eden codes are at most 60 characters (lib/games/battle-for-eden/card.ts). */
const MAX_CODE = 60;

/** A code from a name, free among `taken`, within the game's length. */
export function codeFrom(name: string, taken: Iterable<string>, fallback: string): string {
  const sluggable = /[a-z0-9]/i.test(name.normalize("NFKD"));
  const base = sluggable
    ? slugOf(name)
        .slice(0, MAX_CODE - 6)
        .replace(/-+$/, "")
    : fallback;
  return freeCode(base, taken);
}

const codes = (items: readonly { code?: unknown }[], except?: number) => items.filter((_, i) => i !== except).map((c) => String(c.code ?? ""));

/** The civilization at `index` renamed or recoloured; a fresh one's code follows its name, and its units follow its code. */
export function editCivilization(set: DesignedSet, index: number, patch: { name?: string; color?: string }, fresh: boolean): DesignedSet {
  const civilizations = set.civilizations ?? [];
  const old = civilizations[index];
  if (!old) return set;
  const next: DesignCivilization = { ...old, ...patch };
  if (patch.color !== undefined && patch.color.trim() === "") delete next.color;
  if (fresh && patch.name !== undefined) next.code = codeFrom(patch.name, codes(civilizations, index), "civilization");
  const cards =
    next.code === old.code ? set.cards : set.cards.map((c) => (c.kind === "unit" && c.civilization === old.code ? { ...c, civilization: next.code } : c));
  return { ...set, civilizations: civilizations.map((c, i) => (i === index ? next : c)), cards };
}

/** A new civilization named `name`, at the end of the set's civilizations. */
export function addCivilization(set: DesignedSet, name: string): DesignedSet {
  const civilizations = set.civilizations ?? [];
  return { ...set, civilizations: [...civilizations, { code: codeFrom(name, codes(civilizations), "civilization"), name }] };
}

/** A new unit of `civilization` at the end of the set, cost 1 so a starting deck may take it ("Conquest ▶ Setup"). */
export function addUnit(set: DesignedSet, civilization: string, name: string): DesignedSet {
  const unit: DesignCard = { code: codeFrom(name, codes(set.cards), "unit"), name, kind: "unit", civilization, cost: 1, strength: 1 };
  return { ...set, cards: [...set.cards, unit] };
}

/** A new common or technology card of the set. */
export function addSetCard(set: DesignedSet, kind: "common" | "technology", name: string): DesignedSet {
  const card: DesignCard = { code: codeFrom(name, codes(set.cards), kind), name, kind };
  return { ...set, cards: [...set.cards, card] };
}

/** A copy of the card at `index` right after it, named `name`, under a free code. */
export function duplicateCard(set: DesignedSet, index: number, name: string): DesignedSet {
  const card = set.cards[index];
  if (!card) return set;
  const copy: DesignCard = { ...structuredClone(card), name, code: codeFrom(name, codes(set.cards), String(card.kind ?? "card")) };
  return { ...set, cards: [...set.cards.slice(0, index), card, copy, ...set.cards.slice(index + 1)] };
}

export function deleteCard(set: DesignedSet, index: number): DesignedSet {
  if (!set.cards[index]) return set;
  return { ...set, cards: set.cards.filter((_, i) => i !== index) };
}

/**
 * The card at `index` swapped with its neighbour among `group` (the places of the cards shown
 * together: one World's units, or the set's other cards), `delta` = -1 earlier, +1 later.
 */
export function moveCard(set: DesignedSet, group: readonly number[], index: number, delta: -1 | 1): DesignedSet {
  const at = group.indexOf(index);
  const other = group[at + delta];
  if (at === -1 || other === undefined) return set;
  const cards = [...set.cards];
  [cards[index], cards[other]] = [cards[other], cards[index]];
  return { ...set, cards };
}

/** Fields of the card at `index` set (undefined removes one); a fresh card's code follows a new name. */
export function editCard(set: DesignedSet, index: number, patch: DesignCard, fresh: boolean): DesignedSet {
  const card = set.cards[index];
  if (!card) return set;
  const next: DesignCard = { ...card, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  if (fresh && typeof patch.name === "string") next.code = codeFrom(patch.name, codes(set.cards, index), String(card.kind ?? "card"));
  return { ...set, cards: set.cards.map((c, i) => (i === index ? next : c)) };
}
