import { beforeAll, describe, expect, it } from "vitest";
import { checkMap } from "@/lib/games/battle-for-eden";
import { api, errorOf, EXAMPLE_MAP, okJson, saved, twoUsers } from "./helpers";

let alice: string;
let bob: string;

beforeAll(async () => {
  ({ alice, bob } = await twoUsers());
});

describe("GET /api/v1/maps/:id/export", () => {
  it("the map file, which the map check reads back to the same result", async () => {
    const { id } = await saved(alice, "unlisted");
    const res = await api.export(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="Two-rivers.json"');
    const file = JSON.parse(await res.text());
    expect(file).toEqual(EXAMPLE_MAP);
    expect(checkMap(file)).toMatchObject({ legal: true, warnings: [] });
  });

  it("a private map of someone else is 404", async () => {
    const { id } = await saved(alice, "private");
    await errorOf(await api.export(id, bob), 404);
  });
});

describe("GET /api/v1/maps and /maps/public", () => {
  it("my maps: only mine, signed in only", async () => {
    const own = await saved(bob, "private", "Bob's own");
    const mine = await okJson(await api.mine(bob));
    expect(mine.maps.map((m: { id: string }) => m.id)).toContain(own.id);
    expect(mine.maps.every((m: { owner: string }) => m.owner === "bob")).toBe(true);
    expect(mine.maps[0]).not.toHaveProperty("map");
    await errorOf(await api.mine(), 401);
  });

  it("the public listing holds public maps, never unlisted or private ones", async () => {
    const pub = await saved(alice, "public", "Open plains");
    const unlisted = await saved(alice, "unlisted", "Open secret");
    const priv = await saved(alice, "private", "Open diary");
    const page = await okJson(await api.public("?q=Open"));
    const ids = page.maps.map((m: { id: string }) => m.id);
    expect(ids).toContain(pub.id);
    expect(ids).not.toContain(unlisted.id);
    expect(ids).not.toContain(priv.id);
    expect(page).toMatchObject({ page: 1, total: 1 });
  });

  it("a bad page number is 400", async () => {
    await errorOf(await api.public("?page=0"), 400);
  });
});

describe("POST /api/v1/maps/:id/fork", () => {
  it("a private copy for the reader, remembering its origin and counting the copy", async () => {
    const source = await saved(alice, "unlisted", "Shared");
    const copy = await okJson(await api.fork(source.id, bob, { name: "Bob's copy" }), 201);
    expect(copy).toMatchObject({ name: "Bob's copy", owner: "bob", visibility: "private", version: 1, forkedFromId: source.id, mine: true, legal: true });
    expect(copy.map).toEqual(source.map);
    expect((await okJson(await api.get(source.id, alice))).copyCount).toBe(1);
  });

  it("a private map of someone else cannot be forked (404); signed out is 401", async () => {
    const source = await saved(alice, "private");
    await errorOf(await api.fork(source.id, bob), 404);
    await errorOf(await api.fork(source.id), 401);
  });
});

describe("GET /api/v1/maps/:id/versions[/n]", () => {
  it("every save is kept; a version holds its own map and check", async () => {
    const { id } = await saved(alice, "public");
    await okJson(await api.put(id, { version: 1, map: { tiles: [{ q: 0, r: 0, kind: "heart" }] } }, alice));
    const list = await okJson(await api.versions(id, bob));
    expect(list).toMatchObject({ mapId: id, current: 2 });
    expect(list.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    const first = await okJson(await api.version(id, "1"));
    expect(first).toMatchObject({ version: 1, legal: true });
    expect(first.map).toEqual(EXAMPLE_MAP);
    await errorOf(await api.version(id, "3"), 404);
    await errorOf(await api.version(id, "zero"), 400);
  });

  it("versions of someone else's private map are 404", async () => {
    const { id } = await saved(alice, "private");
    await errorOf(await api.versions(id, bob), 404);
    await errorOf(await api.version(id, "1", bob), 404);
  });
});
