import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ResolvedDeck } from "@/lib/engine/card-index";
import { playDeckSlots, type DarkEdenCard, type Slot } from "@/lib/games/dark-eden";
import { allCards } from "./catalog";
import { decksOf, deckOf } from "./slot-decks";

/** The play deck as a map by code would read it: the first card object of each code, its copies added up, first appearance first. */
function byMap(deck: ResolvedDeck<DarkEdenCard>): Slot[] {
  const slots = new Map<string, Slot>();
  for (const entry of deck.entries) {
    const copies = typeof entry.quantity === "number" && Number.isFinite(entry.quantity) && entry.quantity >= 1 ? Math.floor(entry.quantity) : 0;
    if (!entry.card || copies === 0) continue;
    const slot = slots.get(entry.card.code);
    if (slot) slot.copies += copies;
    else slots.set(entry.card.code, { card: entry.card, copies });
  }
  return [...slots.values()];
}

const some = allCards.slice(0, 12);
const decks = decksOf(some);

describe("WHAT YOU NEED TO PLAY: the play deck's slots (lib/games/dark-eden/deck.ts)", () => {
  it("copies of one code add up, whichever card object carries it, as a map by code reads them", () => {
    fc.assert(
      fc.property(decks.shape, decks.shape, (a, b) => {
        const deckA = decks.deck(a);
        const deckB = decks.deck(b);
        // Two decks read one after the other, then again: each read stands alone.
        expect(playDeckSlots(deckA)).toEqual(byMap(deckA));
        expect(playDeckSlots(deckB)).toEqual(byMap(deckB));
        const slotsA = playDeckSlots(deckA);
        expect(slotsA.map((s) => s.card)).toEqual(byMap(deckA).map((s) => s.card));
        expect(playDeckSlots(deckB)).toEqual(byMap(deckB));
        // A read never changes the slots an earlier read handed out.
        expect(slotsA).toEqual(byMap(deckA));
      }),
      { numRuns: 200 },
    );
  });

  it("a card object whose code changed is read under its new code", () => {
    const card = structuredClone(some[0]);
    const other = some[1];
    expect(playDeckSlots(deckOf([[card, 2]])).map((s) => [s.card.code, s.copies])).toEqual([[some[0].code, 2]]);
    card.code = other.code;
    expect(
      playDeckSlots(
        deckOf([
          [card, 2],
          [other, 1],
        ]),
      ).map((s) => [s.card.code, s.copies]),
    ).toEqual([[other.code, 3]]);
  });
});
