/**
 * Remembered answers of the competition-coverage search (cover.ts). Each question it answers
 * (can 2 players cover this adventure's costs with these cards and copies?) is a pure function
 * of the adventure's parsed attributes, the usable support cards' descriptions and copies, and
 * the cost asked about. The builder validates the same deck again on every keystroke, and era
 * decks differ from each other by a line or two, so a question is searched once and then
 * looked up: a deck with one line changed searches only the questions that line is in.
 */
import type { ParsedAttributes } from "./attributes";
import type { CoverCard } from "./cover";
import type { EraDeckCard } from "./era-deck";

// Parsed attributes are shared per attribute text (card-attributes.ts), so their identity stands for the text.
let nextParsedId = 0;
const parsedIds = new WeakMap<ParsedAttributes, number>();
// Each distinct card description gets a short number, so a deck's key stays short to build and hash.
// Numbers are never reused, so forgetting the table (past MAX_CARD_IDS) cannot mix two cards up.
const MAX_CARD_IDS = 50_000;
let nextCardId = 0;
const cardIdsByKey = new Map<string, number>();
const cardIds = new WeakMap<object, CardMemo>();

/** What is kept per card object: its description's number and, by copies, its `CoverCard` and tag. */
interface CardMemo {
  parsed: ParsedAttributes;
  id: number;
  covers?: Map<number, { cover: CoverCard; tag: string }>;
}

/** A short number for a parsed attributes text (the same text, the same number). */
export function parsedId(parsed: ParsedAttributes): number {
  let id = parsedIds.get(parsed);
  if (id === undefined) {
    id = nextParsedId++;
    parsedIds.set(parsed, id);
  }
  return id;
}

/** A short number for everything about a card the coverage depends on (code, name, identifier, parsed attributes, type), kept beside the card object. */
function cardMemo(c: EraDeckCard): CardMemo {
  const known = cardIds.get(c.card);
  if (known && known.parsed === c.parsed) return known;
  const identifier = typeof c.card.identifier === "string" ? c.card.identifier : "";
  const key = JSON.stringify([c.card.code, c.card.name, identifier, parsedId(c.parsed), c.type]);
  let id = cardIdsByKey.get(key);
  if (id === undefined) {
    id = nextCardId++;
    if (cardIdsByKey.size >= MAX_CARD_IDS) cardIdsByKey.clear();
    cardIdsByKey.set(key, id);
  }
  const memo = { parsed: c.parsed, id };
  cardIds.set(c.card, memo);
  return memo;
}

const MAX_ANSWERS = 8192;
const answers = new Map<string, 0 | 1 | 2>();

/**
 * The remembered answer to one cover question (its key names the adventure's parsed
 * attributes, the usable cards' `cardSetId` and the cost asked about), if any: the last
 * MAX_ANSWERS questions searched are kept (the oldest forgotten first).
 */
export function knownAnswer(key: string): 0 | 1 | 2 | undefined {
  return answers.get(key);
}

/** Keeps a question's answer; an unknown answer (`null`: the node budget ran out) is not kept, as it depends on the budget left, not only on the cards. */
export function rememberAnswer(key: string, value: 0 | 1 | 2 | null): void {
  if (value === null) return;
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, value);
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

/**
 * A support card of a deck as the search reads it and its tag (`cardId:copies`), kept beside
 * the card object by copies: a deck's support cards are found without building their tags.
 */
export function coverOfCard(c: EraDeckCard, make: (card: EraDeckCard) => CoverCard): { cover: CoverCard; tag: string } {
  const memo = cardMemo(c);
  memo.covers ??= new Map();
  let found = memo.covers.get(c.quantity);
  if (!found) {
    const tag = `${memo.id}:${c.quantity}`;
    found = { cover: rememberedCover(tag, c, make), tag };
    memo.covers.set(c.quantity, found);
  }
  return found;
}

/** A support card as the search reads it, by its tag (`cardId:copies`): the same card and copies, the same object (never changed by the search). */
function rememberedCover(tag: string, card: EraDeckCard, make: (card: EraDeckCard) => CoverCard): CoverCard {
  let found = coverCards.get(tag);
  if (!found) {
    found = make(card);
    if (coverCards.size >= MAX_COVER_CARDS) coverCards.clear();
    coverCards.set(tag, found);
  }
  return found;
}

/** One adventure's answers: players who could cover all its costs, and each cost alone. */
export interface KnownCoverage {
  players: 0 | 1 | 2;
  costs: readonly { name: string; required: number; players: 0 | 1 | 2 }[];
}

const MAX_COVERAGES = 8192;
let coverageCount = 0;
// Usable cards' `cardSetId` → the adventure's `parsedId` → its answers: two lookups by number, no key to build.
const coverages = new Map<number, Map<number, KnownCoverage>>();

/** The remembered answers of every question one adventure asks (its parsed attributes, with these usable cards), if all were definite. */
export function knownCoverage(usableId: number, adventureParsedId: number): KnownCoverage | undefined {
  return coverages.get(usableId)?.get(adventureParsedId);
}

/** Keeps an adventure's answers (only definite ones are given); the usable card sets kept first are forgotten first, past MAX_COVERAGES answers. */
export function rememberCoverage(usableId: number, adventureParsedId: number, known: KnownCoverage): void {
  let byAdventure = coverages.get(usableId);
  if (!byAdventure) {
    while (coverageCount >= MAX_COVERAGES && coverages.size > 0) {
      const [oldest, answers] = coverages.entries().next().value as [number, Map<number, KnownCoverage>];
      coverageCount -= answers.size;
      coverages.delete(oldest);
    }
    byAdventure = new Map();
    coverages.set(usableId, byAdventure);
  }
  if (!byAdventure.has(adventureParsedId)) coverageCount++;
  byAdventure.set(adventureParsedId, known);
}
