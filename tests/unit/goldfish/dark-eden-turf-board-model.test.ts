/**
 * What the Dark Eden goldfish board shows (components/goldfish/turf-board-model.ts), from the
 * rules text: "SETTING UP" and "THE GIFT OF FATE",
 * "BUILD ESTABLISHMENT", "MUSTER WARRIOR", "TRANSFER", "SEPARATED ESTABLISHMENTS",
 * "STEP THREE: BALANCE", "STEP FIVE: RAID ▶ ANNOUNCE RAID TARGET" and "STEP SIX: DISCARD".
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardFacts, cardIcons, turfBoardModel, type TurfBoardModel, type TurfCell } from "@/components/goldfish/turf-board-model";
import { makeRng } from "@/lib/engine/rng";
import { balanceCards, cardOf } from "@/lib/games/dark-eden/dominion";
import { balanceDominion } from "@/lib/games/dark-eden/balance";
import { legalPlacements } from "@/lib/games/dark-eden/turf";
import { card, darkEdenInput, de, play, SIXTY_ESTABLISHMENTS } from "./fixtures";

const input = darkEdenInput(SIXTY_ESTABLISHMENTS);
const setUp = de.setUp(input, makeRng("model"));
const turn1 = play(de, input, setUp, [{ type: "next-turn" }]).state;

const cells = (model: TurfBoardModel): TurfCell[] => model.grid.rows.flatMap((r) => r.cells);
const at = (model: TurfBoardModel, x: number, y: number) => cells(model).find((c) => c.x === x && c.y === y);

describe("SETTING UP: before turn 1", () => {
  it("offers the Gift of Fate once and 'Start turn 1'; the turn counter says setting up; the Gold Reserves hold 5", () => {
    const model = turfBoardModel(input, setUp, null);
    expect(model.started).toBe(false);
    expect(model.controls.giftOfFate).toEqual({ action: { type: "gift-of-fate" }, disabled: false });
    expect(model.controls.nextTurn).toEqual({ action: { type: "next-turn" }, label: "start-turn-1" });
    expect(model.counters).toEqual({ turn: null, gold: 5, drawPile: setUp.drawPile.length, discardPile: 3, annihilated: 0, reshuffles: null });
    expect(model.hand.map((h) => h.id)).toEqual(setUp.hand);
    expect(model.balance.turn).toBe(1);
    expect(model.balance.startingGold).toBe(5);

    const gifted = play(de, input, setUp, [{ type: "gift-of-fate" }]).state;
    expect(turfBoardModel(input, gifted, null).controls.giftOfFate.disabled).toBe(true);
    expect(turfBoardModel(input, turn1, null).controls.giftOfFate.disabled).toBe(true);
  });

  it("a selected card waits for turn 1: no place to build, no Discard", () => {
    const model = turfBoardModel(input, setUp, setUp.hand[0]);
    expect(model.hand.map((h) => h.selected)).toEqual(setUp.hand.map((_, i) => i === 0));
    expect(model.selection?.prompt).toEqual({ kind: "start-first" });
    expect(model.selection?.discard).toBeNull();
    expect(cells(model).some((c) => c.kind === "empty" && c.build)).toBe(false);
  });
});

describe("BUILD ESTABLISHMENT: the places the selected card may go", () => {
  it("marks exactly the legal places next to the Commander, the keyboard starting on the first", () => {
    const id = turn1.hand[0];
    const model = turfBoardModel(input, turn1, id);
    expect(model.controls.nextTurn.label).toBe("next-turn");
    expect(model.counters.turn).toBe(1);
    expect(model.selection?.prompt).toEqual({ kind: "choose-place", anyPlace: true });
    const places = legalPlacements([{ key: "commander", x: 0, y: 0, allowance: 4 }], 4);
    const buildable = cells(model).filter((c) => c.kind === "empty" && c.build);
    expect(buildable.map((c) => ({ x: c.x, y: c.y })).sort((a, b) => a.y - b.y || a.x - b.x)).toEqual(places.sort((a, b) => a.y - b.y || a.x - b.x));
    expect(at(model, 1, 0)).toEqual({ kind: "empty", x: 1, y: 0, build: { type: "build", card: id, x: 1, y: 0 } });
    expect(at(model, 1, 1)).toEqual({ kind: "empty", x: 1, y: 1, build: null }); // diagonal: "adjacent" means a shared edge
    expect(model.grid.focus).toBe(`${places[0].x},${places[0].y}`);
  });

  it("without a selection: no Build button, the keyboard on the Commander; the grid reaches one place past the Turf", () => {
    const model = turfBoardModel(input, turn1, null);
    expect(model.selection).toBeNull();
    expect(cells(model).some((c) => c.kind === "empty" && c.build)).toBe(false);
    expect(model.grid.focus).toBe("0,0");
    expect(model.grid.columns).toEqual([-1, 0, 1]);
    expect(model.grid.rows.map((r) => r.y)).toEqual([-1, 0, 1]);

    const built = play(de, input, turn1, [{ type: "build", card: turn1.hand[0], x: 1, y: 0 }]).state;
    const after = turfBoardModel(input, built, null);
    expect(after.grid.columns).toEqual([-1, 0, 1, 2]);
    expect(after.hand).toHaveLength(6);
    expect(at(after, 1, 0)).toMatchObject({ kind: "establishment", id: turn1.hand[0], supplied: true });
  });

  it("forgets a selection whose card has left the hand", () => {
    const id = turn1.hand[0];
    const built = play(de, input, turn1, [{ type: "build", card: id, x: 1, y: 0 }]).state;
    const model = turfBoardModel(input, built, id);
    expect(model.selection).toBeNull();
    expect(model.hand.some((h) => h.selected)).toBe(false);
  });
});

describe("SEPARATED ESTABLISHMENTS and ANNOUNCE RAID TARGET", () => {
  const [a, b, c] = turn1.hand;
  const line = play(de, input, turn1, [
    { type: "build", card: a, x: 1, y: 0 },
    { type: "build", card: b, x: 2, y: 0 },
    { type: "build", card: c, x: -1, y: 0 },
  ]).state;

  it("the Commander is raidable only while no Establishment is in the Turf", () => {
    expect(at(turfBoardModel(input, turn1, null), 0, 0)).toEqual({ kind: "commander", x: 0, y: 0, edges: ["top", "right", "bottom", "left"], raidable: true });
    const model = turfBoardModel(input, line, null);
    expect(at(model, 0, 0)).toMatchObject({ kind: "commander", raidable: false, edges: ["top", "bottom"] });
  });

  it("shows each Establishment's open edges and whether it may be raided; a card cut off from the Commander has no Supply Line", () => {
    const model = turfBoardModel(input, line, null);
    expect(at(model, 2, 0)).toMatchObject({ kind: "establishment", id: b, supplied: true, raidTarget: true, edges: ["top", "right", "bottom"] });
    expect(at(model, 2, 0)).toMatchObject({ discard: { type: "move", card: b, to: "discard" }, annihilate: { type: "move", card: b, to: "annihilated" } });
    const cut = play(de, input, line, [{ type: "move", card: a, to: "discard" }]).state;
    const after = turfBoardModel(input, cut, null);
    expect(at(after, 2, 0)).toMatchObject({ kind: "establishment", supplied: false });
    expect(at(after, -1, 0)).toMatchObject({ kind: "establishment", supplied: true });
    expect(at(after, 1, 0)).toMatchObject({ kind: "empty", build: null });
  });
});

describe("MUSTER WARRIOR, TRANSFER and STEP SIX: DISCARD", () => {
  const mixed = darkEdenInput(readFileSync("tests/fixtures/decks/dark-eden-goldfish.txt", "utf8"));
  const start = play(de, mixed, de.setUp(mixed, makeRng("muster")), [{ type: "next-turn" }]).state;
  // A Soldat in the hand, and another in each zone (a state the player can reach by mustering).
  const soldats = mixed.deck.map((_, id) => id).filter((id) => cardOf(mixed, id).name === "Soldat");
  const [inHand, inWarband, inBorderlands] = soldats;
  const state = {
    ...start,
    hand: [inHand, ...start.hand.filter((id) => !soldats.includes(id))],
    drawPile: start.drawPile.filter((id) => !soldats.includes(id)),
    discardPile: start.discardPile.filter((id) => !soldats.includes(id)),
    warband: [inWarband],
    borderlands: [inBorderlands],
    transferredThisTurn: [inBorderlands],
  };

  it("a selected warrior is mustered to the Warband or the Borderlands; Discard once a turn", () => {
    const model = turfBoardModel(mixed, state, inHand);
    expect(model.selection?.prompt).toEqual({
      kind: "muster",
      warband: { type: "muster", card: inHand, zone: "warband" },
      borderlands: { type: "muster", card: inHand, zone: "borderlands" },
    });
    expect(model.selection?.discard).toEqual({ action: { type: "discard", card: inHand }, disabled: false });
    expect(turfBoardModel(mixed, { ...state, discardedThisTurn: true }, inHand).selection?.discard?.disabled).toBe(true);
  });

  it("each warrior may move to the other zone once a turn; attachments never move", () => {
    const zones = turfBoardModel(mixed, { ...state, attached: [soldats[3]] }, null).zones;
    expect(zones.map((z) => z.zone)).toEqual(["borderlands", "warband", "attached"]);
    const [borderlands, warband, attached] = zones;
    expect(warband.cards[0]).toMatchObject({
      id: inWarband,
      move: { to: "borderlands", action: { type: "move", card: inWarband, to: "borderlands" }, disabled: false },
    });
    expect(borderlands.cards[0]).toMatchObject({ id: inBorderlands, move: { to: "warband", disabled: true } });
    expect(attached.cards[0]).toMatchObject({ id: soldats[3], move: null, discard: { type: "move", card: soldats[3], to: "discard" } });
  });
});

describe("STEP THREE: BALANCE", () => {
  it("shows the balance of the Dominion as it stands: icons provided, required and bought per resource", () => {
    const built = play(de, input, turn1, [{ type: "build", card: turn1.hand[0], x: 1, y: 0 }]).state;
    const model = turfBoardModel(input, built, null);
    const result = balanceDominion(balanceCards(input, built), built.gold);
    expect(model.balance.result).toEqual(result);
    expect(model.balance.rows.map((r) => r.resource)).toEqual(["gold", "food", "rawMaterials", "fuel"]);
    expect(model.balance.rows.find((r) => r.resource === "gold")).toEqual({
      resource: "gold",
      provided: result.provided.gold,
      required: result.required.gold,
      bought: result.bought.gold,
    });
    expect(model.balance.unpaid).toEqual([]);
  });

  it("names the cards it cannot pay for, the Commander included", () => {
    const hungry = { ...input, commander: { ...input.commander, requires: { food: 9 } } };
    const model = turfBoardModel(hungry, { ...turn1, gold: 0 }, null);
    expect(model.balance.result.balanced).toBe(false);
    expect(model.balance.unpaid).toEqual([hungry.commander]);
  });
});

describe("a card's facts and icons", () => {
  it("an Establishment: its kind, Neighbor Allowance, CV and Initial Cost; a General card has no affiliation", () => {
    const barricade = card("Barricade");
    expect(cardFacts(barricade)).toEqual({
      kind: "establishment",
      neighborAllowance: 1,
      cv: typeof barricade.cv === "number" ? barricade.cv : null,
      cost: barricade.initialCost || null,
      affiliation: null,
    });
    expect(cardFacts({ ...barricade, neighborAllowance: undefined }).neighborAllowance).toBe("?");
  });

  it("a warrior by its class; no Neighbor Allowance", () => {
    const soldat = card("Soldat");
    expect(cardFacts(soldat).kind).toBe(soldat.warriorClass ?? "warrior");
    expect(cardFacts(soldat).neighborAllowance).toBeNull();
    expect(cardFacts({ ...soldat, warriorClass: undefined }).kind).toBe("warrior");
    expect(cardFacts({ ...soldat, affiliation: "templars" }).affiliation).toBe("templars");
  });

  it("red icons (needs) and blue icons (gives), only the resources it has; none at all is null", () => {
    expect(cardIcons({ requires: { food: 1 }, provides: { gold: 2, fuel: 0 } })).toEqual({
      needs: [{ resource: "food", count: 1 }],
      gives: [{ resource: "gold", count: 2 }],
    });
    expect(cardIcons({ provides: {} })).toEqual({ needs: null, gives: [] });
    expect(cardIcons({})).toBeNull();
  });
});
