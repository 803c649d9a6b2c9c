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

/**
 * The deck's distinct cards, copies of one code added up (whichever card object carries it),
 * in the order the list first names them. Each attributes text is parsed once a deck: cards
 * with the same text share one parsed object (read, never changed), which the coverage search
 * reads as "the same adventure" (competition.ts).
 */
export function eraDeckCards(deck: ResolvedDeck<GotCard>): EraDeckCard[] {
  const byCode = new Map<string, EraDeckCard>();
  const parsedByText = new Map<string, ParsedAttributes>();
  const cards: EraDeckCard[] = [];
  // Copies only ever add up: only a card first met without copies may end without any.
  let noneFirst = false;
  for (const entry of Array.isArray(deck?.entries) ? deck.entries : []) {
    const card = entry?.card;
    if (!card || typeof card.code !== "string") continue;
    const quantity = Number.isSafeInteger(entry.quantity) && entry.quantity > 0 ? entry.quantity : 0;
    const known = byCode.get(card.code);
    if (known) {
      known.quantity += quantity;
      continue;
    }
    const text = typeof card.attributes === "string" ? card.attributes : "";
    let parsed = parsedByText.get(text);
    if (!parsed) {
      parsed = cardAttributes(card);
      parsedByText.set(text, parsed);
    }
    const read: EraDeckCard = { card, quantity, gold: card.gold === true, type: typeOfParsed(parsed), parsed };
    byCode.set(card.code, read);
    cards.push(read);
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
