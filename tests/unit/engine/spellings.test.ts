import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Spellings } from "@/lib/engine/spellings";
import { allCards } from "../games/dark-eden/catalog";

describe("values by exact spelling (lib/engine/spellings.ts)", () => {
  it("finds what a Map finds, for every text, however many spellings share a bucket", () => {
    const spelling = fc.string({ maxLength: 8, unit: fc.constantFrom(..."abAB óŁ-'".split("")) });
    fc.assert(
      fc.property(fc.uniqueArray(spelling, { maxLength: 200 }), fc.array(spelling, { maxLength: 30 }), (known, asked) => {
        const map = new Map(known.map((s, i) => [s, i]));
        const spellings = new Spellings(map);
        for (const text of [...known, ...asked]) expect(spellings.get(text)).toBe(map.get(text));
      }),
      { numRuns: 300 },
    );
  });

  it("finds only the exact spelling: not another case, not white space around it, not a slice of it", () => {
    const spellings = new Spellings(
      new Map([
        ["Boot Camp", 1],
        ["Obóz Szkoleniowy", 2],
      ]),
    );
    expect(spellings.get("Boot Camp")).toBe(1);
    // A name read from a list is a new string cut from the list's text.
    expect(spellings.get("3 Boot Camp\n".slice(2, 11))).toBe(1);
    expect(spellings.get("Obóz Szkoleniowy")).toBe(2);
    expect(spellings.get("boot camp")).toBeUndefined();
    expect(spellings.get(" Boot Camp")).toBeUndefined();
    expect(spellings.get("Boot Cam")).toBeUndefined();
    expect(spellings.get("")).toBeUndefined();
  });

  it("names made to fall in one bucket are hashed instead, so no lookup compares with all of them", () => {
    // Same length, first, middle and last characters: one bucket for all 2,000.
    const crafted = new Map(Array.from({ length: 2000 }, (_, i) => [`a${String(i).padStart(4, "0")}${"x".repeat(6)}a`, i]));
    const spellings = new Spellings(crafted);
    expect(spellings.hashed).toBe(crafted);
    expect(spellings.get("a1234xxxxxxa")).toBe(1234);
    expect(spellings.get("a9999xxxxxxa")).toBeUndefined();
    // The Dark Eden catalog's names, English and Polish, spread out: no bucket is that full.
    const names = allCards.flatMap((card) => [card.name, ...Object.values(card.names ?? {})]);
    expect(new Spellings(new Map(names.map((name, i) => [name, i]))).hashed).toBeUndefined();
  });
});
