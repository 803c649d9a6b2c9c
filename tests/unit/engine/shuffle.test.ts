import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { makeRng, type Rng } from "@/lib/engine/rng";
import { dealOpening, partialShuffleInPlace, partialShuffleTyped, sample, shuffleInPlace, shuffled, shuffleTypedInPlace } from "@/lib/engine/shuffle";

/** Pearson's chi-square of observed counts against a uniform expectation. */
function chiSquareUniform(counts: Map<string, number>, cells: number, runs: number): number {
  const expected = runs / cells;
  let chi2 = 0;
  let seen = 0;
  for (const o of counts.values()) {
    chi2 += (o - expected) ** 2 / expected;
    seen++;
  }
  return chi2 + (cells - seen) * expected; // cells never hit
}

function tally(runs: number, outcome: () => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < runs; i++) {
    const key = outcome();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

// Critical values of the chi-square distribution at p = 0.001.
const CHI2_23 = 49.73; // 24 permutations of 4 elements
const CHI2_19 = 43.82; // 20 ordered pairs from 5 elements

describe("Fisher–Yates shuffle", () => {
  it("makes all 24 orders of 4 cards equally likely (chi-square)", () => {
    const rng = makeRng("perm");
    const counts = tally(12_000, () => shuffleInPlace([0, 1, 2, 3], rng).join(""));
    expect(counts.size).toBe(24);
    expect(chiSquareUniform(counts, 24, 12_000)).toBeLessThan(CHI2_23);
  });

  it("would catch the classic biased shuffle (swap with any position) with the same bound", () => {
    // Guards the test above: the naive variant has n^n = 256 equally likely paths onto 24
    // orders, so some orders are more likely, and the bound must reject it.
    const naive = (items: number[], rng: Rng) => {
      for (let i = 0; i < items.length; i++) {
        const j = rng.nextInt(items.length);
        [items[i], items[j]] = [items[j], items[i]];
      }
      return items;
    };
    const rng = makeRng("perm");
    const counts = tally(12_000, () => naive([0, 1, 2, 3], rng).join(""));
    expect(chiSquareUniform(counts, 24, 12_000)).toBeGreaterThan(CHI2_23);
  });

  it("partial: the first k positions are a uniform ordered sample (2 of 5, chi-square)", () => {
    const rng = makeRng("partial");
    const counts = tally(10_000, () => partialShuffleInPlace([0, 1, 2, 3, 4], 2, rng).slice(0, 2).join(""));
    expect(counts.size).toBe(20);
    expect(chiSquareUniform(counts, 20, 10_000)).toBeLessThan(CHI2_19);
  });

  it("partial on a typed array, reusing the array without reset (as the simulator does), stays uniform", () => {
    const rng = makeRng("typed");
    const deck = Int32Array.from([0, 1, 2, 3, 4]);
    const counts = tally(10_000, () => {
      partialShuffleTyped(deck, 2, rng);
      return `${deck[0]}${deck[1]}`;
    });
    expect(counts.size).toBe(20);
    expect(chiSquareUniform(counts, 20, 10_000)).toBeLessThan(CHI2_19);
  });

  it("keeps every element (a permutation) and leaves the input of `shuffled` untouched", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, seed) => {
        const before = items.slice();
        const out = shuffled(items, makeRng(seed));
        expect(items).toEqual(before);
        expect(out).not.toBe(items);
        expect(out.slice().sort((a, b) => a - b)).toEqual(before.slice().sort((a, b) => a - b));
        const typed = Int32Array.from(before);
        shuffleTypedInPlace(typed, makeRng(seed));
        expect(Array.from(typed).sort((a, b) => a - b)).toEqual(before.slice().sort((a, b) => a - b));
      }),
    );
  });

  it("is reproducible: the same seed shuffles the same way", () => {
    const deck = Array.from({ length: 60 }, (_, i) => i);
    expect(shuffled(deck, makeRng("s"))).toEqual(shuffled(deck, makeRng("s")));
    expect(shuffled(deck, makeRng("s"))).not.toEqual(shuffled(deck, makeRng("t")));
  });

  it("samples k distinct elements, clamped to the array's length", () => {
    const deck = Array.from({ length: 10 }, (_, i) => i);
    const s = sample(deck, 4, makeRng(3));
    expect(s).toHaveLength(4);
    expect(new Set(s).size).toBe(4);
    expect(sample(deck, 25, makeRng(3))).toHaveLength(10);
    expect(sample([], 3, makeRng(3))).toEqual([]);
    expect(() => sample(deck, -1, makeRng(3))).toThrow(RangeError);
    expect(() => partialShuffleTyped(new Int32Array(3), 1, makeRng(3), 4)).toThrow(RangeError);
  });
});

describe("dealOpening (dark-eden SETTING UP: shuffle, 3 to the discard pile unseen, draw 7)", () => {
  const deck = Array.from({ length: 60 }, (_, i) => `card-${i}`);

  it("burns 3, draws 7 and leaves 50, together the whole deck", () => {
    const { burned, hand, library } = dealOpening(deck, makeRng("de"), { burn: 3, hand: 7 });
    expect([burned.length, hand.length, library.length]).toEqual([3, 7, 50]);
    expect([...burned, ...hand, ...library].sort()).toEqual(deck.slice().sort());
  });

  it("deals the same opening for the same seed", () => {
    expect(dealOpening(deck, makeRng("de"), { burn: 3, hand: 7 })).toEqual(dealOpening(deck, makeRng("de"), { burn: 3, hand: 7 }));
    expect(dealOpening(deck, makeRng("de"), { burn: 3, hand: 7 }).hand).not.toEqual(dealOpening(deck, makeRng("df"), { burn: 3, hand: 7 }).hand);
  });

  it("clamps on a deck too small for the set-up", () => {
    const { burned, hand, library } = dealOpening(deck.slice(0, 5), makeRng(1), { burn: 3, hand: 7 });
    expect([burned.length, hand.length, library.length]).toEqual([3, 2, 0]);
    expect(() => dealOpening(deck, makeRng(1), { burn: -1, hand: 7 })).toThrow(RangeError);
  });
});
