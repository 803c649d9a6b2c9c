import { describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden";
import { play, portalPlaces, replayCreation, startCreation, tilePlaces, type CreationMove, type CreationState } from "@/lib/games/battle-for-eden/map-creation";
import type { Hex } from "@/lib/games/battle-for-eden/hex";
import { movesFromLink, movesToLink } from "@/lib/games/battle-for-eden/map-creation-link";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";

function must(state: CreationState, move: CreationMove): CreationState {
  const r = play(state, move);
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

const refused = (state: CreationState, move: CreationMove) => {
  const r = play(state, move);
  return r.ok ? null : r.reason;
};

/** A state mid-game with these tiles on the map, for checking where tiles and portals may go. */
function withTiles(tiles: MapTile[], phase: CreationState["phase"] = "place", drawn: string | null = "red"): CreationState {
  return { ...startCreation(2, 1), tiles: [{ q: 0, r: 0, kind: "heart" }, ...tiles], phase, drawn };
}

const line = (from: number, to: number, color = "green"): MapTile[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ q: from + i, r: 0, kind: "land", color }));

describe('"Map creation ▶ Setup": the tiles dealt', () => {
  it("each player: their colour face up, a face-down pile of the 7 colours (black included); the Heart is the first tile", () => {
    const s = startCreation(3, "table");
    expect(s.tiles).toEqual([{ q: 0, r: 0, kind: "heart" }]);
    for (const p of s.players) {
      expect(p.faceUp).toBe(p.colour);
      expect([...p.pile].sort()).toEqual(["black", "blue", "green", "purple", "red", "white", "yellow"]);
    }
  });

  it("the piles are shuffled from the seed: the same seed deals the same piles", () => {
    expect(startCreation(4, "x").players).toEqual(startCreation(4, "x").players);
    expect(startCreation(4, "x").players.map((p) => p.pile)).not.toEqual(startCreation(4, "y").players.map((p) => p.pile));
  });

  it("2 to 6 players", () => {
    expect(() => startCreation(1, 0)).toThrow(RangeError);
    expect(() => startCreation(7, 0)).toThrow(RangeError);
  });
});

describe('"Map creation ▶ Building the map": a turn', () => {
  it("first a draw, face up or face down; then the drawn tile is placed in contact with the map", () => {
    let s = startCreation(2, 5);
    expect(refused(s, { type: "place", at: { q: 1, r: 0 } })).toMatch(/draw/);
    const top = s.players[0].pile[0];
    s = must(s, { type: "draw", from: "face-down" });
    expect(s.drawn).toBe(top);
    expect(refused(s, { type: "place", at: { q: 2, r: 0 } })).toMatch(/not in contact/);
    s = must(s, { type: "place", at: { q: 1, r: 0 } });
    expect(s.tiles).toContainEqual({ q: 1, r: 0, kind: "land", color: top });
    s = must(s, { type: "keep" });
    expect([s.turn, s.phase]).toEqual([1, "draw"]);
    s = must(s, { type: "draw", from: "face-up" });
    expect(s.drawn).toBe("blue");
    expect(refused(must(must(s, { type: "place", at: { q: -1, r: 0 } }), { type: "keep" }), { type: "draw", from: "face-up" })).toBeNull();
  });

  it("no tile in contact with a portal already on the map", () => {
    const s = withTiles([...line(1, 4), { q: 5, r: 0, kind: "portal", player: "blue" }]);
    expect(refused(s, { type: "place", at: { q: 5, r: -1 } })).toMatch(/in contact with a portal/);
    expect(refused(s, { type: "place", at: { q: 4, r: 1 } })).toMatch(/in contact with a portal/);
    expect(refused(s, { type: "place", at: { q: 3, r: 1 } })).toBeNull();
  });

  it("with one's own portal on the map, at least 3 tiles between a new tile and it (2 is refused, 3 allowed)", () => {
    const s = withTiles([...line(1, 5), { q: 6, r: 0, kind: "portal", player: "red" }]);
    // 4,-1 reaches the portal at 6,0 through 5,-1? (empty) — no: through 4,0 and 5,0, 2 tiles between; 3,-1 through 3,0 4,0 5,0, 3 between.
    expect(refused(s, { type: "place", at: { q: 4, r: -1 } })).toMatch(/2 tile\(s\) between it and your portal/);
    expect(refused(s, { type: "place", at: { q: 3, r: -1 } })).toBeNull();
  });

  it("a portal: at least 3 tiles from the Heart, 4 from another portal, in contact with at most 2 tiles", () => {
    const s = withTiles([...line(1, 8), { q: 9, r: 0, kind: "portal", player: "blue" }], "portal", null);
    expect(whyPortal(s, { q: 3, r: -1 })).toMatch(/between it and the Heart/);
    expect(whyPortal(s, { q: 4, r: -1 })).toBeNull();
    expect(whyPortal(s, { q: 6, r: -1 })).toMatch(/between it and the portal of blue/);
    const crowded = withTiles([...line(1, 5), { q: 5, r: -1, kind: "land", color: "red" }, { q: 4, r: 1, kind: "land", color: "red" }], "portal", null);
    expect(whyPortal(crowded, { q: 5, r: 1 })).toBeNull();
    expect(whyPortal(crowded, { q: 6, r: -1 })).toBeNull();
    expect(
      whyPortal(
        { ...crowded, tiles: [...crowded.tiles, { q: 6, r: -1, kind: "land", color: "red" }, { q: 5, r: 1, kind: "land", color: "red" }] },
        { q: 6, r: 0 },
      ),
    ).toMatch(/in contact with 3 tiles/);
  });

  it("a player may take their portal off the map on their turn", () => {
    const s = withTiles([...line(1, 4), { q: 5, r: 0, kind: "portal", player: "red" }], "portal", null);
    const next = must(s, { type: "portal", at: null });
    expect(next.tiles.some((t) => t.kind === "portal")).toBe(false);
  });
});

function whyPortal(s: CreationState, at: Hex): string | null {
  return refused(s, { type: "portal", at });
}

/** A simple player: draws face down first, lays tiles far out on their own side, places the portal when they must. */
function autoplay(players: number, seed: string): CreationState {
  let s = startCreation(players, seed);
  for (let guard = 0; s.phase !== "done"; guard++) {
    if (guard > 2000) throw new Error("no end");
    const angle = (2 * Math.PI * s.turn) / players;
    const along = (h: Hex) => Math.cos(angle) * Math.sqrt(3) * (h.q + h.r / 2) + Math.sin(angle) * 1.5 * h.r;
    const best = (places: Hex[]) => places.sort((a, b) => along(b) - along(a))[0];
    let move: CreationMove;
    if (s.phase === "draw") move = { type: "draw", from: s.players[s.turn].pile.length > 0 ? "face-down" : "face-up" };
    else if (s.phase === "place") move = { type: "place", at: best(tilePlaces(s)) };
    else if (s.phase === "must-place-portal") {
      const places = portalPlaces(s);
      move = places.length > 0 ? { type: "portal", at: best(places) } : { type: "black" };
    } else move = { type: "keep" };
    s = must(s, move);
  }
  return s;
}

describe("a whole map creation, played to the end", () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: every tile laid, one portal each, a last chance each, and the map is legal`, () => {
      const end = autoplay(players, `game ${players}`);
      expect(end.phase).toBe("done");
      expect(end.players.every((p) => p.faceUp === null && p.pile.length === 0)).toBe(true);
      expect(end.tiles.filter((t) => t.kind === "portal")).toHaveLength(players);
      expect(checkMap({ tiles: end.tiles }).errors).toEqual([]);
    });
  }

  it("the seed and the moves replay the same map", () => {
    const end = autoplay(3, "replay me");
    const again = replayCreation(3, "replay me", end.moves);
    expect(again.ok && again.state.tiles).toEqual(end.tiles);
  });

  it("a replay stops at the first move not allowed, naming it", () => {
    const r = replayCreation(2, 1, [
      { type: "draw", from: "face-up" },
      { type: "place", at: { q: 5, r: 5 } },
    ]);
    expect(r).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Move 2: 5,5 is not in contact/),
      key: "notInContact",
      values: { at: "5,5" },
      move: 2,
    });
  });

  it("no move once the map is done", () => {
    expect(refused(autoplay(2, "done"), { type: "keep" })).toMatch(/done/);
  });
});

describe("map creation links", () => {
  it("moves survive the trip through a link", () => {
    const end = autoplay(2, "link");
    const text = movesToLink(end.moves);
    expect(text).toMatch(/^[a-z0-9._-]+$/);
    expect(movesFromLink(text)).toEqual({ ok: true, moves: end.moves });
  });

  it("a bad link names the move", () => {
    expect(movesFromLink("u_p1.0_zz")).toMatchObject({
      ok: false,
      reason: expect.stringContaining("Move 3"),
      key: "linkNotAMove",
      values: { n: 3, part: "zz" },
    });
    expect(movesFromLink(Array.from({ length: 700 }, () => "k").join("_")).ok).toBe(false);
  });
});
