/**
 * EDEN goldfish: no deck to shuffle. From the rules text (seeds/eden-skirmish-rules-es.txt):
 * "4. A - La Fase de Preparación" (Etapa 2 strategy points, Etapa 8 the chosen tactic hand)
 * and the dice of "2. A - Tiradas" as the calculator uses them.
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { atLeast, characteristicRoll, opposedRoll } from "@/lib/games/eden-skirmish/dice";
import { edenGoldfish, type EdenGoldfishInput } from "@/lib/games/eden-skirmish/goldfish";
import { play, refusal } from "./fixtures";

function sheet(tacticHandSize: number | null, tactics: string[]): EdenGoldfishInput {
  return {
    stats: { points: 90, budget: 100, strategyPoints: 7, tacticHandSize, combatants: 4, missions: 0, tactics: tactics.length, warband: null, leader: null },
    combatants: [],
    tactics: tactics.map((name, i) => ({ code: `t${i}`, name, nameKey: name.toLowerCase(), rules: [] })),
    missions: [],
  };
}

describe("EDEN has no deck: the CLI's goldfish, draw and odds refuse it", () => {
  it("says why, naming Etapa 8", () => {
    expect(edenGoldfish.noDeck?.message).toMatch(/Etapa 8/);
    expect(edenGoldfish.drawModel).toBeUndefined();
    expect(edenGoldfish.opening).toBeUndefined();
  });
});

describe("Etapa 8: the tactic hand, as many cards as the leader's PSI, one of a name", () => {
  it("fills up to the hand size and refuses more, or a second card of the same name", () => {
    const input = sheet(2, ["Ambush", "Smoke", "ambush", "Fire"]);
    const start = edenGoldfish.setUp(input, makeRng(0));
    const one = play(edenGoldfish, input, start, [{ type: "tactic", index: 0 }]).state;
    expect(refusal(edenGoldfish, input, one, { type: "tactic", index: 2 })).toMatch(/already holds a card named/);
    const full = play(edenGoldfish, input, one, [{ type: "tactic", index: 1 }]).state;
    expect(full.tacticHand).toEqual([0, 1]);
    expect(refusal(edenGoldfish, input, full, { type: "tactic", index: 3 })).toMatch(/holds 2 cards/);
    expect(play(edenGoldfish, input, full, [{ type: "tactic", index: 0 }]).state.tacticHand).toEqual([1]);
  });

  it("cannot choose without a known hand size", () => {
    const input = sheet(null, ["Ambush"]);
    expect(refusal(edenGoldfish, input, edenGoldfish.setUp(input, makeRng(0)), { type: "tactic", index: 0 })).toMatch(/unknown/);
  });
});

describe("2. A - Tiradas, as the dice calculator shows them", () => {
  it("rolls N d6 at threshold T: at least one success = 1 − ((T−1)/6)^N", () => {
    expect(atLeast(characteristicRoll(3, 4).successes, 1)).toBeCloseTo(1 - (3 / 6) ** 3, 12);
    expect(atLeast(characteristicRoll(2, 6).successes, 2)).toBeCloseTo(1 / 36, 12);
  });

  it("lowers the characteristic by as much as a threshold above 6, down to an automatic failure", () => {
    const eight = characteristicRoll(4, 8);
    expect(eight).toMatchObject({ dice: 2, threshold: 6, automaticFailure: false });
    expect(characteristicRoll(2, 8).automaticFailure).toBe(true);
  });

  it("wins an opposed roll of 1d6 + characteristic with the higher characteristic on equal totals", () => {
    // 4 vs 3: first ahead when x + 1 > y, i.e. 21 of 36, plus the 5 equal totals.
    expect(opposedRoll(4, 3).first).toBeCloseTo(26 / 36, 12);
    expect(opposedRoll(3, 3)).toMatchObject({ first: 0.5, rethrowOnEqual: true });
  });
});
