/**
 * The Turf grid, from the rules text: "BUILD ESTABLISHMENT" (adjacency, Neighbor Allowance,
 * the Commander's 4), "ADJACENT CARDS", "SEPARATED ESTABLISHMENTS" (Supply Lines) and
 * "STEP FIVE: RAID ▶ ANNOUNCE RAID TARGET" (vulnerable edges, no diagonal entry).
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { suppliedIds } from "@/lib/games/dark-eden/dominion";
import { setUpDarkEden } from "@/lib/games/dark-eden/goldfish";
import { legalPlacements, placementRefusal, raidTargets, supplied, vulnerableEdges, type TurfCard } from "@/lib/games/dark-eden/turf";
import { card, darkEdenInput, de, play, refusal } from "./fixtures";

const commander: TurfCard = { key: "commander", x: 0, y: 0, allowance: 4 };
const est = (key: string, x: number, y: number, allowance = 4): TurfCard => ({ key, x, y, allowance });

describe("BUILD ESTABLISHMENT: where an Establishment may go", () => {
  it("must touch the Commander or another Establishment; corners do not count", () => {
    expect(placementRefusal([commander], { x: 1, y: 0 }, 4)).toBeNull();
    expect(placementRefusal([commander], { x: 2, y: 0 }, 4)?.text).toMatch(/touches no card/);
    expect(placementRefusal([commander], { x: 1, y: 1 }, 4)?.text).toMatch(/touches no card/); // diagonal only
    expect(placementRefusal([commander], { x: 0, y: 0 }, 4)?.text).toMatch(/taken by the Commander/);
    expect(placementRefusal([commander, est("a", 1, 0)], { x: 2, y: 0 }, 4)).toBeNull(); // next to an Establishment
  });

  it("refuses a place where the new card would exceed its own Neighbor Allowance", () => {
    const turf = [commander, est("a", 1, 0), est("b", 0, 1)];
    // (1, 1) touches a (above) and b (left): 2 neighbours.
    expect(placementRefusal(turf, { x: 1, y: 1 }, 1)?.text).toMatch(/Neighbor Allowance of 1; at \(1, 1\) it would touch 2 cards/);
    expect(placementRefusal(turf, { x: 1, y: 1 }, 2)).toBeNull();
  });

  it("refuses a place that would take a touched card past its Neighbor Allowance", () => {
    const turf = [commander, est("a", 1, 0, 1)]; // a touches the Commander: its 1 neighbour is used up
    expect(placementRefusal(turf, { x: 2, y: 0 }, 4)?.text).toMatch(/the card at \(1, 0\) 2 neighbours, past its Neighbor Allowance of 1/);
    expect(placementRefusal(turf, { x: 1, y: 1 }, 4)?.text).toMatch(/past its Neighbor Allowance of 1/);
    expect(legalPlacements(turf, 4)).toEqual([
      { x: 0, y: -1 },
      { x: -1, y: 0 },
      { x: 0, y: 1 },
    ]);
  });

  it("lets the Commander take an Establishment on each of its four sides (Neighbor Allowance 4)", () => {
    const turf = [commander, est("n", 0, -1), est("e", 1, 0), est("s", 0, 1)];
    expect(placementRefusal(turf, { x: -1, y: 0 }, 4)).toBeNull();
  });

  it("refuses a real card by its catalog Neighbor Allowance, and pays its Initial Cost", () => {
    const input = darkEdenInput("game: dark-eden\ncommander: Kommendant Leitheusser\n30 Barricade\n30 Bazaar\n");
    expect(card("Barricade").neighborAllowance).toBe(1);
    expect(card("Bazaar").initialCost).toBe(3);
    const start = play(de, input, setUpDarkEden(input, makeRng("walls")), [{ type: "next-turn" }]).state;
    const barricade = start.hand.find((id) => input.cards[input.deck[id]].name === "Barricade")!;
    const bazaar = start.hand.find((id) => input.cards[input.deck[id]].name === "Bazaar")!;
    const built = play(de, input, start, [{ type: "build", card: barricade, x: 1, y: 0 }]).state;
    expect(refusal(de, input, built, { type: "build", card: bazaar, x: 2, y: 0 })).toMatch(/Neighbor Allowance of 1/);
    expect(refusal(de, input, built, { type: "build", card: bazaar, x: 5, y: 5 })).toMatch(/touches no card/);
    const second = play(de, input, built, [{ type: "build", card: bazaar, x: -1, y: 0 }]).state;
    expect(second.gold).toBe(5 - 3);
    expect(second.turf).toEqual([
      { id: barricade, x: 1, y: 0 },
      { id: bazaar, x: -1, y: 0 },
    ]);
  });
});

describe("SEPARATED ESTABLISHMENTS: Supply Lines", () => {
  it("runs across shared edges only, from the Commander", () => {
    const turf = [commander, est("a", 1, 0), est("b", 2, 0), est("c", 2, 1)];
    expect([...supplied(turf)].sort()).toEqual(["a", "b", "c", "commander"]);
    // Remove a: b and c are cut off together.
    expect([...supplied(turf.filter((c) => c.key !== "a"))].sort()).toEqual(["commander"]);
  });

  it("cuts an Establishment off when the one between is discarded", () => {
    const input = darkEdenInput("game: dark-eden\ncommander: Kommendant Leitheusser\n30 Grove\n30 Deep Mine\n");
    const start = play(de, input, setUpDarkEden(input, makeRng("line")), [{ type: "next-turn" }]).state;
    const [a, b] = start.hand;
    const built = play(de, input, start, [
      { type: "build", card: a, x: 1, y: 0 },
      { type: "build", card: b, x: 2, y: 0 },
    ]).state;
    expect([...suppliedIds(input, built)].sort()).toEqual([a, b].sort());
    const cut = play(de, input, built, [{ type: "move", card: a, to: "discard" }]).state;
    expect([...suppliedIds(input, cut)]).toEqual([]);
    expect(cut.turf).toEqual([{ id: b, x: 2, y: 0 }]);
  });
});

describe("ANNOUNCE RAID TARGET: vulnerable edges", () => {
  it("protects the edges around a hole the raiders cannot reach; they never enter diagonally", () => {
    // A ring around (0, 0) made of four cards: the corner cells are open, but (0, 0) is reached only diagonally.
    const ring = [est("n", 0, -1), est("w", -1, 0), est("e", 1, 0), est("s", 0, 1)];
    const edges = vulnerableEdges(ring);
    expect(edges.get("n")).toEqual(["top", "right", "left"]);
    expect(edges.get("s")).toEqual(["right", "bottom", "left"]);
    expect(edges.get("w")).toEqual(["top", "bottom", "left"]);
  });

  it("makes a card surrounded on all four sides no target; the Commander is a target only alone", () => {
    const plus = [commander, est("n", 0, -1), est("w", -1, 0), est("e", 1, 0), est("s", 0, 1)];
    expect(vulnerableEdges(plus).get("commander")).toEqual([]);
    expect(raidTargets(plus).sort()).toEqual(["e", "n", "s", "w"]);
    expect(raidTargets([commander])).toEqual(["commander"]);
    expect(raidTargets([commander, est("a", 1, 0)])).toEqual(["a"]);
  });
});
