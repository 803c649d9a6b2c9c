import { describe, expect, it } from "vitest";
import { commanderOf, darkEden, playDeckCards, SETTING_UP } from "@/lib/games/dark-eden";
import { deckFrom } from "./catalog";

const list = `game: dark-eden
commander: Kommendant Leitheusser
5 Boot Camp
5 Livery
45 Conscript
3 Cossack
2 Tactical Superiority
`;

describe("deck statistics (CONTRACTS §3) and goldfish helpers", () => {
  const deck = deckFrom(list);
  const stats = darkEden.validate(deck).stats;

  it("counts the play deck without the Commander (rules: DESIGNING A DECK)", () => {
    expect(stats.deckSize).toBe(60);
    expect(stats.commander).toBe("kommendant-leitheusser");
    expect(stats.byType).toEqual({ commander: 0, establishment: 10, warrior: 48, intrigue: 2, enhancement: 0 });
    expect(stats.byWarriorClass).toEqual({ infantry: 45, cavalry: 3, vehicle: 0 });
    expect(stats.byAffiliation).toEqual({ general: 57, "sons-of-rasputin": 3 });
  });

  it("adds up the blue and red resource icons (rules: NATURAL RESOURCES, RESOURCE ICONS)", () => {
    // Boot Camp requires 1 Food + 1 Raw Materials; Livery provides 1 Food + 1 Fuel; Conscript requires 1 Food; Cossack 2 Food.
    expect(stats.required).toEqual({ gold: 0, food: 5 + 45 + 6, rawMaterials: 5, fuel: 0 });
    expect(stats.provided).toEqual({ gold: 0, food: 5, rawMaterials: 0, fuel: 5 });
    expect(stats.commanderProvides).toEqual({ gold: 2, food: 2, rawMaterials: 2, fuel: 2 });
  });

  it("gives CV and Initial Cost distributions (rules: COMBAT VALUE, INITIAL COSTS: no stated cost is 0)", () => {
    expect(stats.cvDistribution).toEqual({ warrior: { "3": 45, "5": 3 }, establishment: { "11": 5, "13": 5 } });
    expect(stats.initialCostDistribution).toEqual({ "2": 5, "3": 5, "1": 45, "0": 5 });
  });

  it("is plain JSON", () => {
    expect(JSON.parse(JSON.stringify(stats))).toEqual(stats);
  });

  it("playDeckCards lists one card per copy; commanderOf finds the Commander (rules: SETTING UP)", () => {
    const cards = playDeckCards(deck);
    expect(cards).toHaveLength(60);
    expect(cards.filter((c) => c.code === "cossack")).toHaveLength(3);
    expect(commanderOf(deck)?.code).toBe("kommendant-leitheusser");
    expect(commanderOf(deckFrom("commander: Boot Camp\n1 Livery\n"))).toBeUndefined();
    expect(SETTING_UP).toEqual({ unseenDiscards: 3, openingHand: 7, goldReserves: 5 });
  });
});
