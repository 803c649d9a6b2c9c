/**
 * Exact odds beside simulation for the goldfish, by the set-up rules: Dark Eden "SETTING UP"
 * (3 unseen discards, then 7 from a 60-card deck) and "STEP ONE: DRAW" (refill to 7); Battle
 * for Eden "Conquest ▶ Setup" (5 of the starting 7) and "The Expansion phase" (refill to 5).
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { standardError } from "@/lib/engine/simulate";
import { bfeSeenByTurn } from "@/lib/games/battle-for-eden/goldfish";
import { darkEdenDrawModel, darkEdenSeenByTurn } from "@/lib/games/dark-eden/goldfish";
import { byTurnSimulation, exactByTurn } from "@/lib/engine/goldfish/by-turn";
import { exactChance, simulateOpenings } from "@/lib/engine/goldfish/opening";
import { darkEdenInput } from "./fixtures";

/** A 60-card deck of every card type: 12 cards × 5 (4 for two of them, plus 2 extra lines). */
const MIXED = `game: dark-eden
commander: Kommendant Leitheusser
4 Boot Camp
5 Arable Land
5 Deep Mine
5 Soldat
5 Kommendant
5 Cossack
5 Blitztank
5 Ambush
5 Bribe
5 Camouflage
5 Oil Field
5 Ore Deposit
1 Bazaar
`;
const input = darkEdenInput(MIXED);
const model = darkEdenDrawModel(input);

/** Π (N−K−i)/(N−i) for i < n: the chance that none of K copies is among n cards drawn from N. */
function noneOf(N: number, K: number, n: number): number {
  let p = 1;
  for (let i = 0; i < n; i++) p *= (N - K - i) / (N - i);
  return p;
}

describe("exact odds, by hand from the rules' set-up", () => {
  it("holds a 60-card play deck with 3 put aside unseen and a 7-card opening hand", () => {
    expect(model.deckSize).toBe(60);
    expect(model.burned).toBe(3);
    expect(model.openingHand).toBe(7);
  });

  it("matches 1 − C(60−K, 7)/C(60, 7) for the opening hand: the 3 unseen discards change nothing", () => {
    const rows = exactByTurn(model, [7]);
    const bootCamp = rows.find((r) => r.key === "boot-camp")!;
    expect(bootCamp.copies).toBe(4);
    expect(bootCamp.exact[0]).toBeCloseTo(1 - noneOf(60, 4, 7), 14); // 0.39949…
    expect(bootCamp.exact[0]).toBeCloseTo(0.399499, 5);
    const bazaar = rows.find((r) => r.key === "bazaar")!;
    expect(bazaar.exact[0]).toBeCloseTo(7 / 60, 14); // one copy: 7 chances in 60
  });

  it("adds up a card type's copies: Establishments, warriors by class, Intrigue", () => {
    const rows = exactByTurn(model, [7, 9]);
    const est = rows.find((r) => r.key === "kind:establishment")!;
    expect(est.copies).toBe(4 + 5 + 5 + 5 + 5 + 1);
    expect(est.exact[1]).toBeCloseTo(1 - noneOf(60, 25, 9), 14);
    expect(rows.find((r) => r.key === "kind:warrior-infantry")!.copies).toBe(10);
    expect(rows.find((r) => r.key === "kind:warrior-cavalry")!.copies).toBe(5);
    expect(rows.find((r) => r.key === "kind:warrior-vehicle")!.copies).toBe(5);
    expect(rows.find((r) => r.key === "kind:intrigue")!.copies).toBe(15);
    expect(rows.some((r) => r.key === "kind:enhancement")).toBe(false); // absent types are left out
  });

  it("counts 7 on turn 1, then as many as left the hand each turn, at most the 57 drawable cards", () => {
    expect(darkEdenSeenByTurn(4, 2, 57)).toEqual([7, 9, 11, 13]);
    expect(darkEdenSeenByTurn(3, 0, 57)).toEqual([7, 7, 7]);
    expect(darkEdenSeenByTurn(12, 7, 57)).toEqual([7, 14, 21, 28, 35, 42, 49, 56, 57, 57, 57, 57]);
    expect(bfeSeenByTurn(3, 1, 7)).toEqual([5, 6, 7]);
    expect(bfeSeenByTurn(3, 5, 7)).toEqual([5, 7, 7]);
  });

  it("answers the CLI's odds with at least K copies", () => {
    expect(exactChance(model, 5, 1, 7)).toBeCloseTo(1 - noneOf(60, 5, 7), 14);
    // At least 2 of 5 in 7: 1 − P(0) − P(1), P(1) = 7·5·C(55, 6)/… computed as 7 · (5/60) · Π (55−i)/(59−i), i < 6.
    let p1 = 7 * (5 / 60);
    for (let i = 0; i < 6; i++) p1 *= (55 - i) / (59 - i);
    expect(exactChance(model, 5, 2, 7)).toBeCloseTo(1 - noneOf(60, 5, 7) - p1, 14);
  });
});

describe("simulation beside the exact odds", () => {
  it("lands within 4 standard errors of every exact value, every row and turn, over 100,000 set-ups", () => {
    const seen = model.seenByTurn(6, 2);
    const rows = exactByTurn(model, seen);
    const sim = byTurnSimulation(model, seen, makeRng("within-4-se"));
    sim.run(60_000);
    sim.run(40_000); // in slices, as the page runs it
    expect(sim.hands).toBe(100_000);
    const shares = sim.shares();
    for (const [r, row] of rows.entries()) {
      for (const [t, p] of row.exact.entries()) {
        const se = standardError(p, sim.hands);
        expect(Math.abs(shares[r][t] - p), `${row.label}, turn ${t + 1}`).toBeLessThanOrEqual(4 * se + 1e-12);
      }
    }
  });

  it("is reproducible for a seed", () => {
    const seen = model.seenByTurn(3, 2);
    const a = byTurnSimulation(model, seen, makeRng(7));
    const b = byTurnSimulation(model, seen, makeRng(7));
    a.run(2000);
    b.run(1000);
    b.run(1000);
    expect(a.shares()).toEqual(b.shares());
  });

  it("simulates the CLI's opening hands within 4 standard errors of the exact chance", () => {
    const hands = 100_000;
    const cards = simulateOpenings(model, hands, makeRng("cli"));
    expect(simulateOpenings(model, 1000, makeRng("cli"))).toEqual(simulateOpenings(model, 1000, makeRng("cli")));
    for (const c of cards) {
      const p = exactChance(model, c.copies, 1, 7);
      expect(Math.abs(c.pAtLeastOne - p), c.name).toBeLessThanOrEqual(4 * standardError(p, hands));
    }
  });
});
