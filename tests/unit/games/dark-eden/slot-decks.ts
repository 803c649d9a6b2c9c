/**
 * Decks for the play-deck tests (play-deck-slots, play-slots): lines of the real catalog's
 * cards, some given as a copy of the card object (another object with the same code), with
 * usable and unusable quantities, drawn by fast-check.
 */
import fc from "fast-check";
import type { ResolvedDeck } from "@/lib/engine/card-index";
import type { DarkEdenCard } from "@/lib/games/dark-eden";
import type { CatalogCard } from "@/lib/games/types";
import { index } from "./catalog";

export type Card = CatalogCard<DarkEdenCard>;

/** A resolved deck of these lines, in order, all in the main section. */
export function deckOf(entries: [Card, number][]): ResolvedDeck<DarkEdenCard> {
  return {
    headers: {},
    entries: entries.map(([card, quantity], i) => ({ card, quantity, section: "main", line: i + 1 })),
    cards: index,
    extras: {},
  };
}

/** Arbitrary decks of `cards`: each line a card, its quantity, and whether it is the card's copy. */
export function decksOf(cards: readonly Card[]) {
  const copies = new Map(cards.map((c) => [c, structuredClone(c)]));
  const shape = fc.array(
    fc.tuple(
      fc.constantFrom(...cards),
      fc.oneof(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, -1, 2.5, Number.NaN)),
      fc.boolean(), // a copy of the card object (another object with the same code)
    ),
    { maxLength: 30 },
  );
  /** The deck a drawn shape stands for. */
  const deck = (lines: [Card, number, boolean][]) => deckOf(lines.map(([card, n, copy]) => [copy ? copies.get(card)! : card, n]));
  return { shape, deck, copies };
}
