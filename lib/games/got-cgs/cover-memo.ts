/**
 * Remembered answers of the competition-coverage search (cover.ts), which is a pure
 * function of the era deck's cards: their codes, names, identifiers, copies, gold and
 * parsed attributes. The builder validates the same deck again on every keystroke, so the
 * answer for an unchanged deck is looked up instead of searched again.
 */
import type { ParsedAttributes } from "./attributes";
import type { EraDeckCard } from "./era-deck";

const MAX_REMEMBERED = 128;
const remembered = new Map<string, unknown>();

// Parsed attributes are shared per attribute text (card-attributes.ts), so their identity stands for the text.
let nextParsedId = 0;
const parsedIds = new WeakMap<ParsedAttributes, number>();
// Each distinct card description gets a short number, so a deck's key stays short to build and hash.
// Numbers are never reused, so forgetting the table (past MAX_CARD_IDS) cannot mix two cards up.
const MAX_CARD_IDS = 50_000;
let nextCardId = 0;
const cardIdsByKey = new Map<string, number>();
const cardIds = new WeakMap<object, { parsed: ParsedAttributes; id: number }>();

function parsedId(parsed: ParsedAttributes): number {
  let id = parsedIds.get(parsed);
  if (id === undefined) {
    id = nextParsedId++;
    parsedIds.set(parsed, id);
  }
  return id;
}

function cardId(c: EraDeckCard): number {
  const known = cardIds.get(c.card);
  if (known && known.parsed === c.parsed) return known.id;
  const identifier = typeof c.card.identifier === "string" ? c.card.identifier : "";
  const key = JSON.stringify([c.card.code, c.card.name, identifier, parsedId(c.parsed), c.type]);
  let id = cardIdsByKey.get(key);
  if (id === undefined) {
    id = nextCardId++;
    if (cardIdsByKey.size >= MAX_CARD_IDS) cardIdsByKey.clear();
    cardIdsByKey.set(key, id);
  }
  cardIds.set(c.card, { parsed: c.parsed, id });
  return id;
}

/** Everything about the cards the coverage depends on, in order. */
export function coverageKey(cards: readonly EraDeckCard[]): string {
  let key = "";
  for (const c of cards) key += `${cardId(c)}:${c.quantity}${c.gold ? "g" : ""},`;
  return key;
}

/** `compute()`'s answer for these cards, remembered (the most recent MAX_REMEMBERED decks). */
export function rememberedFor<T>(cards: readonly EraDeckCard[], compute: () => T): T {
  const key = coverageKey(cards);
  if (remembered.has(key)) {
    const hit = remembered.get(key) as T;
    remembered.delete(key);
    remembered.set(key, hit);
    return hit;
  }
  const value = compute();
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, value);
  return value;
}
