/**
 * STEP THREE: BALANCE, from the rules text: blue icons pay red icons, "SPENDING GOLD UNITS"
 * (1 Gold Unit per Gold icon, 2 per other icon, the rules' Henrik example), surplus Gold to
 * the Reserves, "CARDS WITH BOTH RED AND BLUE ICONS", and the turn refused while unbalanced.
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { balanceDominion } from "@/lib/games/dark-eden/balance";
import { balanceCards } from "@/lib/games/dark-eden/dominion";
import { setUpDarkEden } from "@/lib/games/dark-eden/goldfish";
import { card, darkEdenInput, de, play, refusal } from "./fixtures";

describe("SPENDING GOLD UNITS", () => {
  it("prices the rules' example: short 2 Gold and 3 Food costs 2 + 6 = 8 Gold Units", () => {
    const result = balanceDominion(
      [
        { key: "commander", name: "Commander", provides: { gold: 1, food: 1 } },
        { key: "a", name: "A", requires: { gold: 3 } },
        { key: "b", name: "B", requires: { food: 4 } },
      ],
      10,
    );
    expect(result.bought).toEqual({ gold: 2, food: 3, rawMaterials: 0, fuel: 0 });
    expect(result.goldSpent).toBe(8);
    expect(result.balanced).toBe(true);
    expect(result.reservesAfter).toBe(2);
    expect(result.surplusGold).toBe(0);
  });

  it("leaves the cards it cannot pay for unpaid when the Reserves run short", () => {
    const result = balanceDominion(
      [
        { key: "commander", name: "Commander", provides: { gold: 1, food: 1 } },
        { key: "a", name: "A", requires: { gold: 3 } },
        { key: "b", name: "B", requires: { food: 4 } },
      ],
      5,
    );
    expect(result.balanced).toBe(false);
    expect(result.unpaid).toEqual(["b"]); // A's 2 Gold Units are affordable, B's 6 no longer
  });
});

describe("STEP THREE: BALANCE", () => {
  it("keeps surplus Gold icons in the Reserves and wastes the other resources", () => {
    const result = balanceDominion(
      [
        { key: "commander", name: "Commander", provides: { gold: 2, food: 2, rawMaterials: 2, fuel: 2 } },
        { key: "camp", name: "Boot Camp", requires: { food: 1, rawMaterials: 1 } },
      ],
      5,
    );
    expect(result.goldSpent).toBe(0);
    expect(result.surplusGold).toBe(2);
    expect(result.reservesAfter).toBe(7);
    expect(result.wasted).toEqual({ gold: 0, food: 1, rawMaterials: 1, fuel: 2 });
  });

  it("gives nothing from a card until its own red icons are paid (CARDS WITH BOTH RED AND BLUE ICONS)", () => {
    // Needs 1 Food, then gives 2 Food: it cannot feed itself, so 1 Food is bought for 2 Gold Units.
    const result = balanceDominion([{ key: "c", name: "Farm", requires: { food: 1 }, provides: { food: 2 } }], 5);
    expect(result.bought.food).toBe(1);
    expect(result.goldSpent).toBe(2);
    expect(result.reservesAfter).toBe(3);
    // With the Commander's Food first, the same card pays for itself in order and nothing is bought.
    const fed = balanceDominion(
      [
        { key: "c", name: "Farm", requires: { food: 1 }, provides: { food: 2 } },
        { key: "commander", name: "Commander", provides: { food: 1 } },
      ],
      5,
    );
    expect(fed.goldSpent).toBe(0);
    expect(fed.wasted.food).toBe(2);
  });

  it("pays the Commander's Food and Raw Materials for a real Boot Camp, then adds the surplus at the end of the turn", () => {
    const input = darkEdenInput("game: dark-eden\ncommander: Kommendant Leitheusser\n60 Boot Camp\n");
    expect(card("Boot Camp").requires).toEqual({ food: 1, rawMaterials: 1 });
    const start = play(de, input, setUpDarkEden(input, makeRng("camp")), [{ type: "next-turn" }]).state;
    const built = play(de, input, start, [{ type: "build", card: start.hand[0], x: 1, y: 0 }]).state;
    expect(built.gold).toBe(5 - 2); // Initial Cost 2
    const ended = play(de, input, built, [{ type: "next-turn" }]).state;
    expect(ended.lastBalance?.goldSpent).toBe(0);
    expect(ended.gold).toBe(3 + 2); // Kommendant Leitheusser's 2 surplus Gold icons
  });

  it("refuses to end a turn that does not balance until the unpaid card leaves play", () => {
    // Watch Tower needs 3 Raw Materials; Leitheusser gives 2. Two towers: 4 short = 8 Gold Units.
    const input = darkEdenInput("game: dark-eden\ncommander: Kommendant Leitheusser\n60 Watch Tower\n");
    const start = play(de, input, setUpDarkEden(input, makeRng("towers")), [{ type: "next-turn" }]).state;
    const [a, b] = start.hand;
    const built = play(de, input, start, [{ type: "build", card: a, x: 1, y: 0 }]).state; // 5 − 2 = 3 Gold
    const two = { ...built, gold: 10, hand: built.hand };
    const both = play(de, input, two, [{ type: "build", card: b, x: -1, y: 0 }]).state; // 10 − 2 = 8 Gold
    expect(balanceDominion(balanceCards(input, both), both.gold).goldSpent).toBe(8);
    const tight = { ...both, gold: 7 };
    expect(refusal(de, input, tight, { type: "next-turn" })).toMatch(/does not balance.*Watch Tower/);
    const fewer = play(de, input, tight, [{ type: "move", card: b, to: "discard" }, { type: "next-turn" }]).state;
    // One tower: 1 Raw Material short (2 Gold Units), 2 surplus Gold icons: 7 − 2 + 2.
    expect(fewer.gold).toBe(7);
    expect(fewer.turn).toBe(2);
  });
});

describe("Playing cards: INITIAL COSTS, MUSTER WARRIOR, AFFILIATION, TRANSFER", () => {
  it("refuses a card whose Initial Cost the Reserves cannot pay", () => {
    const input = darkEdenInput("game: dark-eden\ncommander: Kommendant Leitheusser\n60 Prisoner Work Camp\n");
    expect(card("Prisoner Work Camp").initialCost).toBe(6);
    const start = play(de, input, setUpDarkEden(input, makeRng("poor")), [{ type: "next-turn" }]).state;
    expect(refusal(de, input, start, { type: "build", card: start.hand[0], x: 1, y: 0 })).toMatch(/Initial Cost of 6; the Gold Reserves hold 5/);
  });

  it("musters INFANTRY to the Warband, refuses CAVALRY until a card allows it, and transfers once a turn", () => {
    const cossack = card("Cossack");
    expect(cossack.warriorClass).toBe("cavalry");
    const infantry = card("Soldat");
    expect(infantry).toMatchObject({ warriorClass: "infantry", affiliation: "sons-of-rasputin" });
    const deck = darkEdenInput(`game: dark-eden\ncommander: Kommendant Leitheusser\n30 [${infantry.code}]\n30 [${cossack.code}]\n`);
    const start = play(de, deck, setUpDarkEden(deck, makeRng("muster")), [{ type: "next-turn" }]).state;
    const foot = start.hand.find((id) => deck.cards[deck.deck[id]].code === infantry.code)!;
    const horse = start.hand.find((id) => deck.cards[deck.deck[id]].code === cossack.code)!;
    expect(refusal(de, deck, start, { type: "muster", card: horse, zone: "warband" })).toMatch(/CAVALRY/);
    const mustered = play(de, deck, { ...start, gold: 20 }, [
      { type: "muster", card: foot, zone: "warband" },
      { type: "move", card: foot, to: "borderlands" },
    ]).state;
    expect(mustered.borderlands).toEqual([foot]);
    expect(refusal(de, deck, mustered, { type: "move", card: foot, to: "warband" })).toMatch(/once a turn/);
  });
});
