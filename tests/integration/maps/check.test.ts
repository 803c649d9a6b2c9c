import { beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@/lib/http/respond";
import { api, errorOf, EXAMPLE_MAP, okJson, twoUsers } from "./helpers";

beforeAll(async () => {
  await twoUsers();
});

describe("POST /api/v1/maps/check (CONTRACTS §7)", () => {
  it("answers anyone, signed in or not, with the `cli map --json` document", async () => {
    const body = await okJson(await api.check({ map: EXAMPLE_MAP }));
    expect(body).toMatchObject({ legal: true, errors: [], warnings: [] });
    expect(body.energyRich).toEqual([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: -1, r: 0 },
    ]);
    expect(body.wild).toContainEqual({ q: 2, r: 0, strength: 2 });
  });

  it("an illegal map is 200 with its errors, and a heart with portals but no land warns BFE_MAP_COMPOSITION", async () => {
    const body = await okJson(
      await api.check({
        map: {
          tiles: [
            { q: 0, r: 0, kind: "heart" },
            { q: 1, r: 0, kind: "portal", player: "red" },
          ],
        },
      }),
    );
    expect(body.legal).toBe(false);
    expect(body.errors.map((e: { code: string }) => e.code)).toContain("BFE_MAP_PORTAL_NEAR_HEART");
    expect(body.warnings.map((e: { code: string }) => e.code)).toEqual(["BFE_MAP_COMPOSITION"]);
  });

  it("a bad map is 400 naming the field", async () => {
    const error = await errorOf(await api.check({ map: { tiles: [{ q: 0, r: 0, kind: "land" }] } }), 400);
    expect(error.issues).toContainEqual(expect.objectContaining({ path: "map.tiles.0.color" }));
  });

  it("no map at all, or JSON that does not parse, is 400", async () => {
    expect((await errorOf(await api.check({}), 400)).issues).toContainEqual(expect.objectContaining({ path: "map" }));
    expect((await errorOf(await api.checkRaw("{"), 400)).code).toBe("MALFORMED_JSON");
  });

  it("a body over 1 MB is 413", async () => {
    const res = await api.checkRaw(JSON.stringify({ map: { tiles: [] }, pad: "x".repeat(MAX_BODY_BYTES) }));
    expect((await errorOf(res, 413)).code).toBe("PAYLOAD_TOO_LARGE");
  });
});
