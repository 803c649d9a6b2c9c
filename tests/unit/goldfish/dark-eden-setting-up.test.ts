/**
 * Dark Eden goldfish set-up and draw, from the rules text (seeds/dark-eden-rules-en.txt):
 * "SETTING UP" (steps 2–4 and 6, THE GIFT OF FATE) and "STEP ONE: DRAW".
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { dealOpening } from "@/lib/engine/shuffle";
import { cardOf } from "@/lib/games/dark-eden/dominion";
import { giftOfFate, setUpDarkEden } from "@/lib/games/dark-eden/goldfish";
import { drawUpTo } from "@/lib/games/dark-eden/order-of-play";
import { replay } from "@/lib/engine/goldfish/session";
import { darkEdenInput, de, play, refusal, SIXTY_ESTABLISHMENTS, zonesPartitionDeck } from "./fixtures";

const input = darkEdenInput(SIXTY_ESTABLISHMENTS);

describe("SETTING UP: shuffle, 3 cards to the discard pile unseen, draw 7, 5 Gold Units", () => {
  it("puts the top 3 of the shuffled deck in the discard pile and draws the next 7", () => {
    for (const seed of ["1", "2", "goldfish", "k3x9p2qa"]) {
      const state = setUpDarkEden(input, makeRng(seed));
      // The same shuffle, done by the engine's own deal: burn 3, hand 7.
      const expected = dealOpening(
        input.deck.map((_, id) => id),
        makeRng(seed),
        { burn: 3, hand: 7 },
      );
      expect(state.discardPile).toEqual(expected.burned);
      expect(state.unseen).toEqual(expected.burned);
      expect(state.hand).toEqual(expected.hand);
      expect(state.drawPile).toEqual(expected.library);
      expect(state.discardPile).toHaveLength(3);
      expect(state.hand).toHaveLength(7);
      expect(state.drawPile).toHaveLength(50);
      expect(state.gold).toBe(5);
      expect(state.turn).toBe(0);
      expect(state.turf).toEqual([]);
      expect(zonesPartitionDeck(state, 60)).toBe(true);
    }
  });

  it("gives the CLI's draw the 7 drawn and the 3 unseen discards as card codes", () => {
    const state = setUpDarkEden(input, makeRng("42"));
    const opening = de.opening!(input, state);
    expect(opening.hand).toEqual(state.hand.map((id) => cardOf(input, id).code));
    expect(opening.discarded).toEqual(state.unseen.map((id) => cardOf(input, id).code));
  });

  it("shuffles: two seeds give two different set-ups, one seed always the same", () => {
    const a = setUpDarkEden(input, makeRng("a"));
    expect(setUpDarkEden(input, makeRng("a"))).toEqual(a);
    expect(setUpDarkEden(input, makeRng("b")).hand).not.toEqual(a.hand);
  });
});

describe("THE GIFT OF FATE", () => {
  it("puts the 7 cards in the discard pile and draws 7 new ones from the draw pile", () => {
    const start = setUpDarkEden(input, makeRng("gift"));
    const { state } = play(de, input, start, [{ type: "gift-of-fate" }]);
    expect(state.hand).toEqual(start.drawPile.slice(0, 7));
    expect(state.hand.some((id) => start.hand.includes(id))).toBe(false);
    expect(state.discardPile).toEqual([...start.discardPile, ...start.hand]);
    expect(state.drawPile).toHaveLength(43);
    expect(state.giftOfFateTaken).toBe(true);
    expect(zonesPartitionDeck(state, 60)).toBe(true);
  });

  it("must keep the second 7: the Gift is claimed once, and only before the first turn", () => {
    const start = setUpDarkEden(input, makeRng("gift"));
    const once = play(de, input, start, [{ type: "gift-of-fate" }]).state;
    expect(refusal(de, input, once, { type: "gift-of-fate" })).toMatch(/already claimed/);
    const turnOne = play(de, input, start, [{ type: "next-turn" }]).state;
    expect(refusal(de, input, turnOne, { type: "gift-of-fate" })).toMatch(/before the first turn/);
  });

  it("shuffles the discard pile into a new draw pile when a tiny deck runs out", () => {
    const tiny = darkEdenInput("game: dark-eden\ncommander: Kommendant Leitheusser\n5 Arable Land\n5 Grove\n");
    const start = setUpDarkEden(tiny, makeRng("tiny"));
    expect(start.drawPile).toEqual([]);
    const after = giftOfFate(start, makeRng("after"));
    if (!after.ok) expect.fail(after.reason);
    // The 3 unseen cards and the old hand (10 cards) were shuffled into a new draw pile, 7 drawn.
    expect(after.state.reshuffles).toBe(1);
    expect(after.state.hand).toHaveLength(7);
    expect(after.state.drawPile).toHaveLength(3);
    expect(after.state.discardPile).toEqual([]);
  });
});

describe("STEP ONE: DRAW — draw until the hand holds 7", () => {
  it("draws nothing on turn 1 (the opening hand holds 7)", () => {
    const start = setUpDarkEden(input, makeRng("draw"));
    const { state } = play(de, input, start, [{ type: "next-turn" }]);
    expect(state.turn).toBe(1);
    expect(state.hand).toEqual(start.hand);
    expect(state.drawPile).toEqual(start.drawPile);
  });

  it("draws as many cards as left the hand, from the top of the draw pile", () => {
    const start = play(de, input, setUpDarkEden(input, makeRng("draw")), [{ type: "next-turn" }]).state;
    const [first, second] = start.hand;
    const { state } = play(de, input, start, [{ type: "build", card: first, x: 1, y: 0 }, { type: "discard", card: second }, { type: "next-turn" }]);
    expect(state.turn).toBe(2);
    expect(state.hand).toHaveLength(7);
    expect(state.hand.slice(5)).toEqual(start.drawPile.slice(0, 2));
    expect(state.drawPile).toEqual(start.drawPile.slice(2));
  });

  it("does not draw when the hand already holds 7 or more", () => {
    const start = setUpDarkEden(input, makeRng("eight"));
    const eight = { ...start, hand: [...start.hand, start.drawPile[0]], drawPile: start.drawPile.slice(1) };
    const drawn = drawUpTo(eight, 7, makeRng(0));
    expect(drawn.drawn).toBe(0);
    expect(drawn.state.hand).toHaveLength(8);
  });

  it("shuffles the discard pile into a new draw pile when the draw pile is empty (no 3 cards put aside)", () => {
    const start = setUpDarkEden(input, makeRng("empty"));
    const discard = start.drawPile.slice(0, 6);
    const empty = { ...start, hand: start.hand.slice(0, 4), drawPile: [], discardPile: discard };
    const drawn = drawUpTo(empty, 7, makeRng("reshuffle"));
    expect(drawn.reshuffled).toBe(1);
    expect(drawn.drawn).toBe(3);
    expect(drawn.state.hand).toHaveLength(7);
    expect([...drawn.state.hand.slice(4), ...drawn.state.drawPile].sort()).toEqual([...discard].sort());
    expect(drawn.state.discardPile).toEqual([]);
  });
});

describe("STEP SIX: DISCARD and the beginning of the game", () => {
  it("refuses actions before the first turn, and a second discard in one turn", () => {
    const start = setUpDarkEden(input, makeRng("six"));
    expect(refusal(de, input, start, { type: "build", card: start.hand[0], x: 1, y: 0 })).toMatch(/not begun/);
    const turn = play(de, input, start, [{ type: "next-turn" }, { type: "discard", card: start.hand[0] }]).state;
    expect(refusal(de, input, turn, { type: "discard", card: start.hand[1] })).toMatch(/one card/);
    const next = play(de, input, turn, [{ type: "next-turn" }, { type: "discard", card: start.hand[1] }]).state;
    expect(next.discardPile.slice(-2)).toEqual([start.hand[0], start.hand[1]]);
  });
});

describe("replay: the same seed and actions give the same game", () => {
  it("replays a game from the URL's seed and action list exactly", () => {
    const first = replay(de, input, "share-me", "g_n");
    const build = `b.${first.state.hand[0]}.1.0`;
    const list = `g_n_${build}_n_n`;
    const a = replay(de, input, "share-me", list);
    const b = replay(de, input, "share-me", list);
    expect(a.refused).toBeUndefined();
    expect(a.state).toEqual(b.state);
    expect(a.state.turn).toBe(3);
    expect(a.state.turf).toHaveLength(1);
  });
});
