import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Tally } from "@/lib/games/dark-eden/tally";

/** A distribution grown key by key on a plain object, as the statistics were first written. */
function grown(adds: readonly [number, number][]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, copies] of adds) out[key] = (out[key] ?? 0) + copies;
  return out;
}

describe("a distribution of the deck statistics (lib/games/dark-eden/tally.ts)", () => {
  it("COMBAT VALUE, INITIAL COSTS: the same keys, copies and key order as an object grown key by key (integer keys ascending, others as they first come)", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -99, max: 999 }), fc.integer({ min: 1, max: 5 })), { maxLength: 40 }), (adds) => {
        tally.clear();
        for (const [key, copies] of adds) tally.add(key, copies);
        expect(JSON.stringify(tally.toObject())).toBe(JSON.stringify(grown(adds)));
      }),
      { numRuns: 500 },
    );
    tally.clear();
    for (const [key, copies] of [
      [11, 5],
      [-1, 2],
      [3, 45],
      [11, 5],
      [-3, 1],
      [0, 5],
    ] as const)
      tally.add(key, copies);
    expect(Object.keys(tally.toObject())).toEqual(["0", "3", "11", "-1", "-3"]);
    expect(tally.toObject()).toEqual({ "0": 5, "3": 45, "11": 10, "-1": 2, "-3": 1 });
  });

  it("COMBAT VALUE, INITIAL COSTS of 0 to 30 (written from a copy of an object of the same keys): the same as grown key by key, and a copy changed by its reader changes no later one", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 5 })), { maxLength: 40 }), (adds) => {
        tally.clear();
        for (const [key, copies] of adds) tally.add(key, copies);
        const written = tally.toObject();
        expect(JSON.stringify(written)).toBe(JSON.stringify(grown(adds)));
        // The reader owns what it is given: changing it leaves the next deck's figures alone.
        for (const key of Object.keys(written)) written[key] = -1;
        written[31] = 7;
        expect(JSON.stringify(tally.toObject())).toBe(JSON.stringify(grown(adds)));
      }),
      { numRuns: 500 },
    );
  });

  it("COMBAT VALUE: past the 4,096 sets of keys that keep a copy to start from, a deck's keys are written one by one, to the same object", () => {
    const tally = new Tally();
    // 8,000 distinct sets of keys from 0 to 12 (each deck's CVs), plus 20.
    for (let deck = 1; deck <= 8000; deck++) {
      const adds: [number, number][] = [[20, 1]];
      for (let key = 0; key <= 12; key++) if (deck & (1 << key)) adds.push([12 - key, 1 + (key % 3)]);
      tally.clear();
      for (const [key, copies] of adds) tally.add(key, copies);
      expect(JSON.stringify(tally.toObject())).toBe(JSON.stringify(grown(adds)));
    }
  });

  it("AFFILIATION: keys written by name keep the order the deck first names them", () => {
    const tally = new Tally();
    const names = ["general", "sons-of-rasputin", "templars"];
    for (const [key, copies] of [
      [1, 3],
      [0, 45],
      [1, 2],
      [2, 1],
    ] as const)
      tally.add(key, copies);
    expect(JSON.stringify(tally.toObject(names))).toBe('{"sons-of-rasputin":5,"general":45,"templars":1}');
  });

  it("starts each deck empty once cleared: nothing of the deck before stays", () => {
    const tally = new Tally();
    tally.add(5, 3);
    tally.add(7, 1);
    tally.clear();
    expect(tally.toObject()).toEqual({});
    tally.add(7, 2);
    expect(tally.toObject()).toEqual({ "7": 2 });
  });
});
