import { describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { heart, land, portal } from "./fixtures";

/**
 * A green tile at 0,0 with four tiles around it at 1,0 -1,0 0,1 0,-1. Hand-checked: each of
 * the four outer tiles touches only 0,0 and one other outer tile, so at most 2 types and
 * never energy-rich; only 0,0 can be. (These maps are not legal maps; energy-rich
 * locations are reported all the same.)
 */
const around = (east: (q: number, r: number) => MapTile, others: [string, string, string]) => ({
  tiles: [land(0, 0, "green"), east(1, 0), land(-1, 0, others[0]), land(0, 1, others[1]), land(0, -1, others[2])],
});
const colour = (c: string) => (q: number, r: number) => land(q, r, c);
const richOf = (map: unknown) => checkMap(map).energyRich;

describe('"Map creation ▶ Building the map": energy-rich = in contact with tiles of at least 4 different types', () => {
  it("4 types around (red, blue, yellow, white) → energy-rich", () => {
    expect(richOf(around(colour("red"), ["blue", "yellow", "white"]))).toEqual([{ q: 0, r: 0 }]);
  });

  it("3 types (the same colour twice) → not energy-rich", () => {
    expect(richOf(around(colour("red"), ["red", "yellow", "white"]))).toEqual([]);
  });

  it("colours compare case-insensitively: Red and red are one type", () => {
    expect(richOf(around(colour("Red"), ["red", "yellow", "white"]))).toEqual([]);
  });

  it("a black tile does not count as a type", () => {
    expect(richOf(around(colour("black"), ["blue", "yellow", "white"]))).toEqual([]);
  });

  it("the Heart of Eden does not count as a type", () => {
    expect(richOf(around((q, r) => heart(q, r), ["blue", "yellow", "white"]))).toEqual([]);
  });

  it("a portal counts as a type", () => {
    expect(richOf(around((q, r) => portal(q, r, "red"), ["blue", "yellow", "white"]))).toEqual([{ q: 0, r: 0 }]);
  });

  it("all portals are one type, whoever owns them (two portals + 2 colours = 3 types)", () => {
    const map = { tiles: [land(0, 0, "green"), portal(1, 0, "red"), portal(-1, 0, "blue"), land(0, 1, "yellow"), land(0, -1, "white")] };
    expect(richOf(map)).toEqual([]);
  });

  it('the Heart itself can be an energy-rich location ("any tile")', () => {
    const map = { tiles: [heart(0, 0), land(1, 0, "red"), land(-1, 0, "blue"), land(0, 1, "yellow"), land(0, -1, "white")] };
    expect(richOf(map)).toEqual([{ q: 0, r: 0 }]);
  });
});
