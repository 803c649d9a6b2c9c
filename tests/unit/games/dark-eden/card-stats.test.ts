import { describe, expect, it } from "vitest";
import { AFFILIATIONS, CARD_TYPES, WARRIOR_CLASSES } from "@/lib/games/dark-eden";
import { readCardStats } from "@/lib/games/dark-eden/card-stats";
import { allCards, card } from "./catalog";

describe("what one copy of a card adds to the deck statistics (lib/games/dark-eden/card-stats.ts)", () => {
  it("NATURAL RESOURCES: the blue and red icons printed on the card, undefined for a colour it shows none of", () => {
    const livery = readCardStats(card("Livery"));
    expect(livery.provides).toEqual({ gold: 0, food: 1, rawMaterials: 0, fuel: 1 });
    expect(livery.requires).toBeUndefined();
    const bootCamp = readCardStats(card("Boot Camp"));
    expect(bootCamp.provides).toBeUndefined();
    expect(bootCamp.requires).toEqual({ gold: 0, food: 1, rawMaterials: 1, fuel: 0 });
  });

  it("COMBAT VALUE and INITIAL COSTS: a warrior's CV, an Establishment's CV, the Initial Cost (no stated cost is 0)", () => {
    const cossack = readCardStats(card("Cossack"));
    expect([cossack.warriorCv, cossack.establishmentCv, cossack.initialCost]).toEqual([5, undefined, 0]);
    const bootCamp = readCardStats(card("Boot Camp"));
    expect([bootCamp.warriorCv, bootCamp.establishmentCv, bootCamp.initialCost]).toEqual([undefined, 11, 2]);
    const commander = readCardStats(card("Kommendant Leitheusser"));
    expect([commander.warriorCv, commander.establishmentCv]).toEqual([undefined, undefined]);
  });

  it("THE CARDS, WARRIORS, AFFILIATION: type, warrior class and affiliation by their places in CARD_TYPES, WARRIOR_CLASSES and AFFILIATIONS", () => {
    for (const c of allCards) {
      const stats = readCardStats(c);
      expect(stats.plain).toBe(true);
      expect(CARD_TYPES[stats.type]).toBe(c.type);
      expect(AFFILIATIONS[stats.affiliation]).toBe(c.affiliation);
      expect(stats.warriorClass === -1 ? undefined : WARRIOR_CLASSES[stats.warriorClass]).toBe(c.type === "warrior" ? c.warriorClass : undefined);
    }
  });

  it("is not plain for a card built in code with a value outside the card schema (the statistics then count it key by key)", () => {
    const base = card("Boot Camp");
    const odd = [
      { ...base, type: "fortress" },
      { ...base, cv: 2.5 },
      { ...base, initialCost: "3" },
      { ...base, provides: { gold: "2" } },
      { ...base, requires: null },
      { ...base, affiliation: "elsewhere" },
      { ...card("Cossack"), warriorClass: "flying" },
    ];
    for (const c of odd) expect(readCardStats(c as never).plain).toBe(false);
    expect(readCardStats({ ...base, initialCost: undefined, cv: null } as never).plain).toBe(true);
  });
});
