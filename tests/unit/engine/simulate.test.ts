import { describe, expect, it } from "vitest";
import { hypergeometricAtLeast, multivariateAtLeast } from "@/lib/engine/odds";
import { makeRng } from "@/lib/engine/rng";
import { simulateOpeningHands, standardError, type CardGroup } from "@/lib/engine/simulate";

// A 60-card dark-eden-like play deck: three establishments (0–2), four infantry warriors
// (3–6), five other tracked cards (7–11) and 18 untracked cards.
const copies = [4, 4, 4, 4, 4, 4, 4, 5, 3, 3, 2, 1];
const deckSize = 60;
const ESTABLISHMENTS = [0, 1, 2];
const INFANTRY = [3, 4, 5, 6];
const copiesOf = (cards: readonly number[]) => cards.reduce((a, c) => a + copies[c], 0);

const predicates: CardGroup[][] = [
  [
    { cards: ESTABLISHMENTS, atLeast: 1 },
    { cards: INFANTRY, atLeast: 1 },
  ],
  [{ cards: [7], atLeast: 2 }],
  [
    { cards: ESTABLISHMENTS, atLeast: 2 },
    { cards: [7, 8], atMost: 0, atLeast: 0 },
  ],
];

// dark-eden "SETTING UP": shuffle, top 3 cards to the discard pile unseen, draw 7.
const setUp = { copies, deckSize, burn: 3, hand: 7 };

describe("simulateOpeningHands (dark-eden SETTING UP: 3 unseen discards, then 7 cards)", () => {
  const hands = 200_000;
  const result = simulateOpeningHands({ ...setUp, hands, rng: makeRng("goldfish-test"), groups: predicates });

  it("gives each card's share of hands with ≥ 1 copy within 4 standard errors of the exact odds", () => {
    expect(result.hands).toBe(hands);
    expect(result.handSize).toBe(7);
    result.cards.forEach((card, i) => {
      const exact = hypergeometricAtLeast({ deckSize, copies: copies[i], seen: 7, burned: 3 });
      expect(card.copies).toBe(copies[i]);
      expect(card.pAtLeastOne).toBe(card.hits / hands);
      expect(Math.abs(card.pAtLeastOne - exact), `card ${i}`).toBeLessThan(4 * standardError(exact, hands));
    });
  });

  it("counts group predicates within 4 standard errors of the multivariate odds", () => {
    const exact = predicates.map((predicate) =>
      multivariateAtLeast({
        deckSize,
        seen: 7,
        burned: 3,
        groups: predicate.map((g) => ({ copies: copiesOf(g.cards), atLeast: g.atLeast, atMost: g.atMost })),
      }),
    );
    expect(result.groups).toHaveLength(3);
    result.groups.forEach((g, q) => {
      expect(Math.abs(g.p - exact[q]), `predicate ${q}`).toBeLessThan(4 * standardError(exact[q], hands));
    });
  });

  it("gives the same result for the same seed and a different one for another seed", () => {
    const again = simulateOpeningHands({ ...setUp, hands: 20_000, rng: makeRng("same"), groups: predicates });
    expect(simulateOpeningHands({ ...setUp, hands: 20_000, rng: makeRng("same"), groups: predicates })).toEqual(again);
    const other = simulateOpeningHands({ ...setUp, hands: 20_000, rng: makeRng("other"), groups: predicates });
    expect(other.cards.map((c) => c.hits)).not.toEqual(again.cards.map((c) => c.hits));
  });

  it("reports the standard error sqrt(p(1 − p)/n)", () => {
    expect(standardError(0.5, 10_000)).toBe(0.005);
    expect(standardError(0, 100)).toBe(0);
  });
});

describe("simulateOpeningHands edge cases", () => {
  it("burned cards really leave the deck: 9 of 10 burned, 1 drawn", () => {
    // One tracked card in 10; after burning 9 the single drawn card is it with P = 1/10.
    const r = simulateOpeningHands({ copies: [1], deckSize: 10, burn: 9, hand: 7, hands: 50_000, rng: makeRng(5) });
    expect(r.handSize).toBe(1);
    expect(Math.abs(r.cards[0].pAtLeastOne - 0.1)).toBeLessThan(4 * standardError(0.1, 50_000));
  });

  it("a card filling the deck is always drawn; a card with no copies never is", () => {
    const r = simulateOpeningHands({ copies: [60, 0], hand: 7, hands: 1000, rng: makeRng(1) });
    expect(r.cards.map((c) => c.pAtLeastOne)).toEqual([1, 0]);
  });

  it("clamps the hand to the deck and handles zero hands without NaN", () => {
    const small = simulateOpeningHands({ copies: [2, 1], burn: 3, hand: 7, hands: 100, rng: makeRng(1) });
    expect(small.handSize).toBe(0);
    expect(small.cards.map((c) => c.pAtLeastOne)).toEqual([0, 0]);
    const none = simulateOpeningHands({ ...setUp, hands: 0, rng: makeRng(1), groups: predicates });
    expect(none.cards.every((c) => c.pAtLeastOne === 0)).toBe(true);
    expect(none.groups.every((g) => g.p === 0)).toBe(true);
  });

  it("an empty predicate holds in every hand; overlapping groups are counted per group", () => {
    const r = simulateOpeningHands({
      copies: [30, 30],
      hand: 2,
      hands: 1000,
      rng: makeRng(2),
      groups: [
        [],
        [
          { cards: [0, 1], atLeast: 2 },
          { cards: [0], atLeast: 0, atMost: 2 },
        ],
      ],
    });
    expect(r.groups.map((g) => g.p)).toEqual([1, 1]);
  });

  it("rejects bad input", () => {
    expect(() => simulateOpeningHands({ copies: [61], deckSize: 60, hand: 7, hands: 1, rng: makeRng(1) })).toThrow(RangeError);
    expect(() => simulateOpeningHands({ copies: [4], hand: 7, hands: -1, rng: makeRng(1) })).toThrow(RangeError);
    expect(() => simulateOpeningHands({ copies: [4], hand: 7, hands: 1, rng: makeRng(1), groups: [[{ cards: [1], atLeast: 1 }]] })).toThrow(RangeError);
  });
});
