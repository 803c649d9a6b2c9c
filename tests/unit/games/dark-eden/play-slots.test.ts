/**
 * The play deck the checks read (lib/games/dark-eden/play-slots.ts) is the play deck of
 * playDeckSlots (deck.ts), each card's facts beside it, and the deck size counts it as deckSize does.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { ResolvedDeck } from "@/lib/engine/card-index";
import { deckSize, playDeckSlots, type DarkEdenCard } from "@/lib/games/dark-eden";
import { cardFacts } from "@/lib/games/dark-eden/card-facts";
import { deckContext } from "@/lib/games/dark-eden/context";
import { playSlots } from "@/lib/games/dark-eden/play-slots";
import type { CatalogCard } from "@/lib/games/types";
import { allCards, index } from "./catalog";

type Card = CatalogCard<DarkEdenCard>;

const deckOf = (entries: [Card, number][]): ResolvedDeck<DarkEdenCard> => ({
  headers: {},
  entries: entries.map(([card, quantity], i) => ({ card, quantity, section: "main", line: i + 1 })),
  cards: index,
  extras: {},
});

// Commanders (never counted in the deck size) and cards of the play deck.
const some = [...allCards.filter((c) => c.type === "commander").slice(0, 3), ...allCards.filter((c) => c.type !== "commander").slice(0, 9)];
const copies = new Map(some.map((c) => [c, structuredClone(c)]));
const entriesShape = fc.array(
  fc.tuple(
    fc.constantFrom(...some),
    fc.oneof(fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, -1, 2.5, Number.NaN)),
    fc.boolean(), // a copy of the card object (another object with the same code)
  ),
  { maxLength: 30 },
);
const entries = (shape: [Card, number, boolean][]): [Card, number][] => shape.map(([card, n, copy]) => [copy ? copies.get(card)! : card, n]);

describe("WHAT YOU NEED TO PLAY: the play deck the checks read (lib/games/dark-eden/play-slots.ts)", () => {
  it("holds the slots of playDeckSlots, deck after deck: copies of one code add up, whichever card object carries it", () => {
    fc.assert(
      fc.property(entriesShape, entriesShape, (a, b) => {
        const deckA = deckOf(entries(a));
        const deckB = deckOf(entries(b));
        const slotsA = playSlots(deckA);
        expect(slotsA.map(({ card, copies }) => ({ card, copies }))).toEqual(playDeckSlots(deckA));
        expect(playSlots(deckB).map(({ card, copies }) => ({ card, copies }))).toEqual(playDeckSlots(deckB));
        // A deck read later never changes the slots an earlier read handed out.
        expect(slotsA.map(({ card, copies }) => ({ card, copies }))).toEqual(playDeckSlots(deckA));
        for (const slot of slotsA) expect(slot.facts).toBe(cardFacts(slot.card));
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
        const deck = deckOf(entries(shape));
        expect(deckContext(deck).deckSize).toBe(deckSize(playDeckSlots(deck)));
      }),
      { numRuns: 200 },
    );
  });
});
