import { describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden";
import { heart, land, portal, ray } from "./fixtures";

describe('"Combat ▶ Attacking a wild territory": strength = 2 × tiles between it and the closest portal', () => {
  // Heart 0,0 – 1,0 – 2,0 – 3,0 – portal 4,0.
  const line = { tiles: [heart(0, 0), ...ray(0, 0, 1, 0, 3), portal(4, 0, "red")] };

  it("hand-computed on a line: 2,0 has 1 tile between (3,0) → 2; 1,0 has 2 → 4 (the rules' example); the Heart has 3 → 6", () => {
    expect(checkMap(line).wild).toEqual([
      { q: 0, r: 0, strength: 6 },
      { q: 1, r: 0, strength: 4 },
      { q: 2, r: 0, strength: 2 },
    ]);
  });

  it('"Conquest ▶ Setup": the portal and the tiles in contact with it start controlled, so they are not wild', () => {
    const wild = checkMap(line).wild.map((w) => `${w.q},${w.r}`);
    expect(wild).not.toContain("4,0");
    expect(wild).not.toContain("3,0");
  });

  it("counts to the closest portal: a tile between two portals takes the nearer one", () => {
    // portal -4,0 … lands -3..3 … portal 4,0 (Heart above at 0,-1 to keep the map whole).
    const map = { tiles: [portal(-4, 0, "blue"), ...ray(-4, 0, 1, 0, 7), portal(4, 0, "red"), heart(0, -1)] };
    const strength = (q: number) => checkMap(map).wild.find((w) => w.q === q && w.r === 0)?.strength;
    expect([strength(-2), strength(-1), strength(0), strength(1), strength(2)]).toEqual([2, 4, 6, 4, 2]);
  });

  it("a black tile is a territory like any other and can be wild", () => {
    const map = { tiles: [heart(0, 0), land(1, 0, "black"), ...ray(1, 0, 1, 0, 2), portal(4, 0, "red")] };
    expect(checkMap(map).wild).toContainEqual({ q: 1, r: 0, strength: 4 });
  });

  it("with no portal on the map no strength can be counted, so no tile is listed", () => {
    expect(checkMap({ tiles: [heart(0, 0), land(1, 0, "red")] }).wild).toEqual([]);
  });
});
