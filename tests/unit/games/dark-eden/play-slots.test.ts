/**
 * The play deck the checks read (lib/games/dark-eden/play-slots.ts) is the play deck of
 * playDeckSlots (deck.ts), each card's facts beside it, and the deck size counts it as deckSize does.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { deckSize, playDeckSlots } from "@/lib/games/dark-eden";
import { cardFacts } from "@/lib/games/dark-eden/card-facts";
import { deckContext } from "@/lib/games/dark-eden/context";
import { playSlots } from "@/lib/games/dark-eden/play-slots";
import { allCards } from "./catalog";
import { decksOf, deckOf } from "./slot-decks";

// Commanders (never counted in the deck size) and cards of the play deck.
const some = [...allCards.filter((c) => c.type === "commander").slice(0, 3), ...allCards.filter((c) => c.type !== "commander").slice(0, 9)];
const { shape: entriesShape, deck: deckFrom, copies } = decksOf(some);

describe("WHAT YOU NEED TO PLAY: the play deck the checks read (lib/games/dark-eden/play-slots.ts)", () => {
  it("holds the slots of playDeckSlots, deck after deck: copies of one code add up, whichever card object carries it", () => {
    fc.assert(
      fc.property(entriesShape, entriesShape, (a, b) => {
        const deckA = deckFrom(a);
        const deckB = deckFrom(b);
        const slotsA = playSlots(deckA);
        expect(slotsA.map(({ card, copies }) => ({ card, copies }))).toEqual(playDeckSlots(deckA));
        expect(playSlots(deckB).map(({ card, copies }) => ({ card, copies }))).toEqual(playDeckSlots(deckB));
        // A deck read later never changes the slots an earlier read handed out.
        expect(slotsA.map(({ card, copies }) => ({ card, copies }))).toEqual(playDeckSlots(deckA));
        for (const slot of slotsA) expect(slot.facts).toEqual(cardFacts(slot.card));
      }),
      { numRuns: 200 },
    );
  });

  it("keeps the first card object of a code, with its facts; the slots start with nothing worked out about access", () => {
    const [first] = some;
    const copy = copies.get(first)!;
    const slots = playSlots(
      deckOf([
        [first, 2],
        [copy, 3],
      ]),
    );
    expect(slots).toHaveLength(1);
    expect(slots[0]).toMatchObject({ card: first, copies: 5, access: null, forbidden: undefined, canPlay: false });
    expect(
      playSlots(
        deckOf([
          [copy, 1],
          [first, 1],
        ]),
      )[0].card,
    ).toBe(copy);
  });

  it("DESIGNING A DECK: the context's deck size is deckSize of the play deck (Commander cards never count)", () => {
    fc.assert(
      fc.property(entriesShape, (shape) => {
        const deck = deckFrom(shape);
        expect(deckContext(deck).deckSize).toBe(deckSize(playDeckSlots(deck)));
      }),
      { numRuns: 200 },
    );
  });
});
