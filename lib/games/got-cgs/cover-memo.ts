/**
 * Remembered answers of the competition-coverage search (cover.ts), which is a pure
 * function of the era deck's cards: their codes, names, identifiers, copies, gold and
 * parsed attributes. The builder validates the same deck again on every keystroke, so the
 * answer for an unchanged deck is looked up instead of searched again; and each question the
 * search answers (can 2 players cover this adventure with these cards and copies?) is
 * remembered too, so a deck with one line changed searches only the questions that line is in.
 */
import type { ParsedAttributes } from "./attributes";
import type { CoverCard } from "./cover";
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

/** A short number for a parsed attributes text (the same text, the same number). */
export function parsedId(parsed: ParsedAttributes): number {
  let id = parsedIds.get(parsed);
  if (id === undefined) {
    id = nextParsedId++;
    parsedIds.set(parsed, id);
  }
  return id;
}

/** A short number for everything about a card the coverage depends on (code, name, identifier, parsed attributes, type). */
export function cardId(c: EraDeckCard): number {
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

const MAX_ANSWERS = 8192;
const answers = new Map<string, 0 | 1 | 2>();

/**
 * The answer to one cover question (its key names the adventure's parsed attributes, the
 * usable cards' `cardSetId` and the cost asked about), remembered for the last MAX_ANSWERS
 * questions searched (the oldest forgotten first). An unknown answer (`null`: the node budget ran out) is not kept: it depends on
 * the budget left, not only on the cards.
 */
export function rememberedAnswer(key: string, compute: () => 0 | 1 | 2 | null): 0 | 1 | 2 | null {
  const hit = answers.get(key);
  if (hit !== undefined) return hit;
  const value = compute();
  if (value === null) return value;
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, value);
  return value;
}

const MAX_CARD_SETS = 50_000;
let nextCardSetId = 0;
const cardSetIds = new Map<string, number>();

/** A short number for a list of card tags (`cardId:copies,…`), so the questions' keys stay short to build and hash. */
export function cardSetId(tags: string): number {
  let id = cardSetIds.get(tags);
  if (id === undefined) {
    id = nextCardSetId++;
    if (cardSetIds.size >= MAX_CARD_SETS) cardSetIds.clear();
    cardSetIds.set(tags, id);
  }
  return id;
}

const MAX_COVER_CARDS = 50_000;
const coverCards = new Map<string, CoverCard>();

/** A support card as the search reads it, by its tag (`cardId:copies`): the same card and copies, the same object (never changed by the search). */
export function rememberedCover(tag: string, make: () => CoverCard): CoverCard {
  let found = coverCards.get(tag);
  if (!found) {
    found = make();
    if (coverCards.size >= MAX_COVER_CARDS) coverCards.clear();
    coverCards.set(tag, found);
  }
  return found;
}
