import { describe, expect, it } from "vitest";
import { parseMapFile } from "@/lib/games/battle-for-eden";

const errorOf = (text: string) => {
  const r = parseMapFile(text);
  if (r.ok) throw new Error("expected an error");
  return r.error;
};
const withTiles = (...tiles: unknown[]) => JSON.stringify({ tiles });

describe('map file format (CONTRACTS §4, "Battle-for-eden maps")', () => {
  it("reads a well-formed file", () => {
    const r = parseMapFile(
      withTiles({ q: 0, r: 0, kind: "heart" }, { q: 1, r: 0, kind: "land", color: "black" }, { q: 2, r: 0, kind: "portal", player: "red" }),
    );
    expect(r).toEqual({
      ok: true,
      map: {
        tiles: [
          { q: 0, r: 0, kind: "heart" },
          { q: 1, r: 0, kind: "land", color: "black" },
          { q: 2, r: 0, kind: "portal", player: "red" },
        ],
      },
    });
  });

  it("text that is not JSON → MAP_SYNTAX", () => {
    expect(errorOf("{tiles: [").code).toBe("MAP_SYNTAX");
  });

  it.each([
    ["a land without color", withTiles({ q: 0, r: 0, kind: "heart" }, { q: 1, r: 0, kind: "land" }), "tiles[1].color"],
    ["a portal without player", withTiles({ q: 0, r: 0, kind: "portal" }), "tiles[0].player"],
    ["an unknown kind", withTiles({ q: 0, r: 0, kind: "lake" }), "tiles[0].kind"],
    ["a fractional coordinate", withTiles({ q: 0.5, r: 0, kind: "heart" }), "tiles[0].q"],
    ["a coordinate given as text", withTiles({ q: 0, r: "1", kind: "heart" }), "tiles[0].r"],
    ["a player on a land tile", withTiles({ q: 0, r: 0, kind: "land", color: "red", player: "red" }), "tiles[0].player"],
    ["a color on the Heart", withTiles({ q: 0, r: 0, kind: "heart", color: "gold" }), "tiles[0].color"],
    ["an unknown field", withTiles({ q: 0, r: 0, kind: "land", colour: "red" }), "tiles[0]"],
    ["a tile that is not an object", withTiles(7), "tiles[0]"],
  ])("%s → MAP_FORMAT naming the tile index and field", (_label, text, where) => {
    const error = errorOf(text);
    expect(error.code).toBe("MAP_FORMAT");
    expect(error.message).toContain(where);
  });

  it("a file without tiles → MAP_FORMAT naming the field", () => {
    expect(errorOf('{"tile": []}')).toMatchObject({ code: "MAP_FORMAT", message: expect.stringContaining("tiles") });
    expect(errorOf("[]").code).toBe("MAP_FORMAT");
  });
});
