/**
 * Battle for Eden goldfish, from the rules text (seeds/battle-for-eden-rules.txt):
 * "Conquest ▶ Setup" (7-card starting deck, hand of 5), "The Expansion phase" (crystals in
 * front, replenishing to 5, the discard pile shuffled when the deck is short, bonus turns)
 * and "The Reinforcements phase" (the budget: the crystals' values, unknown ones shown so).
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { bfeGoldfish, setUpBfe, type BfeTable } from "@/lib/games/battle-for-eden/goldfish";
import { reinforcementBudget } from "@/lib/games/battle-for-eden/reinforcements";
import { coreCards } from "../games/battle-for-eden/fixtures";
import { inputFrom, STARTING } from "./bfe-input";
import { play, refusal } from "./fixtures";

const input = inputFrom(STARTING);
const codeOf = (id: number) => input.cards[input.deck[id]].code;
const crystals = (s: BfeTable) => s.hand.filter((id) => codeOf(id).endsWith("energy-crystal"));
const units = (s: BfeTable) => s.hand.filter((id) => codeOf(id).startsWith("fixture-"));

/** The set-up of the first seed "0", "1", … whose opening hand passes `test` (deterministic). */
function setUpWhere(test: (s: BfeTable) => boolean): BfeTable {
  for (let seed = 0; seed < 1000; seed++) {
    const s = setUpBfe(input, makeRng(seed));
    if (test(s)) return s;
  }
  throw new Error("no seed below 1000 gives such a hand");
}

describe("Conquest ▶ Setup: the starting deck of 7, a hand of 5", () => {
  it("shuffles the 7 cards and draws 5", () => {
    expect(input.deck).toHaveLength(7);
    for (const seed of ["1", "2", "3"]) {
      const s = setUpBfe(input, makeRng(seed));
      expect(s.hand).toHaveLength(5);
      expect(s.drawPile).toHaveLength(2);
      expect([...s.hand, ...s.drawPile].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(bfeGoldfish.opening!(input, s)).toEqual({ hand: s.hand.map(codeOf), discarded: [] });
    }
  });
});

describe("The Expansion phase", () => {
  it("plays Energy Crystals in front, refuses a unit as a crystal, and replenishes to 5 from the deck", () => {
    const s = setUpWhere((h) => crystals(h).length >= 2 && units(h).length >= 1);
    const c = crystals(s);
    const u = units(s);
    expect(refusal(bfeGoldfish, input, s, { type: "crystal", card: u[0] })).toMatch(/not an Energy Crystal/);
    const two = c.slice(0, 2);
    const played = play(
      bfeGoldfish,
      input,
      s,
      two.map((card) => ({ type: "crystal" as const, card })),
    ).state;
    expect(played.inFront).toEqual(two);
    const ended = play(bfeGoldfish, input, played, [{ type: "end-turn" }]).state;
    expect(ended.hand).toHaveLength(5);
    expect(ended.hand.slice(3)).toEqual(s.drawPile.slice(0, 2)); // the deck held exactly the 2 needed
    expect(ended.reshuffles).toBe(0);
    // The Reinforcements phase then discards the crystals played.
    expect(ended.inFront).toEqual([]);
    expect(ended.discardPile).toEqual(two);
    expect(ended.round).toBe(2);
  });

  it("shuffles the discard pile first when the deck is short, keeping the hand", () => {
    const s = setUpBfe(input, makeRng("short"));
    // Discard 4 of the 5: 4 needed, the deck holds 2, so the discard pile (4) is shuffled in under it.
    const gone = s.hand.slice(0, 4);
    const kept = s.hand[4];
    const ended = play(bfeGoldfish, input, s, [...gone.map((card) => ({ type: "discard" as const, card })), { type: "end-turn" }], makeRng("r")).state;
    expect(ended.reshuffles).toBe(1);
    expect(ended.hand).toHaveLength(5);
    expect(ended.hand[0]).toBe(kept);
    expect(ended.hand.slice(1, 3)).toEqual(s.drawPile); // the deck's own cards come first
    expect([...ended.hand.slice(3), ...ended.drawPile].sort()).toEqual([...gone].sort());
    expect(ended.discardPile).toEqual([]);
  });

  it("returns the crystals in front to the hand on a bonus turn, then replenishes", () => {
    const s = setUpWhere((h) => crystals(h).length >= 1);
    const c = crystals(s).slice(0, 1);
    const bonus = play(bfeGoldfish, input, s, [{ type: "crystal", card: c[0] }, { type: "bonus-turn" }]).state;
    expect(bonus.inFront).toEqual([]);
    expect(bonus.hand).toContain(c[0]);
    expect(bonus.hand).toHaveLength(5);
  });

  it("sends units to battle (then the discard pile) and back to the World", () => {
    const s = setUpWhere((h) => units(h).length >= 2 && crystals(h).length >= 1);
    const u = units(s);
    const fought = play(bfeGoldfish, input, s, [{ type: "battle", card: u[0] }]).state;
    expect(fought.discardPile).toEqual([u[0]]);
    expect(play(bfeGoldfish, input, fought, [{ type: "world", card: u[1] }]).state.world).toEqual([u[1]]);
    expect(refusal(bfeGoldfish, input, s, { type: "battle", card: crystals(s)[0] })).toMatch(/not a unit/);
  });
});

describe("The Reinforcements phase: the budget is the sum of the crystals' values", () => {
  it("counts the shipped crystals, whose values no source gives, as unknown", () => {
    expect(coreCards.find((c) => c.code === "small-energy-crystal")?.energy).toBeUndefined();
  });

  it("adds known values, and counts the unknown ones beside them", () => {
    expect(reinforcementBudget([{ energy: 1 }, { energy: 1 }, { energy: 2 }])).toEqual({ known: 4, unknown: 0 });
    expect(reinforcementBudget([{ energy: 1 }, {}, { energy: 2 }])).toEqual({ known: 3, unknown: 1 });
  });
});
