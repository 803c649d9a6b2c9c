/**
 * An era deck as the rules see it: each distinct card once, with its copies, whether it is
 * gold, its type and its parsed attributes (GOT CGS rules, "Cards", "Definitions": gold
 * and silver cards).
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import type { CatalogCard } from "../types";
import type { ParsedAttributes } from "./attributes";
import { cardAttributes, typeOfParsed, type GotCardType } from "./card-attributes";
import type { GotCard } from "./card";

export interface EraDeckCard {
  card: CatalogCard<GotCard>;
  quantity: number;
  gold: boolean;
  type: GotCardType;
  parsed: ParsedAttributes;
}

/** One code's place in the deck being read: the read it was last seen in, and its card there. */
interface CodeSlot {
  read: number;
  card?: EraDeckCard;
}

/** What a deck reads of a card object, kept beside it: its parsed attributes and type (for the text it had), and its code's slot. */
interface CardRead {
  attributes: unknown;
  parsed: ParsedAttributes;
  type: GotCardType;
  code: string;
  slot: CodeSlot;
  generation: number;
}

// Copies of one code add up, whichever card object carries it: one slot per code text, found
// through the card object instead of by hashing the code for every line of every deck.
const MAX_CODES = 50_000;
const codeSlots = new Map<string, CodeSlot>();
let generation = 0;
let reads = 0;
const cardReads = new WeakMap<object, CardRead>();

function slotOf(code: string): CodeSlot {
  let slot = codeSlots.get(code);
  if (!slot) {
    slot = { read: -1 };
    codeSlots.set(code, slot);
  }
  return slot;
}

function cardRead(card: CatalogCard<GotCard>): CardRead {
  let read = cardReads.get(card);
  if (!read || read.attributes !== card.attributes) {
    const parsed = cardAttributes(card);
    read = { attributes: card.attributes, parsed, type: typeOfParsed(parsed), code: card.code, slot: slotOf(card.code), generation };
    cardReads.set(card, read);
  } else if (read.code !== card.code || read.generation !== generation) {
    read.code = card.code;
    read.slot = slotOf(card.code);
    read.generation = generation;
  }
  return read;
}

export function eraDeckCards(deck: ResolvedDeck<GotCard>): EraDeckCard[] {
  // Forgetting the slots (past MAX_CODES) only between reads, so all cards of one read share them.
  if (codeSlots.size >= MAX_CODES) {
    codeSlots.clear();
    generation++;
  }
  const read = reads++;
  const cards: EraDeckCard[] = [];
  // Copies only ever add up: only a card first met without copies may end without any.
  let noneFirst = false;
  for (const entry of Array.isArray(deck?.entries) ? deck.entries : []) {
    const card = entry?.card;
    if (!card || typeof card.code !== "string") continue;
    const quantity = Number.isSafeInteger(entry.quantity) && entry.quantity > 0 ? entry.quantity : 0;
    const known = cardRead(card);
    const slot = known.slot;
    if (slot.read === read && slot.card) {
      slot.card.quantity += quantity;
      continue;
    }
    slot.read = read;
    slot.card = { card, quantity, gold: card.gold === true, type: known.type, parsed: known.parsed };
    cards.push(slot.card);
    if (quantity === 0) noneFirst = true;
  }
  return noneFirst ? cards.filter((c) => c.quantity > 0) : cards;
}

/** The copies of the cards `keep` keeps. */
export function copies(cards: readonly EraDeckCard[], keep: (c: EraDeckCard) => boolean): number {
  let sum = 0;
  for (const c of cards) if (keep(c)) sum += c.quantity;
  return sum;
}
