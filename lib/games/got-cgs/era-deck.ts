/**
 * An era deck as the rules see it: each distinct card once, with its copies, whether it is
 * gold, its type and its parsed attributes (GOT CGS rules, "Cards", "Definitions": gold
 * and silver cards).
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import type { CatalogCard } from "../types";
import type { ParsedAttributes } from "./attributes";
import { cardAttributes, cardTypeOfCard, type GotCardType } from "./card-attributes";
import type { GotCard } from "./card";

export interface EraDeckCard {
  card: CatalogCard<GotCard>;
  quantity: number;
  gold: boolean;
  type: GotCardType;
  parsed: ParsedAttributes;
}

export function eraDeckCards(deck: ResolvedDeck<GotCard>): EraDeckCard[] {
  const byCode = new Map<string, EraDeckCard>();
  for (const entry of Array.isArray(deck?.entries) ? deck.entries : []) {
    const card = entry?.card;
    if (!card || typeof card.code !== "string") continue;
    const quantity = Number.isSafeInteger(entry.quantity) && entry.quantity > 0 ? entry.quantity : 0;
    const known = byCode.get(card.code);
    if (known) {
      known.quantity += quantity;
      continue;
    }
    byCode.set(card.code, { card, quantity, gold: card.gold === true, type: cardTypeOfCard(card), parsed: cardAttributes(card) });
  }
  return [...byCode.values()].filter((c) => c.quantity > 0);
}

export const copies = (cards: readonly EraDeckCard[], keep: (c: EraDeckCard) => boolean) => cards.filter(keep).reduce((sum, c) => sum + c.quantity, 0);
