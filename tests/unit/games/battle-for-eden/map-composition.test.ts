import { describe, expect, it } from "vitest";
import { checkMap, parseMapFile } from "@/lib/games/battle-for-eden";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { heart, land, portal, repoFile } from "./fixtures";

const example = (() => {
  const read = parseMapFile(repoFile("card-data/battle-for-eden/maps/example-2p.json"));
  if (!read.ok) throw new Error("example map unreadable");
  return read.map.tiles;
})();

const at = (q: number, r: number) => (t: MapTile) => t.q === q && t.r === r;
const without = (q: number, r: number) => example.filter((t) => !at(q, r)(t));
const recolour = (q: number, r: number, color: string) => example.map((t) => (at(q, r)(t) ? { ...t, color } : t));
const row = (tiles: MapTile[], color: string) => checkMap({ tiles }).composition?.colors.find((c) => c.color === color);

describe('"Map creation ▶ Setup": BFE_MAP_COMPOSITION, land tiles per colour and player', () => {
  it("the 2-player example (2 of each of 7 colours, +1 red, +1 blue) has no warning", () => {
    const result = checkMap({ tiles: example });
    expect(result.warnings).toEqual([]);
    expect(result.composition).toMatchObject({
      ok: true,
      unseenColors: 0,
      spareBlack: 0,
      players: [
        { player: "red", color: "red" },
        { player: "blue", color: "blue" },
      ],
    });
    expect(result.composition?.colors).toContainEqual({ color: "red", expected: 3, placed: 3, missing: 0, extra: 0 });
    expect(result.composition?.colors).toContainEqual({ color: "green", expected: 2, placed: 2, missing: 0, extra: 0 });
  });

  it("a Heart and two portals with no land at all → warning, every colour missing; the map stays legal", () => {
    const result = checkMap({ tiles: [heart(0, 0), portal(5, 0, "red"), portal(-5, 0, "blue")] });
    expect(result.warnings.map((w) => w.code)).toEqual(["BFE_MAP_COMPOSITION"]);
    expect(result.composition?.colors.find((c) => c.color === "black")).toMatchObject({ expected: 2, placed: 0, missing: 2 });
    expect(result.composition?.colors.find((c) => c.color === "red")).toMatchObject({ expected: 3, missing: 3 });
    expect(result.composition?.unseenColors).toBe(4);
    expect(result.warnings[0].message).toMatch(/Missing: .*2 of each of 4 colour/);
  });

  it("one green tile short → missing 1 green, and the warning says so", () => {
    const tiles = without(-2, 1);
    expect(row(tiles, "green")).toEqual({ color: "green", expected: 2, placed: 1, missing: 1, extra: 0 });
    expect(checkMap({ tiles }).warnings[0].message).toContain("Missing: 1 green");
  });

  it("a green tile painted red → 1 green missing and 1 red extra, the red tiles named", () => {
    const tiles = recolour(-2, 1, "red");
    const result = checkMap({ tiles });
    expect(row(tiles, "red")).toMatchObject({ expected: 3, placed: 4, extra: 1 });
    expect(result.warnings[0].message).toContain("Extra: 1 red");
    expect(result.warnings[0].cards).toEqual(expect.arrayContaining(["1,-1", "-2,0", "3,1", "-2,1"]));
  });

  it("one extra black tile per player is allowed (only to place a portal): one more black stays narrowly quiet", () => {
    const tiles = [...example, land(-1, 2, "black")];
    const result = checkMap({ tiles });
    expect(result.warnings).toEqual([]);
    expect(result.composition?.spareBlack).toBe(1);
  });

  it("three extra black tiles for 2 players is one too many", () => {
    const tiles = [...example, land(-1, 2, "black"), land(-2, 2, "black"), land(0, 2, "black")];
    expect(row(tiles, "black")).toMatchObject({ expected: 2, placed: 5, extra: 1 });
    expect(checkMap({ tiles }).warnings[0].message).toContain("Extra: 1 black");
  });

  it("a portal's own colour is its color field when it has one; names and colours fold case", () => {
    const tiles = example.map((t) => (t.kind === "portal" && t.player === "red" ? { ...t, player: "Ann", color: "RED" } : t));
    expect(checkMap({ tiles }).warnings).toEqual([]);
  });

  it("a map naming an eighth colour → the game has only 7", () => {
    const tiles = recolour(-2, 1, "orange");
    const result = checkMap({ tiles });
    expect(result.composition?.tooManyColors).toBe(true);
    expect(result.warnings[0].message).toMatch(/8 colours; the game has 7/);
  });

  it("a map without portals has no players: its land tiles are all extra", () => {
    const result = checkMap({ tiles: [heart(0, 0), land(1, 0, "red")] });
    expect(result.warnings[0].message).toContain("no portal");
    expect(row([heart(0, 0), land(1, 0, "red")], "red")).toMatchObject({ expected: 0, extra: 1 });
  });

  it("an unreadable map has no composition and no warnings", () => {
    expect(checkMap({ tiles: "none" })).toMatchObject({ warnings: [], composition: null });
  });
});
