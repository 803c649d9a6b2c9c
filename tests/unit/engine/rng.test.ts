import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { fnv1a32, makeRng, randomSeed, seedToUint32 } from "@/lib/engine/rng";

describe("seeds", () => {
  it("hashes string seeds with FNV-1a 32 (published test vectors)", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("hashes the UTF-8 bytes, so non-ASCII seeds are platform-independent", () => {
    // "é" is C3 A9 in UTF-8: two FNV-1a rounds by hand.
    let h = 0x811c9dc5;
    for (const byte of [0xc3, 0xa9]) h = Math.imul(h ^ byte, 0x01000193) >>> 0;
    expect(fnv1a32("é")).toBe(h);
  });

  it("takes canonical decimal strings and integers in [0, 2^32) as the seed itself", () => {
    expect(seedToUint32("42")).toBe(42);
    expect(seedToUint32(42)).toBe(42);
    expect(seedToUint32("0")).toBe(0);
    expect(seedToUint32("4294967295")).toBe(4294967295);
    expect(seedToUint32(4294967295)).toBe(4294967295);
  });

  it("hashes every other string verbatim (leading zeros, signs, spaces, too large)", () => {
    for (const s of ["042", "-1", " 42", "42 ", "4294967296", "1e3", "Rasputin Rush"]) {
      expect(seedToUint32(s)).toBe(fnv1a32(s));
    }
    expect(seedToUint32("042")).not.toBe(42);
  });

  it("rejects numbers that are not 32-bit unsigned integers", () => {
    for (const s of [-1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => seedToUint32(s)).toThrow(RangeError);
    }
  });

  it("makes fresh UI seeds of 8 Crockford base-32 characters that are usable seeds", () => {
    const a = randomSeed();
    const b = randomSeed();
    expect(a).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{8}$/);
    expect(b).toMatch(/^[0-9abcdefghjkmnpqrstvwxyz]{8}$/);
    expect(a).not.toBe(b); // 40 random bits each: a clash means the source is not random
    expect(makeRng(a).nextInt(1000)).toBe(makeRng(a).nextInt(1000));
  });
});

describe("makeRng", () => {
  const take = (seed: string | number, count: number, max = 1_000_000_000) => {
    const rng = makeRng(seed);
    return Array.from({ length: count }, () => rng.nextInt(max));
  };

  it("gives the same sequence for the same seed", () => {
    expect(take("goldfish", 1000)).toEqual(take("goldfish", 1000));
  });

  it('gives the same sequence for 42 and "42"', () => {
    expect(take(42, 100)).toEqual(take("42", 100));
    expect(makeRng("42").seed).toBe(42);
  });

  it("gives different sequences for different seeds", () => {
    expect(take("goldfish", 20)).not.toEqual(take("goldfisi", 20));
    expect(take(1, 20)).not.toEqual(take(2, 20));
  });

  it("pins its first numbers, so saved seeds replay on every run and platform", () => {
    // If this fails, the seed → sequence mapping changed and every saved seed now deals
    // different hands: only change these values on purpose.
    expect(take("edenkeep", 5)).toEqual([499524074, 77447334, 963449624, 171866213, 800844355]);
    const r = makeRng(42);
    expect([r.nextFloat(), r.nextFloat(), r.nextFloat()]).toEqual([0.2725744465111921, 0.14005348723065558, 0.7822142315707581]);
  });

  it("spreads the first draws of neighbouring seeds evenly (no correlated seeding)", () => {
    // Seeds 0..1999, first nextFloat of each, 10 bins: chi-square with 9 degrees of freedom
    // stays under 27.88 (p = 0.001). Seeding xoroshiro directly with the integer would put
    // every first output near the top of the range and fail this.
    const bins = new Array<number>(10).fill(0);
    for (let s = 0; s < 2000; s++) bins[Math.floor(makeRng(s).nextFloat() * 10)]++;
    const chi2 = bins.reduce((acc, o) => acc + (o - 200) ** 2 / 200, 0);
    expect(chi2).toBeLessThan(27.88);
  });

  it("never returns nextInt out of [0, max) and always an integer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (seed, max) => {
        const rng = makeRng(seed);
        for (let i = 0; i < 20; i++) {
          const v = rng.nextInt(max);
          if (!Number.isInteger(v) || v < 0 || v >= max) return false;
        }
        return true;
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 70 }), (seed, max) => {
        const v = makeRng(seed).nextInt(max);
        return Number.isInteger(v) && v >= 0 && v < max;
      }),
    );
  });

  it("covers the whole range of a small nextInt evenly (unbiased)", () => {
    // 60 values (a deck's positions), 60 000 draws: chi-square, 59 d.o.f., p = 0.001 → 98.32.
    const rng = makeRng("uniform");
    const counts = new Array<number>(60).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.nextInt(60)]++;
    const chi2 = counts.reduce((acc, o) => acc + (o - 1000) ** 2 / 1000, 0);
    expect(chi2).toBeLessThan(98.32);
  });

  it("returns nextFloat in [0, 1)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const rng = makeRng(seed);
        for (let i = 0; i < 20; i++) {
          const v = rng.nextFloat();
          if (!(v >= 0 && v < 1)) return false;
        }
        return true;
      }),
    );
  });

  it("rejects a maximum that is not a safe integer ≥ 1", () => {
    const rng = makeRng(7);
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 53]) expect(() => rng.nextInt(bad)).toThrow(RangeError);
    expect(rng.nextInt(1)).toBe(0);
  });

  it("clones at the current position", () => {
    const rng = makeRng("clone");
    rng.nextInt(10);
    const copy = rng.clone();
    const a = Array.from({ length: 10 }, () => rng.nextInt(100));
    const b = Array.from({ length: 10 }, () => copy.nextInt(100));
    expect(b).toEqual(a);
    expect(copy.seed).toBe(rng.seed);
  });
});
