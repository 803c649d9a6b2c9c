import type { CatalogCard } from "../types";
import type { ResolvedDeck } from "../../engine/card-index";
import type { DarkEdenCard } from "./card";

export type Card = CatalogCard<DarkEdenCard>;
export type DarkEdenDeck = ResolvedDeck<DarkEdenCard>;

/** One card of the play deck with all its copies added up. */
export interface Slot {
  card: Card;
  copies: number;
}

/** A usable copy count: whole, positive; anything else counts as none. */
export function copiesOf(quantity: unknown): number {
  return typeof quantity === "number" && Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 0;
}

/** One code's place in the deck being read: the read it was last met in, and its slot there. */
interface CodePlace {
  read: number;
  slot?: Slot;
}

// Copies of one code add up, whichever card object carries it: each code has one place, found
// through the card object (the code it had is checked), so no map is built per deck.
const MAX_CODES = 100_000;
const placesByCode = new Map<unknown, CodePlace>();
const placesByCard = new WeakMap<object, { code: unknown; generation: number; place: CodePlace }>();
let generation = 0;
let reads = 0;

function placeOf(card: Card): CodePlace {
  const known = typeof card === "object" ? placesByCard.get(card) : undefined;
  if (known && known.code === card.code && known.generation === generation) return known.place;
  let place = placesByCode.get(card.code);
  if (!place) {
    place = { read: -1 };
    placesByCode.set(card.code, place);
  }
  if (typeof card === "object") placesByCard.set(card, { code: card.code, generation, place });
  return place;
}

/**
 * Dark Eden rules, "WHAT YOU NEED TO PLAY": the play deck is every card of the list
 * (the Commander is named in the `commander` header, beside it). Copies of one card add up.
 */
export function playDeckSlots(deck: DarkEdenDeck): Slot[] {
  // The places are forgotten (past MAX_CODES) only between reads, so all cards of one read share them.
  if (placesByCode.size >= MAX_CODES) {
    placesByCode.clear();
    generation++;
  }
  const read = reads++;
  const slots: Slot[] = [];
  for (const entry of deck.entries ?? []) {
    const copies = copiesOf(entry?.quantity);
    if (!entry?.card || copies === 0) continue;
    const place = placeOf(entry.card);
    if (place.read === read && place.slot) place.slot.copies += copies;
    else {
      place.read = read;
      place.slot = { card: entry.card, copies };
      slots.push(place.slot);
    }
  }
  return slots;
}

/** The play deck as single cards, one per copy, in list order (for shuffling and drawing). */
export function playDeckCards(deck: DarkEdenDeck): Card[] {
  return playDeckSlots(deck).flatMap((slot) => Array.from({ length: slot.copies }, () => slot.card));
}

/** The card the `commander` header names (by name in any language or `[code]`), whatever its type. */
export function commanderHeaderCard(deck: DarkEdenDeck): Card | undefined {
  const text = (deck.headers?.commander ?? "").trim();
  return text === "" ? undefined : deck.cards?.find(text);
}

/** Dark Eden rules, "COMMANDER": the deck's Commander, when the header names a Commander card. */
export function commanderOf(deck: DarkEdenDeck): Card | undefined {
  const card = commanderHeaderCard(deck);
  return card?.type === "commander" ? card : undefined;
}

export function hasDesignation(card: DarkEdenCard, designation: string): boolean {
  return (card.designations ?? []).includes(designation);
}

/** "Cossack, Rivetbull and Tailwave" (or "… or …"). */
export function listNames(cards: readonly { name: string }[], conjunction: "and" | "or" = "and"): string {
  const names = [...new Set(cards.map((c) => c.name))];
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`;
}
