import { beforeAll, describe, expect, it } from "vitest";
import { bundledCatalogFiles, params, request } from "../helpers/http";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { GET as getDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { GET as exportDeckRoute } from "@/app/api/v1/decks/[id]/export/route";
import { POST as forkDeckRoute } from "@/app/api/v1/decks/[id]/fork/route";
import { GET as deckMapsRoute, PUT as putDeckMapsRoute } from "@/app/api/v1/decks/[id]/maps/route";
import { GET as mapDecksRoute } from "@/app/api/v1/maps/[id]/decks/route";
import { importCatalogFiles } from "@/lib/catalog/import";
import { api, errorOf, type Json, okJson, saved, twoUsers } from "./helpers";

// The saved maps a Battle for Eden deck is played on: linked by the deck's owner, shown only as
// far as the reader may see each map, never carried by forks or exports.

let alice: string;
let bob: string;

const BFE_LIST = "game: battle-for-eden\n3 Small Energy Crystal\n1 Medium Energy Crystal\n";

const deckApi = {
  create: async (cookie: string, visibility: string, list = BFE_LIST, game = "battle-for-eden"): Promise<Json> =>
    okJson(await createDeckRoute(request("POST", "/api/v1/decks", { json: { game, name: "On the map", list, visibility }, cookie })), 201),
  get: (id: string, cookie?: string) => getDeckRoute(request("GET", `/api/v1/decks/${id}`, { cookie }), params({ id })),
  maps: (id: string, cookie?: string) => deckMapsRoute(request("GET", `/api/v1/decks/${id}/maps`, { cookie }), params({ id })),
  link: (id: string, mapIds: unknown, cookie?: string) =>
    putDeckMapsRoute(request("PUT", `/api/v1/decks/${id}/maps`, { json: { mapIds }, cookie }), params({ id })),
  decksOn: (mapId: string, cookie?: string) => mapDecksRoute(request("GET", `/api/v1/maps/${mapId}/decks`, { cookie }), params({ id: mapId })),
  fork: (id: string, cookie: string) => forkDeckRoute(request("POST", `/api/v1/decks/${id}/fork`, { cookie }), params({ id })),
  export: (id: string, cookie: string) => exportDeckRoute(request("GET", `/api/v1/decks/${id}/export?format=json`, { cookie }), params({ id })),
};

const idsOf = (list: { id: string }[]) => list.map((x) => x.id);

beforeAll(async () => {
  ({ alice, bob } = await twoUsers());
  await importCatalogFiles(bundledCatalogFiles());
});

describe("PUT /api/v1/decks/:id/maps", () => {
  it("links the owner's maps and others' public or unlisted maps; the deck's GET lists them", async () => {
    const deck = await deckApi.create(alice, "public");
    const own = await saved(alice, "private", "Alice's table");
    const theirs = await saved(bob, "unlisted", "Bob's valley");
    const linked = await okJson(await deckApi.link(deck.id, [own.id, theirs.id, own.id], alice));
    expect(linked.maps).toEqual([
      expect.objectContaining({ id: own.id, name: "Alice's table", owner: "alice", visibility: "private", legal: true, players: 2 }),
      expect.objectContaining({ id: theirs.id, name: "Bob's valley", owner: "bob" }),
    ]);
    expect(idsOf((await okJson(await deckApi.get(deck.id, alice))).maps)).toEqual([own.id, theirs.id]);
    // Replacing the list drops what is left out.
    expect(idsOf((await okJson(await deckApi.link(deck.id, [theirs.id], alice))).maps)).toEqual([theirs.id]);
    expect((await okJson(await deckApi.link(deck.id, [], alice))).maps).toEqual([]);
  });

  it("is the owner's only: 404 for someone else and 401 for nobody, and nothing changes", async () => {
    const deck = await deckApi.create(alice, "public");
    const map = await saved(alice, "public");
    await okJson(await deckApi.link(deck.id, [map.id], alice));
    expect((await errorOf(await deckApi.link(deck.id, [], bob), 404)).code).toBe("NOT_FOUND");
    await errorOf(await deckApi.link(deck.id, [], undefined), 401);
    expect(idsOf((await okJson(await deckApi.maps(deck.id, alice))).maps)).toEqual([map.id]);
  });

  it("refuses a private map of someone else, or a map that does not exist, naming it, and changes nothing", async () => {
    const deck = await deckApi.create(alice, "private");
    const mine = await saved(alice, "public");
    await okJson(await deckApi.link(deck.id, [mine.id], alice));
    const hidden = await saved(bob, "private", "Bob's secret");
    const err = await errorOf(await deckApi.link(deck.id, [mine.id, hidden.id], alice), 400);
    expect(err.code).toBe("UNKNOWN_MAP");
    expect(err.message).toContain(hidden.id);
    expect(err.message).not.toContain("Bob's secret");
    expect((await errorOf(await deckApi.link(deck.id, ["no-such-map"], alice), 400)).message).toContain("no-such-map");
    expect(idsOf((await okJson(await deckApi.maps(deck.id, alice))).maps)).toEqual([mine.id]);
  });

  it("refuses a deck of another game, a body that is not a list of ids, and too many maps", async () => {
    const deck = await deckApi.create(alice, "private", "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n", "dark-eden");
    expect((await errorOf(await deckApi.link(deck.id, [], alice), 400)).code).toBe("NOT_PLAYED_ON_MAPS");
    const bfe = await deckApi.create(alice, "private");
    await errorOf(await deckApi.link(bfe.id, "not a list", alice), 400);
    await errorOf(
      await deckApi.link(
        bfe.id,
        Array.from({ length: 21 }, (_, i) => `map-${i}`),
        alice,
      ),
      400,
    );
  });
});

describe("reading a deck's maps", () => {
  it("shows each reader only the maps they may see: a private map of someone else never shows, not even its name", async () => {
    const deck = await deckApi.create(bob, "public");
    const open = await saved(bob, "public", "Open field");
    const secret = await saved(bob, "private", "Bob's hideout");
    await okJson(await deckApi.link(deck.id, [open.id, secret.id], bob));
    expect(idsOf((await okJson(await deckApi.get(deck.id, bob))).maps)).toEqual([open.id, secret.id]);
    for (const reader of [alice, undefined]) {
      const res = await deckApi.get(deck.id, reader);
      const text = await res.clone().text();
      expect(idsOf((await okJson(res)).maps)).toEqual([open.id]);
      expect(text).not.toContain("Bob's hideout");
      expect(text).not.toContain(secret.id);
      expect(idsOf((await okJson(await deckApi.maps(deck.id, reader))).maps)).toEqual([open.id]);
    }
  });

  it("hides a linked map once its owner makes it private, and keeps the link for when it opens again", async () => {
    const deck = await deckApi.create(alice, "public");
    const map = await saved(bob, "public", "Changing winds");
    await okJson(await deckApi.link(deck.id, [map.id], alice));
    await okJson(await api.put(map.id, { visibility: "private", version: map.version }, bob));
    expect((await okJson(await deckApi.get(deck.id, alice))).maps).toEqual([]);
    // Alice saving her list meanwhile neither reveals nor drops it.
    expect((await okJson(await deckApi.link(deck.id, [], alice))).maps).toEqual([]);
    await okJson(await api.put(map.id, { visibility: "public", version: map.version + 1 }, bob));
    expect(idsOf((await okJson(await deckApi.get(deck.id, alice))).maps)).toEqual([map.id]);
  });

  it("answers 404 for someone else's private deck", async () => {
    const deck = await deckApi.create(alice, "private");
    await errorOf(await deckApi.maps(deck.id, bob), 404);
    await errorOf(await deckApi.maps(deck.id), 404);
  });

  it("carries no map into a fork or an export", async () => {
    const deck = await deckApi.create(alice, "public");
    const secret = await saved(alice, "private", "Alice's private ground");
    await okJson(await deckApi.link(deck.id, [secret.id], alice));
    const copy = await okJson(await deckApi.fork(deck.id, bob), 201);
    expect((await okJson(await deckApi.get(copy.id, bob))).maps).toEqual([]);
    const exported = await deckApi.export(deck.id, bob);
    expect(await exported.text()).not.toContain(secret.id);
  });
});

describe("GET /api/v1/maps/:id/decks", () => {
  it("lists the decks played on a map that the reader may see; 404 for someone else's private map", async () => {
    const map = await saved(alice, "public", "Crossroads");
    const open = await deckApi.create(alice, "public");
    const hidden = await deckApi.create(bob, "private");
    await okJson(await deckApi.link(open.id, [map.id], alice));
    await okJson(await deckApi.link(hidden.id, [map.id], bob));
    expect(idsOf((await okJson(await deckApi.decksOn(map.id, bob))).decks).sort()).toEqual([open.id, hidden.id].sort());
    expect(idsOf((await okJson(await deckApi.decksOn(map.id, alice))).decks)).toEqual([open.id]);
    expect(idsOf((await okJson(await deckApi.decksOn(map.id))).decks)).toEqual([open.id]);
    const secret = await saved(alice, "private");
    await errorOf(await deckApi.decksOn(secret.id, bob), 404);
  });
});
