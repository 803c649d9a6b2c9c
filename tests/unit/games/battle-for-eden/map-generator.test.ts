import { describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden";
import { generateMap } from "@/lib/games/battle-for-eden/map-generator";

describe('generateMap: random maps that keep every "Map creation" rule', () => {
  for (let players = 2; players <= 6; players++) {
    it(`${players} players: legal, no BFE_MAP_COMPOSITION warning, one portal each, over 20 seeds`, () => {
      for (let seed = 0; seed < 20; seed++) {
        const map = generateMap(players, seed);
        expect(map, `seed ${seed}`).not.toBeNull();
        const result = checkMap(map);
        expect(result.errors, `seed ${seed}`).toEqual([]);
        expect(result.warnings, `seed ${seed}`).toEqual([]);
        expect(map?.tiles.filter((t) => t.kind === "portal")).toHaveLength(players);
      }
    });
  }

  it("the same seed gives the same map; another seed another one", () => {
    expect(generateMap(3, "table 7")).toEqual(generateMap(3, "table 7"));
    expect(generateMap(3, "table 7")).not.toEqual(generateMap(3, "table 8"));
  });

  it("no map for fewer than 2 or more than 6 players", () => {
    expect(generateMap(1, 1)).toBeNull();
    expect(generateMap(7, 1)).toBeNull();
  });
});
