/**
 * The replay machinery (boardgame.io-style: the game is a function of deck, seed and
 * actions): the URL's action list, refused actions, and the same game for the same seed in
 * every game with a deck.
 */
import { describe, expect, it } from "vitest";
import { makeRng } from "@/lib/engine/rng";
import { formatActionList, parseActionList } from "@/lib/engine/goldfish/action-codec";
import { attempt, gameQuery, replay } from "@/lib/engine/goldfish/session";
import { bfeGoldfish } from "@/lib/games/battle-for-eden/goldfish";
import { gotGoldfish } from "@/lib/games/got-cgs/goldfish";
import { darkEdenInput, de, SIXTY_ESTABLISHMENTS } from "./fixtures";
import { eraDeck, fixtureCard } from "../games/got-cgs/fixtures";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";

const input = darkEdenInput(SIXTY_ESTABLISHMENTS);

describe("the action list in the URL", () => {
  it("round-trips every Dark Eden action through its token", () => {
    const actions: DarkEdenAction[] = [
      { type: "gift-of-fate" },
      { type: "next-turn" },
      { type: "build", card: 12, x: -1, y: 2 },
      { type: "muster", card: 3, zone: "borderlands" },
      { type: "play", card: 0 },
      { type: "discard", card: 59 },
      { type: "move", card: 7, to: "annihilated" },
    ];
    const text = formatActionList(actions.map(de.encode));
    expect(text).toBe("g_n_b.12.-1.2_u.3.b_p.0_d.59_m.7.a");
    const parsed = parseActionList(text);
    if (!parsed.ok) expect.fail(parsed.message);
    expect(parsed.tokens.map(de.decode)).toEqual(actions);
    expect(new URLSearchParams(gameQuery("k3x9p2qa", parsed.tokens)).get("a")).toBe(text);
    expect(gameQuery("42", [])).toBe("seed=42");
  });

  it("rejects what is not an action", () => {
    expect(parseActionList("g_N").ok).toBe(false);
    expect(parseActionList("b.1.2.3_x!").ok).toBe(false);
    expect(de.decode({ verb: "b", args: ["1", "2"] })).toBeUndefined();
    expect(de.decode({ verb: "m", args: ["1", "q"] })).toBeUndefined();
    expect(parseActionList("").ok && parseActionList(null).ok).toBe(true);
  });
});

describe("replay", () => {
  it("stops at a refused action and shows the game up to the one before", () => {
    const ok = replay(de, input, "stop", "g_n");
    const r = replay(de, input, "stop", "g_n_g_n");
    expect(r.refused).toEqual({
      index: 2,
      token: "g",
      reason: expect.stringMatching(/before the first turn/),
      says: expect.objectContaining({ key: "de.giftOfFateLate" }),
    });
    expect(r.state).toEqual(ok.state);
    expect(r.tokens).toHaveLength(2);
    expect(replay(de, input, "stop", "g_zz").refused?.reason).toMatch(/not an action/);
  });

  it("does not advance the generator on a refused action", () => {
    const { state, rng } = replay(de, input, "rng", "");
    const before = rng.clone().nextInt(1_000_000);
    const out = attempt(de, input, state, { type: "discard", card: state.hand[0] }, rng); // refused: not begun
    expect(out.ok).toBe(false);
    expect(rng.nextInt(1_000_000)).toBe(before);
  });

  it("continues the same generator as a full replay: acting then replaying gives the same state", () => {
    const base = replay(de, input, "continue", "n");
    const discard = { type: "discard" as const, card: base.state.hand[0] };
    const stepped = attempt(de, input, base.state, discard, base.rng);
    if (!stepped.ok) expect.fail(stepped.reason);
    const next = attempt(de, input, stepped.state, { type: "next-turn" }, stepped.rng);
    if (!next.ok) expect.fail(next.reason);
    expect(replay(de, input, "continue", `n_d.${discard.card}_n`).state).toEqual(next.state);
  });

  it("gives the same Battle for Eden and Gardener of Thoughts games for the same seed, and others for other seeds", () => {
    const bfe = {
      cards: [
        { code: "a", name: "A", kind: "common" as const, energy: 1 },
        { code: "u", name: "U", kind: "unit" as const, civilization: "x", cost: 1 },
      ],
      deck: [0, 0, 0, 0, 1, 1, 1],
    };
    expect(replay(bfeGoldfish, bfe, "s", "e_e").state).toEqual(replay(bfeGoldfish, bfe, "s", "e_e").state);
    const got = gotGoldfish.prepare(
      eraDeck(
        Array.from({ length: 20 }, (_, i) => [fixtureCard(`fixture-${i}`, `Type "Support"\nAdventureResources\n    Crew 1`, { identifier: `FIX ${i}` }), 1]),
        { players: "4" },
      ),
    );
    if (!got.ok) expect.fail(got.message);
    const a = replay(gotGoldfish, got.input, "s", "");
    expect(replay(gotGoldfish, got.input, "s", "").state).toEqual(a.state);
    expect(replay(gotGoldfish, got.input, "t", "").state.ops).not.toEqual(a.state.ops);
    expect(gotGoldfish.setUp(got.input, makeRng("s"))).toEqual(a.state);
  });
});
