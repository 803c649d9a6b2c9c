/**
 * Battle for Eden goldfish past the opening, from the rules text (seeds/battle-for-eden-rules.txt):
 * "The Production phase" (resources, pure energy), "The Reinforcements phase" (units capped by
 * the crystals' value, common cards at rising multiples, technology cards for pure energy,
 * bought cards to the discard pile), "The Expansion phase" (the discard pile shuffled back),
 * and the auto policy of docs/goldfish.md.
 */
import { describe, expect, it } from "vitest";
import { CardIndex } from "@/lib/engine/card-index";
import { makeRng } from "@/lib/engine/rng";
import type { BfeCard } from "@/lib/games/battle-for-eden/card";
import { type BfeAction, bfeGoldfish, setUpBfe, type BfeTable } from "@/lib/games/battle-for-eden/goldfish";
import { cardOf } from "@/lib/games/battle-for-eden/goldfish-table";
import { policyChoice, STARTING_TERRITORIES } from "@/lib/games/battle-for-eden/goldfish-turns";
import { ASSUMED_PRICE, crystalEnergy } from "@/lib/games/battle-for-eden/market";
import type { CatalogCard } from "@/lib/games/types";
import { exactByTurn } from "@/lib/engine/goldfish/by-turn";
import { replay } from "@/lib/engine/goldfish/session";
import { coreCards, fixtureUnits } from "../games/battle-for-eden/fixtures";
import { inputFrom, STARTING } from "./bfe-input";
import { play, refusal } from "./fixtures";

const input = inputFrom(STARTING);
const market = input.market!;
const item = (code: string) => market.findIndex((m) => m.card.code === code);
const code = (s: BfeTable, id: number) => cardOf(input, s, id).code;
const isCrystal = (s: BfeTable, id: number) => code(s, id).endsWith("energy-crystal");

/** A table in the Reinforcements phase with the given energy cap, resources and pure energy. */
function reinforcing(over: Partial<BfeTable> = {}): BfeTable {
  return { ...setUpBfe(input, makeRng("market")), phase: "reinforcements", energy: 0, resources: 0, pureEnergy: 0, ...over };
}

describe("Conquest ▶ Setup: the market is the civilization's World, the common cards and the technology cards", () => {
  it("offers the deck's own civilization's units, cheapest first, and every common and technology card", () => {
    const world = market.filter((m) => m.pile === "world").map((m) => m.card.code);
    expect(world).toEqual(["fixture-runner", "fixture-scout", "fixture-sentry", "fixture-colossus", "fixture-unpriced"]);
    expect(world).not.toContain("fixture-diver"); // another civilization's World
    expect(market.filter((m) => m.pile === "common").map((m) => m.card.code)).toEqual(coreCards.filter((c) => c.kind === "common").map((c) => c.code));
    expect(market.filter((m) => m.pile === "technology")).toHaveLength(4);
  });
});

describe("The Expansion phase ▶ The Reinforcements phase: energy from the crystals played", () => {
  it("caps units at the crystals' values, with Small 1, Medium 2 as stand-ins where the catalog has no value", () => {
    expect(crystalEnergy({ code: "small-energy-crystal" })).toEqual({ value: 1, assumed: true });
    expect(crystalEnergy({ code: "medium-energy-crystal", energy: 5 })).toEqual({ value: 5, assumed: false });
    const s = setUpBfe(input, makeRng("energy"));
    const crystals = s.hand.filter((id) => isCrystal(s, id));
    const expected = crystals.reduce((n, id) => n + (code(s, id) === "medium-energy-crystal" ? 2 : 1), 0);
    const after = play(bfeGoldfish, input, s, [...crystals.map((card) => ({ type: "crystal" as const, card })), { type: "reinforce" }]).state;
    expect(after.phase).toBe("reinforcements");
    expect(after.energy).toBe(expected);
    // "The Expansion phase": the hand was replenished first (the crystals in front stay out of the deck).
    expect(after.hand).toHaveLength(Math.min(5, 5 - crystals.length + s.drawPile.length));
  });

  it("uses the catalog's crystal values when it has them", () => {
    const valued = (c: string, energy: number): CatalogCard<BfeCard> => ({ ...coreCards.find((x) => x.code === c)!, energy });
    const fixture = inputFrom(STARTING, new CardIndex<BfeCard>([valued("small-energy-crystal", 3), valued("medium-energy-crystal", 4), ...fixtureUnits]));
    const s = setUpBfe(fixture, makeRng("valued"));
    const crystals = s.hand.filter((id) => cardOf(fixture, s, id).code.endsWith("energy-crystal"));
    const expected = crystals.reduce((n, id) => n + cardOf(fixture, s, id).energy!, 0);
    const after = play(bfeGoldfish, fixture, s, [...crystals.map((card) => ({ type: "crystal" as const, card })), { type: "reinforce" }]).state;
    expect(after.energy).toBe(expected);
  });
});

describe("The Production phase", () => {
  it("gives 1 resource per territory (3 at the start: the portal and the 2 tiles touching it), and pure energy only with the Heart of Eden", () => {
    const s = setUpBfe(input, makeRng("production"));
    expect(s.production).toBe(STARTING_TERRITORIES);
    const first = play(bfeGoldfish, input, s, [{ type: "reinforce" }]).state;
    expect(first.resources).toBe(3);
    expect(first.pureEnergy).toBe(0);
    const second = play(bfeGoldfish, input, first, [
      { type: "next-round" },
      { type: "production", resources: 5 },
      { type: "heart" },
      { type: "reinforce" },
    ]).state;
    expect(second.resources).toBe(8); // nothing was spent: resources are kept
    expect(second.pureEnergy).toBe(1);
  });
});

describe("The Reinforcements phase", () => {
  it("places a bought card in the discard pile, paid in resources", () => {
    const s = reinforcing({ energy: 2, resources: 4 });
    const after = play(bfeGoldfish, input, s, [{ type: "buy", item: item("fixture-scout") }]).state;
    const id = after.discardPile.at(-1)!;
    expect(id).toBe(input.deck.length); // a new card, owned from now on
    expect(code(after, id)).toBe("fixture-scout");
    expect(after.resources).toBe(3);
    expect(after.spentOnUnits).toBe(1);
  });

  it("refuses units beyond the crystals' value, even with resources to spare", () => {
    const s = reinforcing({ energy: 2, resources: 9 });
    expect(refusal(bfeGoldfish, input, s, { type: "buy", item: item("fixture-colossus") })).toMatch(/crystals played give 2 energy/);
    const one = play(bfeGoldfish, input, s, [
      { type: "buy", item: item("fixture-scout") },
      { type: "buy", item: item("fixture-runner") },
    ]).state;
    expect(refusal(bfeGoldfish, input, one, { type: "buy", item: item("fixture-sentry") })).toMatch(/2 went to units already/);
    expect(refusal(bfeGoldfish, input, reinforcing({ energy: 5, resources: 4 }), { type: "buy", item: item("fixture-colossus") })).toMatch(/you hold 4/);
    expect(refusal(bfeGoldfish, input, s, { type: "buy", item: item("fixture-unpriced") })).toMatch(/no cost/);
  });

  it("sells a second common card for twice its price, without the crystals' cap", () => {
    const s = reinforcing({ energy: 0, resources: 3 * ASSUMED_PRICE });
    const after = play(bfeGoldfish, input, s, [
      { type: "buy", item: item("setback") },
      { type: "buy", item: item("huge-energy-crystal") },
    ]).state;
    expect(after.resources).toBe(0); // 1 × price, then 2 × price
    expect(after.commonCardsBought).toBe(2);
    expect(
      refusal(bfeGoldfish, input, reinforcing({ resources: 2 * ASSUMED_PRICE, commonCardsBought: 2 }), { type: "buy", item: item("opportunity") }),
    ).toMatch(new RegExp(`costs ${3 * ASSUMED_PRICE} resources now`));
  });

  it("sells technology cards for pure energy to the player controlling the Heart of Eden only", () => {
    const tech = item("energy-shield");
    expect(refusal(bfeGoldfish, input, reinforcing({ pureEnergy: 5 }), { type: "buy", item: tech })).toMatch(/Heart of Eden/);
    const after = play(bfeGoldfish, input, reinforcing({ pureEnergy: 5, heart: true, resources: 1 }), [{ type: "buy", item: tech }]).state;
    expect(after.pureEnergy).toBe(5 - ASSUMED_PRICE);
    expect(after.resources).toBe(1);
  });

  it("discards the crystals in front at the end of the round and records its energy and purchases", () => {
    const s = setUpBfe(input, makeRng("record"));
    const crystals = s.hand.filter((id) => isCrystal(s, id));
    const turn: BfeAction[] = [...crystals.map((card) => ({ type: "crystal" as const, card })), { type: "reinforce" }];
    const r = play(bfeGoldfish, input, s, turn).state;
    const bought = play(bfeGoldfish, input, r, [{ type: "buy", item: item("fixture-scout") }, { type: "next-round" }]).state;
    expect(bought.inFront).toEqual([]);
    expect(bought.discardPile.slice(-crystals.length)).toEqual(crystals);
    expect(bought.round).toBe(2);
    expect(bought.rounds).toEqual([
      expect.objectContaining({
        round: 1,
        energy: r.energy,
        resources: 3,
        spent: 1,
        bought: ["fixture-scout"],
        owned: 8,
        composition: { crystal: 4, unit: 4, common: 0, technology: 0 },
      }),
    ]);
  });

  it("refuses buying during the Expansion phase, and playing from the hand during the Reinforcements phase", () => {
    const s = setUpBfe(input, makeRng("phases"));
    expect(refusal(bfeGoldfish, input, s, { type: "buy", item: 0 })).toMatch(/Reinforcements phase/);
    const r = play(bfeGoldfish, input, s, [{ type: "reinforce" }]).state;
    expect(refusal(bfeGoldfish, input, r, { type: "discard", card: r.hand[0] })).toMatch(/Reinforcements phase is under way/);
  });
});

describe("The Expansion phase: losing the Heart of Eden spends its pure energy at once", () => {
  // "If the conquered territory was the Heart of Eden, the defending player must immediately spend all the
  // pure energy they have accumulated (see section on the Reinforcements phase)": on technology cards.
  const tech = item("energy-shield");
  const holding = (pureEnergy: number) => ({ ...setUpBfe(input, makeRng("heart")), heart: true, pureEnergy });

  it("buys technology cards with it right away, in the Expansion phase, until none fits; the rest is lost with the Heart", () => {
    const lost = play(bfeGoldfish, input, holding(5), [{ type: "heart" }]).state;
    expect(lost).toMatchObject({ heart: false, spendingPure: true, pureEnergy: 5, phase: "expansion" });
    expect(refusal(bfeGoldfish, input, lost, { type: "discard", card: lost.hand[0] })).toMatch(/pure energy must be spent on technology cards at once/);
    expect(refusal(bfeGoldfish, input, lost, { type: "reinforce" })).toMatch(/at once/);
    expect(refusal(bfeGoldfish, input, lost, { type: "buy", item: item("huge-energy-crystal") })).toMatch(/at once/);
    const one = play(bfeGoldfish, input, lost, [{ type: "buy", item: tech }]).state;
    expect(one).toMatchObject({ spendingPure: true, pureEnergy: 5 - ASSUMED_PRICE });
    const two = play(bfeGoldfish, input, one, [{ type: "buy", item: item("temporary-rift") }]).state;
    // 1 pure energy left buys no technology card (each costs 2): the spending ends, and it is gone.
    expect(two).toMatchObject({ spendingPure: false, pureEnergy: 0 });
    expect(two.discardPile.slice(-2).map((id) => code(two, id))).toEqual(["energy-shield", "temporary-rift"]);
    expect(two.log.at(-1)!.key).toBe("bfe.pureLost");
    // The two cards belong to the round: its record lists them.
    const round = play(bfeGoldfish, input, two, [{ type: "reinforce" }, { type: "next-round" }]).state.rounds[0];
    expect(round.bought).toEqual(["energy-shield", "temporary-rift"]);
    expect(round.composition.technology).toBe(2);
  });

  it("loses pure energy no technology card fits at once, and keeps nothing after the Heart", () => {
    const lost = play(bfeGoldfish, input, holding(1), [{ type: "heart" }]).state;
    expect(lost).toMatchObject({ heart: false, spendingPure: false, pureEnergy: 0 });
    expect(play(bfeGoldfish, input, lost, [{ type: "discard", card: lost.hand[0] }]).state.hand).toHaveLength(4);
    const empty = play(bfeGoldfish, input, holding(0), [{ type: "heart" }]).state;
    expect(empty).toMatchObject({ heart: false, spendingPure: false });
    expect(empty.log.at(-1)!.key).toBe("bfe.heartLost");
  });

  it("replays the same from the link: h then b.<item>", () => {
    const a = replay(bfeGoldfish, input, "heart-seed", "h_f_r_f_r_h");
    expect(a.refused).toBeUndefined();
    expect(a.state).toMatchObject({ heart: false, spendingPure: true, pureEnergy: 2 });
    expect(replay(bfeGoldfish, input, "heart-seed", "h_f_r_f_r_h_e").refused?.says.key).toBe("bfe.spendPureFirst");
    const b = replay(bfeGoldfish, input, "heart-seed", `h_f_r_f_r_h_b.${tech}`);
    expect(b.refused).toBeUndefined();
    expect(b.state).toMatchObject({ heart: false, spendingPure: false, pureEnergy: 0 });
    expect(code(b.state, b.state.discardPile.at(-1)!)).toBe("energy-shield");
  });
});

describe("The Expansion phase: a bought card comes back through the shuffled discard pile", () => {
  it("draws a bought card after the discard pile was shuffled into the deck", () => {
    let s = play(bfeGoldfish, input, reinforcing({ energy: 1, resources: 1 }), [{ type: "buy", item: item("fixture-scout") }, { type: "next-round" }]).state;
    const bought = input.deck.length;
    let rng = makeRng("cycle");
    for (let round = 0; round < 6 && !s.hand.includes(bought); round++) {
      const all = s.hand.map((card) => ({ type: "discard" as const, card }));
      ({ state: s, rng } = play(bfeGoldfish, input, s, [...all, { type: "end-turn" }], rng));
    }
    expect(s.hand).toContain(bought);
    expect(s.reshuffles).toBeGreaterThan(0);
  });
});

describe("The Reinforcements phase: the odds table counts the cards bought", () => {
  it("draws from every card owned now: the starting deck, the cards bought (to the discard pile), less the units returned to the World", () => {
    const start = bfeGoldfish.drawModel!(input);
    expect(start.deckSize).toBe(7);
    const s = play(bfeGoldfish, input, reinforcing({ energy: 2, resources: 9, pureEnergy: 2, heart: true }), [
      { type: "buy", item: item("fixture-scout") },
      { type: "buy", item: item("energy-shield") },
    ]).state;
    const model = bfeGoldfish.drawModel!(input, s);
    expect(model.deckSize).toBe(9);
    expect(model.cards.find((c) => c.code === "fixture-scout")).toMatchObject({ copies: 2, kind: "unit" });
    expect(model.cards.find((c) => c.code === "energy-shield")).toMatchObject({ copies: 1, kind: "other" });
    expect(model.cards.reduce((n, c) => n + c.copies, 0)).toBe(9);
    // 5, then 3 a round, now up to the 9 cards owned (the starting deck alone stopped at 7).
    expect(model.seenByTurn(3, 3)).toEqual([5, 8, 9]);
    const rows = exactByTurn(model, model.seenByTurn(3, 3));
    expect(rows.find((r) => r.key === "energy-shield")!.exact[0]).toBeCloseTo(5 / 9, 12);
    expect(rows.find((r) => r.key === "kind:unit")!.copies).toBe(4);
    // A unit returned to the World leaves the deck the odds are about.
    const back = bfeGoldfish.drawModel!(input, { ...s, world: [input.deck.length] }); // the Scout bought
    expect(back.deckSize).toBe(8);
    expect(back.cards.find((c) => c.code === "fixture-scout")!.copies).toBe(1);
  });
});

describe("The auto policy (docs/goldfish.md)", () => {
  it("buys the most expensive unit the energy and resources allow", () => {
    expect(policyChoice(input, reinforcing({ energy: 5, resources: 5 }))).toBe(item("fixture-colossus"));
    // Cost 1 everywhere: the strongest (Runner, strength 2).
    expect(policyChoice(input, reinforcing({ energy: 1, resources: 5 }))).toBe(item("fixture-runner"));
  });

  it("else a technology card while holding the Heart of Eden, else one Energy Crystal, the one giving most energy", () => {
    expect(policyChoice(input, reinforcing({ energy: 0, resources: 0, heart: true, pureEnergy: 2 }))).toBe(item("energy-shield"));
    expect(policyChoice(input, reinforcing({ energy: 0, resources: 2 }))).toBe(item("huge-energy-crystal"));
    expect(policyChoice(input, reinforcing({ energy: 0, resources: 9, commonCardsBought: 1 }))).toBeUndefined();
    expect(policyChoice(input, reinforcing({ energy: 0, resources: 1 }))).toBeUndefined();
  });

  it("plays a whole round by itself, the deck growing, and the link's seed and actions replay the same game", () => {
    const game = replay(bfeGoldfish, input, "auto-seed", "n_n_n_n");
    expect(game.refused).toBeUndefined();
    const rounds = game.state.rounds;
    expect(rounds.map((r) => r.round)).toEqual([1, 2, 3, 4]);
    expect(rounds[0].energy).toBeGreaterThan(0);
    expect(rounds.some((r) => r.bought.length > 0)).toBe(true);
    expect(rounds.at(-1)!.owned).toBe(input.deck.length + game.state.bought.length);
    expect(rounds.at(-1)!.owned).toBeGreaterThan(input.deck.length);
    expect(replay(bfeGoldfish, input, "auto-seed", "n_n_n_n").state).toEqual(game.state);
    const text = game.tokens.map((t) => [t.verb, ...t.args].join(".")).join("_");
    expect(text).toBe("n_n_n_n");
  });

  it("reads every action back from its URL token", () => {
    const actions: BfeAction[] = [
      { type: "reinforce" },
      { type: "buy", item: 3 },
      { type: "auto-buy" },
      { type: "next-round" },
      { type: "auto-round" },
      { type: "production", resources: 7 },
      { type: "heart" },
      { type: "end-turn" },
      { type: "crystal", card: 2 },
    ];
    for (const a of actions) expect(bfeGoldfish.decode(bfeGoldfish.encode(a))).toEqual(a);
    expect(bfeGoldfish.decode({ verb: "p", args: ["100"] })).toBeUndefined();
    expect(bfeGoldfish.decode({ verb: "b", args: [] })).toBeUndefined();
  });
});
