import { describe, expect, it } from "vitest";
import { drawingOf, drawingReducer, type Drawing, type DrawingAction } from "@/components/maps/editor-state";
import { cursorStep, hexAt, hexCentre, hexesWithin } from "@/components/maps/hex-geometry";
import { inContact } from "@/lib/games/battle-for-eden/hex";

const run = (actions: DrawingAction[], start: Drawing = drawingOf([])) => actions.reduce(drawingReducer, start);
const red = { kind: "land", color: "red" } as const;

describe("map editor drawing", () => {
  it("a stroke over several places is one undo step; redo brings it back", () => {
    const s = run([
      { type: "paint", at: { q: 0, r: 0 }, brush: red, stroke: 1 },
      { type: "paint", at: { q: 1, r: 0 }, brush: red, stroke: 1 },
      { type: "paint", at: { q: 2, r: 0 }, brush: { kind: "land", color: "blue" }, stroke: 2 },
    ]);
    expect(s.tiles).toHaveLength(3);
    const undone = drawingReducer(s, { type: "undo" });
    expect(undone.tiles).toHaveLength(2);
    expect(drawingReducer(undone, { type: "undo" }).tiles).toHaveLength(0);
    expect(drawingReducer(undone, { type: "redo" }).tiles).toHaveLength(3);
  });

  it("a stroke that starts on a tile already painted still undoes as one step", () => {
    const s = run([
      { type: "paint", at: { q: 0, r: 0 }, brush: red, stroke: 1 },
      { type: "paint", at: { q: 0, r: 0 }, brush: red, stroke: 2 },
      { type: "paint", at: { q: 1, r: 0 }, brush: red, stroke: 2 },
    ]);
    expect(drawingReducer(s, { type: "undo" }).tiles).toEqual([{ q: 0, r: 0, kind: "land", color: "red" }]);
  });

  it("one tile per place: painting over a tile replaces it; erasing removes it", () => {
    const s = run([
      { type: "paint", at: { q: 0, r: 0 }, brush: red, stroke: 1 },
      { type: "paint", at: { q: 0, r: 0 }, brush: { kind: "heart" }, stroke: 2 },
    ]);
    expect(s.tiles).toEqual([{ q: 0, r: 0, kind: "heart" }]);
    expect(run([{ type: "erase", at: { q: 0, r: 0 }, stroke: 3 }], s).tiles).toEqual([]);
  });

  it('"Building the map": a player\'s portal painted elsewhere moves (one portal tile each), as does the Heart', () => {
    const s = run([
      { type: "paint", at: { q: 4, r: 0 }, brush: { kind: "portal", player: "red" }, stroke: 1 },
      { type: "paint", at: { q: -4, r: 0 }, brush: { kind: "portal", player: "blue" }, stroke: 2 },
      { type: "paint", at: { q: 5, r: 0 }, brush: { kind: "portal", player: "red" }, stroke: 3 },
    ]);
    expect(s.tiles).toEqual([
      { q: -4, r: 0, kind: "portal", player: "blue" },
      { q: 5, r: 0, kind: "portal", player: "red" },
    ]);
  });

  it("a new change after undo drops the redo steps", () => {
    const s = run([
      { type: "paint", at: { q: 0, r: 0 }, brush: red, stroke: 1 },
      { type: "undo" },
      { type: "paint", at: { q: 1, r: 0 }, brush: red, stroke: 2 },
    ]);
    expect(s.future).toEqual([]);
    expect(drawingReducer(s, { type: "redo" })).toBe(s);
  });
});

describe("map editor hex geometry (pointy-top axial, CONTRACTS §4)", () => {
  it("the centre of every hex maps back to that hex", () => {
    for (const hex of hexesWithin(6)) {
      const { x, y } = hexCentre(hex);
      expect(hexAt(x, y)).toEqual(hex);
    }
  });

  it("hexesWithin(r) holds 3r(r+1)+1 places", () => {
    expect(hexesWithin(3)).toHaveLength(37);
  });

  it("every arrow-key step, with and without Shift, is to a tile in contact", () => {
    for (const key of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) {
      for (const shift of [false, true]) {
        const step = cursorStep(key, shift);
        expect(step && inContact({ q: 0, r: 0 }, step)).toBe(true);
      }
    }
  });
});
