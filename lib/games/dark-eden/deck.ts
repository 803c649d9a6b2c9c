import type { CatalogCard } from "../types";
import type { ResolvedDeck } from "../../engine/card-index";
import { distinct } from "../../engine/distinct";
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

/**
 * Dark Eden rules, "WHAT YOU NEED TO PLAY": the play deck is every card of the list
 * (the Commander is named in the `commander` header, beside it). Copies of one card add up.
 */
export function playDeckSlots(deck: DarkEdenDeck): Slot[] {
  // Copies of one code add up, whichever card object carries it.
  const byCode = new Map<string, Slot>();
  const slots: Slot[] = [];
  for (const entry of deck.entries ?? []) {
    const copies = copiesOf(entry?.quantity);
    if (!entry?.card || copies === 0) continue;
    const known = byCode.get(entry.card.code);
    if (known) known.copies += copies;
    else {
      const slot = { card: entry.card, copies };
      byCode.set(entry.card.code, slot);
      slots.push(slot);
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
  const names = distinct(cards.map((c) => c.name));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${conjunction} ${names[names.length - 1]}`;
}
