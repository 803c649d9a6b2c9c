/**
 * An era deck as the rules see it: each distinct card once, with its copies, whether it is
 * gold, its type and its parsed attributes (GOT CGS rules, "Cards", "Definitions": gold
 * and silver cards).
 */
import { CodePlaces } from "../../engine/code-places";
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

/** What the rules read of a card object's attributes text, kept beside the object for the text it had. */
interface AttributesRead {
  attributes: unknown;
  parsed: ParsedAttributes;
  type: GotCardType;
}

const attributesRead = new WeakMap<object, AttributesRead>();

function readAttributes(card: CatalogCard<GotCard>): AttributesRead {
  let read = attributesRead.get(card);
  if (!read || read.attributes !== card.attributes) {
    const parsed = cardAttributes(card);
    read = { attributes: card.attributes, parsed, type: typeOfParsed(parsed) };
    attributesRead.set(card, read);
  }
  return read;
}

// Copies of one code add up, whichever card object carries it (lib/engine/code-places.ts).
const cardsByCode = new CodePlaces<EraDeckCard>(50_000, (code) => code);

export function eraDeckCards(deck: ResolvedDeck<GotCard>): EraDeckCard[] {
  cardsByCode.begin();
  const cards: EraDeckCard[] = [];
  // Copies only ever add up: only a card first met without copies may end without any.
  let noneFirst = false;
  for (const entry of Array.isArray(deck?.entries) ? deck.entries : []) {
    const card = entry?.card;
    if (!card || typeof card.code !== "string") continue;
    const quantity = Number.isSafeInteger(entry.quantity) && entry.quantity > 0 ? entry.quantity : 0;
    const place = cardsByCode.placeOf(card);
    if (place.value) {
      place.value.quantity += quantity;
      continue;
    }
    const { type, parsed } = readAttributes(card);
    place.value = { card, quantity, gold: card.gold === true, type, parsed };
    cards.push(place.value);
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
