import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  binomial,
  fractionToNumber,
  fractionsEqual,
  hypergeometricAtLeast,
  hypergeometricAtLeastByTurn,
  hypergeometricAtLeastExact,
  hypergeometricPmf,
  hypergeometricPmfExact,
  multivariateAtLeast,
  multivariateAtLeastByTurn,
  multivariateAtLeastExact,
  multivariatePmfExact,
  type Fraction,
  type GroupRequirement,
} from "@/lib/engine/odds";

const EPS = 1e-12;

describe("binomial", () => {
  it("matches known coefficients", () => {
    expect(binomial(52, 5)).toBe(2_598_960n);
    expect(binomial(60, 7)).toBe(386_206_920n);
    expect(binomial(55, 7)).toBe(202_927_725n);
    expect(binomial(60, 0)).toBe(1n);
    expect(binomial(60, 60)).toBe(1n);
    expect(binomial(5, 6)).toBe(0n);
    expect(binomial(5, -1)).toBe(0n);
  });

  it("follows Pascal's rule C(n, k) = C(n−1, k−1) + C(n−1, k)", () => {
    for (let n = 1; n <= 70; n++) for (let k = 1; k <= n; k++) expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
  });
});

describe("hypergeometric odds: dark-eden SETTING UP (3 unseen to the discard pile, then draw 7 from 60)", () => {
  it("P(≥1 of 5 copies) = 1 − C(55,7)/C(60,7)", () => {
    // C(55,7)/C(60,7) = (55·54·53·52·51·50·49)/(60·59·58·57·56·55·54) = (53·52·51·50·49)/(60·59·58·57·56)
    //                 = 202 927 725 / 386 206 920 = 409 955 / 780 216
    const byHand = 1 - (53 * 52 * 51 * 50 * 49) / (60 * 59 * 58 * 57 * 56);
    expect(byHand).toBeCloseTo(0.4745621725265824, 15);
    const exact = hypergeometricAtLeastExact({ deckSize: 60, copies: 5, seen: 7, burned: 3 });
    expect(exact).toEqual({ num: 780_216n - 409_955n, den: 780_216n });
    expect(Math.abs(hypergeometricAtLeast({ deckSize: 60, copies: 5, seen: 7, burned: 3 }) - byHand)).toBeLessThan(EPS);
    expect(Math.abs(hypergeometricAtLeast({ deckSize: 60, copies: 5, seen: 7 }) - byHand)).toBeLessThan(EPS);
  });

  it("P(≥1 of 4 copies) = 1 − (53·52·51·50)/(60·59·58·57)", () => {
    // C(56,7)/C(60,7) = 56!·53! / (49!·60!) = (53·52·51·50)/(60·59·58·57)
    const byHand = 1 - (53 * 52 * 51 * 50) / (60 * 59 * 58 * 57);
    expect(Math.abs(hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 7, burned: 3 }) - byHand)).toBeLessThan(EPS);
  });

  it("P(exactly 1 of 4) = 4·C(56,6)/C(60,7) and P(≥2 of 4) = 1 − P(0) − P(1)", () => {
    // C(56,6) = 32 468 436
    const p0 = (53 * 52 * 51 * 50) / (60 * 59 * 58 * 57);
    const p1 = (4 * 32_468_436) / 386_206_920;
    expect(Math.abs(hypergeometricPmf({ deckSize: 60, copies: 4, seen: 7, exactly: 1 }) - p1)).toBeLessThan(EPS);
    expect(Math.abs(hypergeometricPmf({ deckSize: 60, copies: 4, seen: 7, exactly: 0 }) - p0)).toBeLessThan(EPS);
    expect(Math.abs(hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 7, burned: 3, atLeast: 2 }) - (1 - p0 - p1))).toBeLessThan(EPS);
  });

  it("the 3 unseen discards do not change any opening-hand probability (exact equality, every K and k)", () => {
    // With burned = 3 the function sums over j copies burned, P(j) = C(K,j)·C(60−K,3−j)/C(60,3),
    // times P(≥k | 57 cards, K−j copies, 7 drawn). The totals equal the plain formula as
    // fractions, for every number of copies 0..60 and every threshold 0..8.
    for (let K = 0; K <= 60; K++) {
      for (let k = 0; k <= 8; k++) {
        const plain = hypergeometricAtLeastExact({ deckSize: 60, copies: K, seen: 7, atLeast: k });
        const burned = hypergeometricAtLeastExact({ deckSize: 60, copies: K, seen: 7, atLeast: k, burned: 3 });
        expect(fractionsEqual(plain, burned), `K=${K} k=${k}`).toBe(true);
      }
    }
  });

  it("the same equality holds for any small deck, burn and draw", () => {
    for (let N = 0; N <= 12; N++)
      for (let b = 0; b <= N; b++)
        for (let n = 0; n <= N - b; n++)
          for (let K = 0; K <= N; K++)
            for (let k = 1; k <= Math.min(K, n) + 1; k++) {
              const plain = hypergeometricAtLeastExact({ deckSize: N, copies: K, seen: n, atLeast: k });
              const burned = hypergeometricAtLeastExact({ deckSize: N, copies: K, seen: n, atLeast: k, burned: b });
              expect(fractionsEqual(plain, burned), `N=${N} b=${b} n=${n} K=${K} k=${k}`).toBe(true);
            }
  });

  it("the distribution sums to 1 exactly", () => {
    let num = 0n;
    let den = 1n;
    for (let k = 0; k <= 7; k++) {
      const f = hypergeometricPmfExact({ deckSize: 60, copies: 5, seen: 7, exactly: k });
      num = num * f.den + f.num * den;
      den *= f.den;
    }
    expect(num).toBe(den);
  });

  it("by turn: each entry is the odds for that many cards seen", () => {
    // A caller's own counts, e.g. 7 in the opening hand then one more card each turn.
    const byTurn = hypergeometricAtLeastByTurn({ deckSize: 60, copies: 5, burned: 3, seenByTurn: [7, 8, 9, 10] });
    expect(byTurn).toHaveLength(4);
    // P(≥1 of 5 in 10) = 1 − C(55,10)/C(60,10) = 1 − (50·49·48·47·46)/(60·59·58·57·56)
    expect(Math.abs(byTurn[3] - (1 - (50 * 49 * 48 * 47 * 46) / (60 * 59 * 58 * 57 * 56)))).toBeLessThan(EPS);
    for (let t = 1; t < byTurn.length; t++) expect(byTurn[t]).toBeGreaterThan(byTurn[t - 1]);
  });
});

describe("hypergeometric edge cases", () => {
  it("P(X ≥ 0) = 1 and P(X ≥ negative) = 1", () => {
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 5, seen: 7, atLeast: 0 })).toBe(1);
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 0, seen: 0, atLeast: -2 })).toBe(1);
  });

  it("copies 0 gives 0 for at least one, without NaN", () => {
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 0, seen: 7 })).toBe(0);
    expect(hypergeometricPmf({ deckSize: 60, copies: 0, seen: 7, exactly: 0 })).toBe(1);
  });

  it("more cards seen than the deck holds: the whole deck is seen", () => {
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 100 })).toBe(1);
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 100, atLeast: 4 })).toBe(1);
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 100, atLeast: 5 })).toBe(0);
    // 10 cards, 3 burned: at most 7 can be seen, so a 9-card look is a 7-card look.
    expect(hypergeometricAtLeast({ deckSize: 10, copies: 2, seen: 9, burned: 3 })).toBe(hypergeometricAtLeast({ deckSize: 10, copies: 2, seen: 7 }));
    expect(hypergeometricAtLeast({ deckSize: 3, copies: 1, seen: 7, burned: 5 })).toBe(0);
    expect(hypergeometricAtLeast({ deckSize: 0, copies: 0, seen: 7 })).toBe(0);
  });

  it("more copies wanted than exist gives 0", () => {
    expect(hypergeometricAtLeast({ deckSize: 60, copies: 3, seen: 7, atLeast: 4 })).toBe(0);
  });

  it("rejects impossible decks and non-integer counts", () => {
    expect(() => hypergeometricAtLeast({ deckSize: 60, copies: 61, seen: 7 })).toThrow(RangeError);
    expect(() => hypergeometricAtLeast({ deckSize: 60, copies: -1, seen: 7 })).toThrow(RangeError);
    expect(() => hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 7.5 })).toThrow(RangeError);
    expect(() => hypergeometricAtLeast({ deckSize: 60, copies: 4, seen: 7, burned: -3 })).toThrow(RangeError);
  });

  it("converts fractions of huge integers without overflow (C(2000,1000)/C(2001,1000) = 1001/2001)", () => {
    const f: Fraction = { num: binomial(2000, 1000), den: binomial(2001, 1000) };
    expect(Number(f.num)).toBe(Number.POSITIVE_INFINITY); // a naive conversion would give NaN
    expect(Math.abs(fractionToNumber(f) - 1001 / 2001)).toBeLessThan(1e-15);
    expect(fractionToNumber({ num: 1n, den: 3n })).toBe(1 / 3);
  });
});

// ---------------------------------------------------------------------------------------

/** Brute force: every burn subset, then every draw subset of the rest, counted. */
function bruteForce(deckSize: number, groups: readonly GroupRequirement[], burned: number, seen: number): Fraction {
  const label: number[] = [];
  groups.forEach((g, i) => {
    for (let c = 0; c < g.copies; c++) label.push(i);
  });
  while (label.length < deckSize) label.push(-1);
  const combos = (pool: number[], k: number): number[][] => {
    if (k === 0) return [[]];
    const out: number[][] = [];
    for (let i = 0; i <= pool.length - k; i++) for (const rest of combos(pool.slice(i + 1), k - 1)) out.push([pool[i], ...rest]);
    return out;
  };
  const all = label.map((_, i) => i);
  let good = 0n;
  let total = 0n;
  for (const burn of combos(all, burned)) {
    const rest = all.filter((i) => !burn.includes(i));
    for (const draw of combos(rest, seen)) {
      total++;
      const counts = groups.map(() => 0);
      for (const i of draw) if (label[i] >= 0) counts[label[i]]++;
      if (groups.every((g, i) => counts[i] >= (g.atLeast ?? 0) && counts[i] <= (g.atMost ?? Infinity))) good++;
    }
  }
  return { num: good, den: total };
}

describe("multivariate hypergeometric", () => {
  it("at least one establishment AND one infantry warrior: matches enumeration of a 10-card deck", () => {
    const groups = [
      { copies: 3, atLeast: 1 },
      { copies: 2, atLeast: 1 },
    ];
    const exact = multivariateAtLeastExact({ deckSize: 10, seen: 4, groups });
    expect(fractionsEqual(exact, bruteForce(10, groups, 0, 4))).toBe(true);
    // By inclusion–exclusion: 1 − C(7,4)/C(10,4) − C(8,4)/C(10,4) + C(5,4)/C(10,4) = (210 − 35 − 70 + 5)/210
    expect(fractionsEqual(exact, { num: 110n, den: 210n })).toBe(true);
  });

  it("matches enumeration for random small decks, bounds and unseen burns", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            copies: fc.integer({ min: 0, max: 3 }),
            atLeast: fc.integer({ min: -1, max: 3 }),
            atMost: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
          }),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 5 }),
        (groups, extra, burned, seen) => {
          const deckSize = groups.reduce((a, g) => a + g.copies, 0) + extra;
          const b = Math.min(burned, deckSize);
          const n = Math.min(seen, deckSize - b);
          const exact = multivariateAtLeastExact({ deckSize, seen, burned, groups });
          expect(fractionsEqual(exact, bruteForce(deckSize, groups, b, n))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("with one group equals the hypergeometric odds", () => {
    for (let K = 0; K <= 10; K++)
      for (let k = 0; k <= 4; k++)
        expect(
          fractionsEqual(
            multivariateAtLeastExact({ deckSize: 60, seen: 7, groups: [{ copies: K, atLeast: k }] }),
            hypergeometricAtLeastExact({ deckSize: 60, copies: K, seen: 7, atLeast: k }),
          ),
        ).toBe(true);
  });

  it("dark-eden opening: the 3 unseen discards do not change a joint probability either", () => {
    const groups = [
      { copies: 12, atLeast: 1 },
      { copies: 16, atLeast: 1 },
      { copies: 4, atMost: 0 },
    ];
    expect(
      fractionsEqual(multivariateAtLeastExact({ deckSize: 60, seen: 7, groups }), multivariateAtLeastExact({ deckSize: 60, seen: 7, burned: 3, groups })),
    ).toBe(true);
  });

  it("the joint distribution sums to 1 exactly", () => {
    let num = 0n;
    let den = 1n;
    for (let a = 0; a <= 4; a++)
      for (let b = 0; b <= 3; b++) {
        const f = multivariatePmfExact({ deckSize: 20, seen: 5, copies: [4, 3], counts: [a, b] });
        num = num * f.den + f.num * den;
        den *= f.den;
      }
    expect(num).toBe(den);
  });

  it("by turn, and edge cases: empty groups, impossible bounds, too many copies", () => {
    const groups = [
      { copies: 12, atLeast: 1 },
      { copies: 16, atLeast: 1 },
    ];
    const byTurn = multivariateAtLeastByTurn({ deckSize: 60, groups, seenByTurn: [7, 14] });
    expect(byTurn[0]).toBe(multivariateAtLeast({ deckSize: 60, seen: 7, groups }));
    expect(byTurn[1]).toBeGreaterThan(byTurn[0]);
    expect(multivariateAtLeast({ deckSize: 60, seen: 7, groups: [] })).toBe(1);
    expect(multivariateAtLeast({ deckSize: 60, seen: 7, groups: [{ copies: 4, atLeast: 3, atMost: 2 }] })).toBe(0);
    expect(multivariateAtLeast({ deckSize: 60, seen: 0, groups: [{ copies: 4, atLeast: 1 }] })).toBe(0);
    expect(() => multivariateAtLeast({ deckSize: 10, seen: 7, groups: [{ copies: 6 }, { copies: 5 }] })).toThrow(RangeError);
  });
});
