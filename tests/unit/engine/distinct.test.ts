import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { distinct } from "@/lib/engine/distinct";

describe("each item once (lib/engine/distinct.ts)", () => {
  it("answers what a Set answers, in the order first given, for short lists and long ones", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", "c", "d", "boot-camp", ""), { maxLength: 40 }), (items) => {
        expect(distinct(items)).toEqual([...new Set(items)]);
      }),
      { numRuns: 500 },
    );
    expect(distinct(["b", "a", "b", "c", "a"])).toEqual(["b", "a", "c"]);
  });

  it("gives a new array, leaving the one it was given as it was", () => {
    const items = ["a", "a"];
    const out = distinct(items);
    expect(out).not.toBe(items);
    expect(items).toEqual(["a", "a"]);
    expect(distinct([])).toEqual([]);
  });
});
