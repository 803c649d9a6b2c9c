import { describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { codesOf, heart, land, portal, ray } from "./fixtures";

const check = (tiles: MapTile[]) => checkMap({ tiles });

/** Heart at 0,0, then `n` lands eastwards, then a portal: n tiles between the portal and the Heart. */
const heartLine = (n: number, extra: MapTile[] = []) => [heart(0, 0), ...ray(0, 0, 1, 0, n), portal(n + 1, 0, "red"), ...extra];

/**
 * Heart 0,0 – lands 1,0 2,0 3,0 – hub 4,0; arm north-east 5,-1 to portal A at 6,-2; arm
 * south-east of `b` lands 4,1 … to portal B. Arms 120° apart touch only through the hub, so
 * between A and B lie 5,-1, the hub and the `b` south-east lands: b + 2 tiles.
 */
const twoArms = (b: number) => [
  heart(0, 0),
  ...ray(0, 0, 1, 0, 4),
  land(5, -1, "red"),
  portal(6, -2, "red"),
  ...ray(4, 0, 0, 1, b, "blue"),
  portal(4, b + 1, "blue"),
];

describe('"Map creation ▶ Building the map": at least 3 tiles between each portal and the Heart of Eden', () => {
  it("exactly 3 tiles between is legal", () => {
    expect(check(heartLine(3))).toMatchObject({ legal: true, errors: [] });
  });

  it("2 tiles between → BFE_MAP_PORTAL_NEAR_HEART naming the portal and the Heart", () => {
    const r = check(heartLine(2));
    expect(r.legal).toBe(false);
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_PORTAL_NEAR_HEART", cards: ["3,0", "0,0"] })]);
  });

  it("counts tiles along the map's tiles, not across the table: a detour keeps a portal far enough", () => {
    // Heart 0,0 and portal 3,0 are 3 places apart (2 between on a full plane), but with no 1,0 or 2,0
    // the only path runs 0,1 1,1 2,1: 3 tiles between.
    const r = check([heart(0, 0), land(0, 1, "red"), land(1, 1, "red"), land(2, 1, "blue"), portal(3, 0, "red")]);
    expect(r.errors).toEqual([]);
  });
});

describe('"Map creation ▶ Building the map": at least 4 tiles between any two portals', () => {
  it("exactly 4 tiles between (5,-1, hub 4,0, 4,1, 4,2) is legal", () => {
    expect(check(twoArms(2))).toMatchObject({ legal: true, errors: [] });
  });

  it("3 tiles between → BFE_MAP_PORTALS_TOO_CLOSE naming both portals", () => {
    const r = check(twoArms(1));
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_PORTALS_TOO_CLOSE", cards: ["6,-2", "4,2"] })]);
  });
});

describe('"Map creation ▶ Building the map": each portal in contact with at most 2 tiles', () => {
  it("a portal touching exactly 2 tiles (3,0 and 4,-1) is legal", () => {
    expect(check(heartLine(3, [land(4, -1, "blue")]))).toMatchObject({ legal: true, errors: [] });
  });

  it("a portal touching 3 tiles → BFE_MAP_PORTAL_CONTACTS naming the portal and the tiles", () => {
    const r = check(heartLine(3, [land(4, -1, "blue"), land(5, -1, "blue")]));
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_PORTAL_CONTACTS", cards: ["4,0", "3,0", "4,-1", "5,-1"] })]);
  });
});

describe('"Map creation ▶ Setup": one Heart of Eden, the map\'s first tile', () => {
  it("a map without a Heart → BFE_MAP_NO_HEART", () => {
    expect(codesOf(check([land(0, 0, "red"), land(1, 0, "blue")]).errors)).toEqual(["BFE_MAP_NO_HEART"]);
  });

  it("an empty map → BFE_MAP_NO_HEART", () => {
    expect(check([])).toMatchObject({ legal: false, errors: [expect.objectContaining({ code: "BFE_MAP_NO_HEART" })] });
  });

  it("two Hearts → BFE_MAP_NO_HEART (there is no single Heart) naming both", () => {
    const r = check(heartLine(3, [heart(-1, 0)]));
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_NO_HEART", cards: ["0,0", "-1,0"] })]);
  });
});

describe('"Map creation ▶ Building the map": tiles are placed in contact with the map, one per place', () => {
  it("two tiles on one place → BFE_MAP_OVERLAP naming the place", () => {
    const r = check(heartLine(3, [land(2, 0, "blue")]));
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_OVERLAP", cards: ["2,0"], message: expect.stringContaining("Tiles 2, 5") })]);
  });

  it("a tile two places away from every tile → BFE_MAP_DISCONNECTED naming it", () => {
    const r = check(heartLine(3, [land(0, 2, "blue")]));
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_DISCONNECTED", cards: ["0,2"] })]);
  });

  it("a tile one place away (in contact with 0,0) is joined", () => {
    expect(check(heartLine(3, [land(0, 1, "blue")])).errors).toEqual([]);
  });
});

describe('"Map creation ▶ Setup": each player has one portal tile', () => {
  it("two portals of the same player (names folded) → BFE_MAP_DUPLICATE_PORTAL", () => {
    const tiles = [heart(0, 0), ...ray(0, 0, 1, 0, 3), portal(4, 0, "Red"), ...ray(0, 0, -1, 0, 3), portal(-4, 0, "red")];
    const r = check(tiles);
    expect(r.errors).toEqual([expect.objectContaining({ code: "BFE_MAP_DUPLICATE_PORTAL", cards: ["4,0", "-4,0"] })]);
  });

  it("the same map with two players' portals is legal", () => {
    const tiles = [heart(0, 0), ...ray(0, 0, 1, 0, 3), portal(4, 0, "red"), ...ray(0, 0, -1, 0, 3), portal(-4, 0, "blue")];
    expect(check(tiles).legal).toBe(true);
  });
});

describe("checkMap input", () => {
  it("a value that is not a map is answered with MAP_FORMAT, not thrown", () => {
    expect(checkMap({ tiles: [{ q: 0, r: 0, kind: "lake" }] })).toMatchObject({
      legal: false,
      errors: [expect.objectContaining({ code: "MAP_FORMAT" })],
      energyRich: [],
      wild: [],
    });
    expect(checkMap(null).errors[0].code).toBe("MAP_FORMAT");
  });
});

describe("checkMap output size", () => {
  it("lists at most 50 issues of one code, the 50th counting the rest", () => {
    // A disk of radius 4 made only of portals (61 tiles, distinct players): every one touches 3 tiles or more
    // (6 inside, 4 on an edge, 3 at a corner), so 61 issues: 49 listed, the 50th counts the other 12.
    const tiles: MapTile[] = [];
    for (let q = -4; q <= 4; q++) for (let r = -4; r <= 4; r++) if (Math.abs(q) + Math.abs(r) + Math.abs(q + r) <= 8) tiles.push(portal(q, r, `p${q},${r}`));
    const contacts = check(tiles).errors.filter((e) => e.code === "BFE_MAP_PORTAL_CONTACTS");
    expect(contacts).toHaveLength(50);
    expect(contacts[49]).toEqual({ code: "BFE_MAP_PORTAL_CONTACTS", message: expect.stringContaining("… and 12 more"), cards: [] });
  });
});
