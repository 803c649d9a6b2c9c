import { describe, expect, it } from "vitest";
import { neededCards, shortfall, wantedWithShortfall } from "@/lib/collection/shortfall";

describe("neededCards", () => {
  it("adds up a card across sections and puts a header card (the commander) first, once", () => {
    const needed = neededCards(
      [
        { code: "boot-camp", name: "Boot Camp", quantity: 3 },
        { code: "livery", name: "Livery", quantity: 2 },
        { code: "boot-camp", name: "Boot Camp", quantity: 2 },
      ],
      [{ code: "kommendant-leitheusser", name: "Kommendant Leitheusser" }],
    );
    expect(needed).toEqual([
      { code: "kommendant-leitheusser", name: "Kommendant Leitheusser", needed: 1 },
      { code: "boot-camp", name: "Boot Camp", needed: 5 },
      { code: "livery", name: "Livery", needed: 2 },
    ]);
  });

  it("does not count a header card that is among the entries already (EDEN's leader)", () => {
    expect(neededCards([{ code: "yuri", name: "Yûri", quantity: 1 }], [{ code: "yuri", name: "Yûri" }])).toEqual([{ code: "yuri", name: "Yûri", needed: 1 }]);
  });
});

describe("shortfall", () => {
  it("lists needed − owned when positive, with the wanted count", () => {
    const needed = [
      { code: "a", name: "A", needed: 3 },
      { code: "b", name: "B", needed: 2 },
      { code: "c", name: "C", needed: 1 },
    ];
    const have = new Map([
      ["a", { owned: 1, wanted: 4 }],
      ["b", { owned: 5, wanted: 0 }],
    ]);
    expect(shortfall(needed, have)).toEqual([
      { code: "a", name: "A", needed: 3, owned: 1, lacking: 2, wanted: 4 },
      { code: "c", name: "C", needed: 1, owned: 0, lacking: 1, wanted: 0 },
    ]);
  });

  it("adding to the wanted list keeps the larger of wanted and lacking", () => {
    expect(wantedWithShortfall(0, 3)).toBe(3);
    expect(wantedWithShortfall(5, 3)).toBe(5);
  });
});
