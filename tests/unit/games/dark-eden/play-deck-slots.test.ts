import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ResolvedDeck } from "@/lib/engine/card-index";
import { playDeckSlots, type DarkEdenCard, type Slot } from "@/lib/games/dark-eden";
import type { CatalogCard } from "@/lib/games/types";
import { allCards, index } from "./catalog";

type Card = CatalogCard<DarkEdenCard>;

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

const deckOf = (entries: [Card, number][]): ResolvedDeck<DarkEdenCard> => ({
  headers: {},
  entries: entries.map(([card, quantity], i) => ({ card, quantity, section: "main", line: i + 1 })),
  cards: index,
  extras: {},
});

const some = allCards.slice(0, 12);
const entriesShape = fc.array(
  fc.tuple(
    fc.constantFrom(...some),
    fc.oneof(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, -1, 2.5, Number.NaN)),
    fc.boolean(), // a copy of the card object (another object with the same code)
  ),
  { maxLength: 30 },
);

describe("WHAT YOU NEED TO PLAY: the play deck's slots (lib/games/dark-eden/deck.ts)", () => {
  it("copies of one code add up, whichever card object carries it, as a map by code reads them", () => {
    const copies = new Map(some.map((c) => [c, structuredClone(c)]));
    fc.assert(
      fc.property(entriesShape, entriesShape, (a, b) => {
        const deckA = deckOf(a.map(([card, n, copy]) => [copy ? copies.get(card)! : card, n]));
        const deckB = deckOf(b.map(([card, n, copy]) => [copy ? copies.get(card)! : card, n]));
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
