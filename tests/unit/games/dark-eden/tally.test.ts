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
