import { describe, expect, it } from "vitest";
import { CARD_TYPES, commanderOf, darkEden, playDeckCards, SETTING_UP, WARRIOR_CLASSES } from "@/lib/games/dark-eden";
import type { DarkEdenStats } from "@/lib/games/stats";
import { card, deckFrom, index } from "./catalog";

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

  it("lists every card type and warrior class in CARD_TYPES and WARRIOR_CLASSES order, none counted as 0 (rules: THE CARDS, WARRIORS)", () => {
    expect(Object.keys(stats.byType as Record<string, number>)).toEqual([...CARD_TYPES]);
    expect(Object.keys(stats.byWarriorClass as Record<string, number>)).toEqual([...WARRIOR_CLASSES]);
    expect(JSON.stringify(stats.cvDistribution)).toBe('{"warrior":{"3":45,"5":3},"establishment":{"11":5,"13":5}}');
  });

  it("counts a card built in code with values outside the card schema key by key, as a plain object grows", () => {
    const odd = { ...card("Boot Camp"), code: "odd-camp", type: "fortress", cv: 2.5, initialCost: "7" } as never;
    const deck = {
      headers: { commander: "Kommendant Leitheusser" },
      entries: [{ card: odd, quantity: 2, section: "main" }, ...deckFrom(list).entries],
      cards: index,
      extras: {},
    };
    const oddStats = darkEden.validate(deck).stats as DarkEdenStats;
    expect(oddStats.byType).toEqual({ commander: 0, establishment: 10, warrior: 48, intrigue: 2, enhancement: 0, fortress: 2 });
    expect(Object.keys(oddStats.initialCostDistribution)).toEqual(["0", "1", "2", "3", "7"]);
    expect(oddStats.initialCostDistribution).toEqual({ "7": 2, "2": 5, "3": 5, "1": 45, "0": 5 });
    expect(oddStats.required.food).toBe(5 + 45 + 6 + 2);
  });
});
