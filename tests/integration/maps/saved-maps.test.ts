import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { MAX_SAVED_MAP_TILES } from "@/lib/maps/limits";
import { api, errorOf, EXAMPLE_MAP, okJson, saved, twoUsers } from "./helpers";

let alice: string;
let bob: string;

beforeAll(async () => {
  ({ alice, bob } = await twoUsers());
});

const withoutTile = (q: number, r: number) => ({ tiles: EXAMPLE_MAP.tiles.filter((t) => !(t.q === q && t.r === r)) });

describe("POST /api/v1/maps (CONTRACTS §7)", () => {
  it("201 with id, version 1, the check and the map", async () => {
    const body = await saved(alice, "private");
    expect(body).toMatchObject({
      name: "Two rivers",
      visibility: "private",
      version: 1,
      legal: true,
      errors: [],
      warnings: [],
      mine: true,
      owner: "alice",
      tileCount: 19,
      players: 2,
    });
    expect(body.id).toEqual(expect.any(String));
    expect(body.map.tiles).toHaveLength(19);
    expect(body.energyRich).toHaveLength(3);
  });

  it("an illegal map is saved too, legal false with its errors", async () => {
    const body = await saved(alice, "private", "Crowded", {
      tiles: [
        { q: 0, r: 0, kind: "heart" },
        { q: 1, r: 0, kind: "portal", player: "red" },
      ],
    });
    expect(body.legal).toBe(false);
    expect(body.errors.map((e: { code: string }) => e.code)).toContain("BFE_MAP_PORTAL_NEAR_HEART");
  });

  it("signed out is 401", async () => {
    expect((await errorOf(await api.create({ name: "x", visibility: "public", map: EXAMPLE_MAP }), 401)).code).toBe("UNAUTHENTICATED");
  });

  it("a bad tile is 400 naming the field, and nothing is saved", async () => {
    const before = await (await db()).edenMap.count();
    const error = await errorOf(await api.create({ name: "x", visibility: "public", map: { tiles: [{ q: 0, r: 0, kind: "portal" }] } }, alice), 400);
    expect(error.issues).toContainEqual(expect.objectContaining({ path: "map.tiles.0.player" }));
    expect(await (await db()).edenMap.count()).toBe(before);
  });

  it("coordinates beyond ±50 and more than 400 tiles are 400 naming the field", async () => {
    const far = await errorOf(await api.create({ name: "x", visibility: "private", map: { tiles: [{ q: 51, r: 0, kind: "heart" }] } }, alice), 400);
    expect(far.issues).toContainEqual(expect.objectContaining({ path: "map.tiles.0.q" }));
    const tiles = Array.from({ length: MAX_SAVED_MAP_TILES + 1 }, (_, i) => ({ q: (i % 40) - 20, r: Math.floor(i / 40) - 5, kind: "land", color: "red" }));
    const many = await errorOf(await api.create({ name: "x", visibility: "private", map: { tiles } }, alice), 400);
    expect(many.issues).toContainEqual(expect.objectContaining({ path: "map.tiles" }));
  });

  it("an empty name or an unknown visibility is 400", async () => {
    expect((await errorOf(await api.create({ name: " ", visibility: "private", map: EXAMPLE_MAP }, alice), 400)).issues).toContainEqual(
      expect.objectContaining({ path: "name" }),
    );
    expect((await errorOf(await api.create({ name: "x", visibility: "secret", map: EXAMPLE_MAP }, alice), 400)).issues).toContainEqual(
      expect.objectContaining({ path: "visibility" }),
    );
  });

  it("a body over 1 MB is 413", async () => {
    const res = await api.createRaw(JSON.stringify({ name: "x", visibility: "private", map: EXAMPLE_MAP, pad: "x".repeat(1_000_001) }), alice);
    expect((await errorOf(res, 413)).code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("GET /api/v1/maps/:id", () => {
  it("the owner reads a private map; someone else and anonymous get 404", async () => {
    const { id } = await saved(alice, "private");
    expect((await okJson(await api.get(id, alice))).mine).toBe(true);
    expect((await errorOf(await api.get(id, bob), 404)).code).toBe("NOT_FOUND");
    await errorOf(await api.get(id), 404);
  });

  it("an unlisted map is read by anyone with its link, not marked mine", async () => {
    const { id } = await saved(alice, "unlisted");
    expect(await okJson(await api.get(id, bob))).toMatchObject({ id, mine: false, owner: "alice", legal: true });
    expect((await okJson(await api.get(id))).map.tiles).toHaveLength(19);
  });

  it("an unknown id is 404", async () => {
    await errorOf(await api.get("no-such-map", alice), 404);
  });
});

describe("PUT /api/v1/maps/:id", () => {
  it("saves on the current version: 200, version bumped, check redone", async () => {
    const { id } = await saved(alice, "private");
    const body = await okJson(await api.put(id, { version: 1, map: withoutTile(-2, 1), name: "One short" }, alice));
    expect(body).toMatchObject({ version: 2, name: "One short", legal: true });
    expect(body.warnings.map((w: { code: string }) => w.code)).toEqual(["BFE_MAP_COMPOSITION"]);
  });

  it("a stale version is 409 and nothing is overwritten", async () => {
    const { id } = await saved(alice, "private");
    await okJson(await api.put(id, { version: 1, name: "First" }, alice));
    const error = await errorOf(await api.put(id, { version: 1, name: "Second", map: withoutTile(0, 0) }, alice), 409);
    expect(error.code).toBe("STALE_VERSION");
    expect(await okJson(await api.get(id, alice))).toMatchObject({ version: 2, name: "First", tileCount: 19 });
  });

  it("someone else's map is 404, even a public one; signed out is 401", async () => {
    const { id } = await saved(alice, "public");
    await errorOf(await api.put(id, { version: 1, name: "Mine now" }, bob), 404);
    await errorOf(await api.put(id, { version: 1, name: "Mine now" }), 401);
    expect((await okJson(await api.get(id))).name).toBe("Two rivers");
  });

  it("a bad map or a missing version is 400", async () => {
    const { id } = await saved(alice, "private");
    expect((await errorOf(await api.put(id, { version: 1, map: { tiles: [{ q: 0, r: 0.5, kind: "heart" }] } }, alice), 400)).issues).toContainEqual(
      expect.objectContaining({ path: "map.tiles.0.r" }),
    );
    expect((await errorOf(await api.put(id, { name: "x" }, alice), 400)).issues).toContainEqual(expect.objectContaining({ path: "version" }));
  });
});

describe("DELETE /api/v1/maps/:id", () => {
  it("owner only: someone else gets 404 and the map stays; the owner gets 204 and it is gone with its versions", async () => {
    const { id } = await saved(alice, "public");
    await errorOf(await api.del(id, bob), 404);
    await errorOf(await api.del(id), 401);
    expect((await api.del(id, alice)).status).toBe(204);
    await errorOf(await api.get(id, alice), 404);
    expect(await (await db()).edenMapVersion.count({ where: { mapId: id } })).toBe(0);
  });
});
