import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { type ErrorIssue, params, request, sessionCookie, useTestAuthEnv } from "./helpers/http";
import { GET as listMine, POST as createRoute } from "@/app/api/v1/decks/route";
import { GET as listPublic } from "@/app/api/v1/decks/public/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/decks/[id]/route";
import { POST as forkRoute } from "@/app/api/v1/decks/[id]/fork/route";
import { GET as versionsRoute } from "@/app/api/v1/decks/[id]/versions/route";
import { GET as versionRoute } from "@/app/api/v1/decks/[id]/versions/[n]/route";
import { POST as restoreRoute } from "@/app/api/v1/decks/[id]/versions/[n]/restore/route";
import { GET as diffRoute } from "@/app/api/v1/decks/[id]/diff/route";
import { GET as exportRoute } from "@/app/api/v1/decks/[id]/export/route";
import { db } from "@/lib/db/client";
import { registerUser, type Account } from "@/lib/accounts/service";
import type { GameSlug } from "@/lib/games";
import type { DeckEntryView, DeckSummary, DeckView, VersionSummary } from "@/lib/decks/service";

let alice: Account;
let bob: Account;
let aliceCookie: string;
let bobCookie: string;

const DARK_EDEN_LIST = `game: dark-eden
name: Rasputin Rush
commander: Kommendant Leitheusser
mode: standard
5 Boot Camp
3x Livery
2 [dark-legion-citadel]   # by code
10 Soldat
`;

// ---------------------------------------------------------------- little helpers

/** A catalog file's card, as the lists below read it. */
type CatalogFileCard = { code: string; name: string; kind?: string };

async function create(cookie: string | undefined, json: unknown) {
  return createRoute(request("POST", "/api/v1/decks", { json, cookie }));
}

async function createOk(cookie: string, json: unknown): Promise<DeckView> {
  const res = await create(cookie, json);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as DeckView;
}

const get = (id: string, cookie?: string) => getRoute(request("GET", `/api/v1/decks/${id}`, { cookie }), params({ id }));
const put = (id: string, json: unknown, cookie?: string) => putRoute(request("PUT", `/api/v1/decks/${id}`, { json, cookie }), params({ id }));
const del = (id: string, cookie?: string) => deleteRoute(request("DELETE", `/api/v1/decks/${id}`, { cookie }), params({ id }));
const fork = (id: string, cookie?: string, json?: unknown) => forkRoute(request("POST", `/api/v1/decks/${id}/fork`, { cookie, json }), params({ id }));
const versions = (id: string, cookie?: string) => versionsRoute(request("GET", `/api/v1/decks/${id}/versions`, { cookie }), params({ id }));
const version = (id: string, n: string, cookie?: string) => versionRoute(request("GET", `/api/v1/decks/${id}/versions/${n}`, { cookie }), params({ id, n }));
const restore = (id: string, n: string, cookie?: string, json?: unknown) =>
  restoreRoute(request("POST", `/api/v1/decks/${id}/versions/${n}/restore`, { cookie, json }), params({ id, n }));
const diff = (id: string, query: string, cookie?: string) => diffRoute(request("GET", `/api/v1/decks/${id}/diff?${query}`, { cookie }), params({ id }));
const exportDeck = (id: string, format: string, cookie?: string) =>
  exportRoute(request("GET", `/api/v1/decks/${id}/export?format=${format}`, { cookie }), params({ id }));

async function errorOf(res: Response, status: number): Promise<{ code: string; message: string; issues?: ErrorIssue[] }> {
  expect(res.status).toBe(status);
  return (await res.json()).error;
}

async function storedDeck(id: string) {
  return (await db()).deck.findUnique({ where: { id }, include: { entries: { orderBy: { id: "asc" } }, versions: { orderBy: { version: "asc" } } } });
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  alice = await registerUser({ username: "alice", password: "alice's long password" });
  bob = await registerUser({ username: "bob", password: "bob's long password" });
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(bob);
});

// ---------------------------------------------------------------- create

describe("POST /api/v1/decks", () => {
  it("creates a deck: 201 with id, version 1, its validation and list text", async () => {
    const deck = await createOk(aliceCookie, { game: "dark-eden", name: "Rasputin Rush", list: DARK_EDEN_LIST, visibility: "private" });
    expect(deck).toMatchObject({
      id: expect.any(String),
      version: 1,
      game: "dark-eden",
      name: "Rasputin Rush",
      visibility: "private",
      owner: "alice",
      mine: true,
      cardCount: 20,
    });
    expect(deck.validation).toMatchObject({
      game: "dark-eden",
      legal: false,
      errors: expect.any(Array),
      warnings: expect.any(Array),
      stats: expect.any(Object),
    });
    expect(deck.validation!.errors.map((e) => e.code)).toContain("DE_DECK_TOO_SMALL");
    expect(deck.headers).toEqual({ commander: "Kommendant Leitheusser", mode: "standard" });
    expect(deck.entries).toContainEqual({ section: "main", code: "dark-legion-citadel", name: "Dark Legion Citadel", quantity: 2 });
    expect(deck.list).toMatch(/^game: dark-eden\nname: Rasputin Rush\ncommander: Kommendant Leitheusser\n/);

    const row = await storedDeck(deck.id);
    expect(row).toMatchObject({ ownerId: alice.id, version: 1, legal: false, forkedFromId: null });
    expect(row!.entries).toHaveLength(4);
    expect(row!.versions.map((v) => [v.version, v.list])).toEqual([[1, deck.list]]);
  });

  it("reads the session without consuming the body of a plain Request (not a NextRequest)", async () => {
    const plain = new Request("http://localhost:3000/api/v1/decks", {
      method: "POST",
      headers: { cookie: aliceCookie, "content-type": "application/json" },
      body: JSON.stringify({ game: "dark-eden", name: "Plain", list: DARK_EDEN_LIST }),
    });
    const res = await createRoute(plain);
    expect(res.status).toBe(201);
    expect((await res.json()).owner).toBe("alice");
  });

  it("the list's game: and name: headers stand in for missing fields", async () => {
    const deck = await createOk(aliceCookie, { list: DARK_EDEN_LIST });
    expect(deck).toMatchObject({ game: "dark-eden", name: "Rasputin Rush", visibility: "private" });
  });

  it("401 without a session", async () => {
    expect((await errorOf(await create(undefined, { game: "dark-eden", name: "x", list: DARK_EDEN_LIST }), 401)).code).toBe("UNAUTHENTICATED");
    expect((await errorOf(await create("next-auth.session-token=forged", { game: "dark-eden", name: "x", list: DARK_EDEN_LIST }), 401)).code).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("400 naming the line for an unusable list; nothing stored", async () => {
    const before = await (await db()).deck.count();
    const error = await errorOf(
      await create(aliceCookie, { game: "dark-eden", name: "Bad", list: "commander: Kommendant Leitheusser\n5 Boot Camp\n2 Bootcamp Deluxe\n" }),
      400,
    );
    expect(error.code).toBe("UNKNOWN_CARD");
    expect(error.issues?.[0]).toMatchObject({ line: 3 });
    const mismatch = await errorOf(await create(aliceCookie, { game: "got-cgs", name: "Bad", list: DARK_EDEN_LIST }), 400);
    expect(mismatch.code).toBe("GAME_MISMATCH");
    expect((await errorOf(await create(aliceCookie, { game: "dark-eden", name: "Bad", list: "??? what\n" }), 400)).code).toBe("LIST_SYNTAX");
    expect(await (await db()).deck.count()).toBe(before);
  });

  it("400 on malformed JSON and wrong types, with zod issues; 413 over 1 MB", async () => {
    const malformed = await createRoute(
      request("POST", "/api/v1/decks", { body: '{"game": "dark-eden", ', cookie: aliceCookie, headers: { "content-type": "application/json" } }),
    );
    expect((await errorOf(malformed, 400)).code).toBe("MALFORMED_JSON");

    const wrong = await errorOf(await create(aliceCookie, { game: "chess", name: 7, list: ["5 Boot Camp"], visibility: "secret" }), 400);
    expect(wrong.code).toBe("INVALID_REQUEST");
    expect(wrong.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(["game", "name", "list", "visibility"]));

    const longName = await errorOf(await create(aliceCookie, { game: "dark-eden", name: "n".repeat(121), list: DARK_EDEN_LIST }), 400);
    expect(longName.issues!.map((i) => i.path)).toEqual(["name"]);

    const bigList = await errorOf(await create(aliceCookie, { game: "dark-eden", name: "Big", list: `${DARK_EDEN_LIST}${"# padding\n".repeat(21_000)}` }), 400);
    expect(bigList.issues!.map((i) => i.path)).toEqual(["list"]);

    const huge = await create(aliceCookie, { game: "dark-eden", name: "Huge", list: "x".repeat(1_100_000) });
    expect((await errorOf(huge, 413)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("400 without a name in the body or the list", async () => {
    const error = await errorOf(await create(aliceCookie, { game: "dark-eden", list: "commander: Kommendant Leitheusser\n5 Boot Camp\n" }), 400);
    expect(error.issues).toEqual([{ path: "name", message: expect.any(String) }]);
  });

  it("429 TOO_MANY_DECKS once a user has 500 decks", async () => {
    const frank = await registerUser({ username: "frank", password: "frank's long password" });
    await (await db()).deck.createMany({ data: Array.from({ length: 500 }, (_, i) => ({ ownerId: frank.id, gameSlug: "dark-eden", name: `Filler ${i}` })) });
    const error = await errorOf(await create(await sessionCookie(frank), { game: "dark-eden", name: "One too many", list: DARK_EDEN_LIST }), 429);
    expect(error.code).toBe("TOO_MANY_DECKS");
    expect(await (await db()).deck.count({ where: { ownerId: frank.id } })).toBe(500);
  });

  it("400 for more than 2,000 card lines", async () => {
    const lines = Array.from({ length: 2001 }, () => "1 Soldat").join("\n");
    const error = await errorOf(await create(aliceCookie, { game: "dark-eden", name: "Long", list: `commander: Kommendant Leitheusser\n${lines}\n` }), 400);
    expect(error.code).toBe("LIST_TOO_LONG");
  });
});

// ---------------------------------------------------------------- read, visibility

describe("GET /api/v1/decks/:id and the lists", () => {
  let privateId: string;
  let unlistedId: string;
  let publicId: string;

  beforeAll(async () => {
    privateId = (await createOk(aliceCookie, { game: "dark-eden", name: "Hidden plan", list: DARK_EDEN_LIST, visibility: "private" })).id;
    unlistedId = (await createOk(aliceCookie, { game: "dark-eden", name: "Link only", list: DARK_EDEN_LIST, visibility: "unlisted" })).id;
    publicId = (await createOk(aliceCookie, { game: "dark-eden", name: "Open Soldat swarm", list: DARK_EDEN_LIST, visibility: "public" })).id;
  });

  it("the owner reads any of her decks; others' private decks are 404 (signed in or not)", async () => {
    expect((await get(privateId, aliceCookie)).status).toBe(200);
    expect((await errorOf(await get(privateId, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await get(privateId), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await get("no-such-deck", aliceCookie), 404)).code).toBe("NOT_FOUND");
  });

  it("unlisted and public decks are readable by anyone, marked as not theirs", async () => {
    for (const id of [unlistedId, publicId]) {
      const asBob = await get(id, bobCookie);
      expect(asBob.status).toBe(200);
      expect(await asBob.json()).toMatchObject({ id, mine: false, owner: "alice" });
      expect((await get(id)).status).toBe(200);
    }
  });

  it("GET /decks lists my own decks only, optionally by game; 401 without a session; 400 for an unknown game", async () => {
    const mine = await listMine(request("GET", "/api/v1/decks", { cookie: aliceCookie }));
    expect(mine.status).toBe(200);
    const { decks } = await mine.json();
    expect(decks.map((d: DeckSummary) => d.id)).toEqual(expect.arrayContaining([privateId, unlistedId, publicId]));
    expect(decks.every((d: DeckSummary) => d.owner === "alice")).toBe(true);
    expect(decks[0]).not.toHaveProperty("list");

    const bobs = await (await listMine(request("GET", "/api/v1/decks", { cookie: bobCookie }))).json();
    expect(bobs.decks.map((d: DeckSummary) => d.id)).not.toContain(privateId);

    const none = await (await listMine(request("GET", "/api/v1/decks?game=got-cgs", { cookie: aliceCookie }))).json();
    expect(none.decks).toEqual([]);
    expect((await errorOf(await listMine(request("GET", "/api/v1/decks")), 401)).code).toBe("UNAUTHENTICATED");
    expect((await errorOf(await listMine(request("GET", "/api/v1/decks?game=chess", { cookie: aliceCookie })), 400)).code).toBe("INVALID_REQUEST");
  });

  it("GET /decks/public lists public decks only (not unlisted), filters by name, sorts by copies", async () => {
    const res = await listPublic(request("GET", "/api/v1/decks/public?game=dark-eden"));
    expect(res.status).toBe(200);
    const page = await res.json();
    const ids = page.decks.map((d: DeckSummary) => d.id);
    expect(ids).toContain(publicId);
    expect(ids).not.toContain(unlistedId);
    expect(ids).not.toContain(privateId);
    expect(page).toMatchObject({ page: 1, pageSize: expect.any(Number), total: ids.length });

    const found = await (await listPublic(request("GET", "/api/v1/decks/public?game=dark-eden&q=soldat"))).json();
    expect(found.decks.map((d: DeckSummary) => d.id)).toEqual([publicId]);
    const nothing = await (await listPublic(request("GET", "/api/v1/decks/public?game=dark-eden&q=zzz"))).json();
    expect(nothing.decks).toEqual([]);

    const other = (await createOk(bobCookie, { game: "dark-eden", name: "Bob's public", list: DARK_EDEN_LIST, visibility: "public" })).id;
    expect((await fork(publicId, bobCookie)).status).toBe(201);
    const newest = await (await listPublic(request("GET", "/api/v1/decks/public?game=dark-eden&sort=newest"))).json();
    expect(newest.decks[0].id).toBe(other);
    const copied = await (await listPublic(request("GET", "/api/v1/decks/public?game=dark-eden&sort=copies"))).json();
    expect(copied.decks[0]).toMatchObject({ id: publicId, copyCount: 1 });

    expect((await errorOf(await listPublic(request("GET", "/api/v1/decks/public?sort=best")), 400)).code).toBe("INVALID_REQUEST");
  });
});

// ---------------------------------------------------------------- update, concurrency

describe("PUT /api/v1/decks/:id", () => {
  let id: string;

  beforeAll(async () => {
    id = (await createOk(aliceCookie, { game: "dark-eden", name: "Work in progress", list: DARK_EDEN_LIST, visibility: "public" })).id;
  });

  it("saves a new list on the current version: 200, version + 1, a new DeckVersion", async () => {
    const res = await put(id, { list: DARK_EDEN_LIST.replace("10 Soldat", "12 Soldat\n1 Armory"), version: 1 }, aliceCookie);
    expect(res.status).toBe(200);
    const deck = await res.json();
    expect(deck).toMatchObject({ id, version: 2, name: "Work in progress", cardCount: 23 });
    expect(deck.entries).toContainEqual({ section: "main", code: "soldat", name: "Soldat", quantity: 12 });
    const row = await storedDeck(id);
    expect(row!.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(row!.versions[1].list).toBe(deck.list);
  });

  it("renames and changes visibility without a list", async () => {
    const deck = await (await put(id, { name: "Soldat wall", visibility: "unlisted", version: 2 }, aliceCookie)).json();
    expect(deck).toMatchObject({ version: 3, name: "Soldat wall", visibility: "unlisted", cardCount: 23 });
    expect(deck.list).toMatch(/^game: dark-eden\nname: Soldat wall\n/);
  });

  it("409 STALE_VERSION for an old version, and nothing is overwritten", async () => {
    const before = await storedDeck(id);
    const error = await errorOf(await put(id, { list: "commander: Kommendant Leitheusser\n1 Soldat\n", name: "Clobbered", version: 2 }, aliceCookie), 409);
    expect(error.code).toBe("STALE_VERSION");
    expect(error.issues?.[0]).toMatchObject({ currentVersion: 3 });
    const after = await storedDeck(id);
    expect(after).toEqual(before);
  });

  it("two saves made on the same version: exactly one wins, the other is 409", async () => {
    const current = (await (await get(id, aliceCookie)).json()).version;
    const results = await Promise.all([
      put(id, { list: DARK_EDEN_LIST.replace("10 Soldat", "7 Soldat"), version: current }, aliceCookie),
      put(id, { list: DARK_EDEN_LIST.replace("10 Soldat", "8 Soldat"), version: current }, aliceCookie),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const row = await storedDeck(id);
    expect(row!.version).toBe(current + 1);
    expect(row!.versions.map((v) => v.version)).toEqual(Array.from({ length: current + 1 }, (_, i) => i + 1));
    const winner = await results.find((r) => r.status === 200)!.json();
    expect(row!.versions.at(-1)!.list).toBe(winner.list);
  });

  it("others' decks are 404, even unlisted or public ones; 401 without a session", async () => {
    const before = await storedDeck(id);
    expect((await errorOf(await put(id, { name: "Mine now", version: before!.version }, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await put(id, { name: "Mine now", version: before!.version }), 401)).code).toBe("UNAUTHENTICATED");
    expect(await storedDeck(id)).toEqual(before);
  });

  it("400 for malformed JSON, wrong types, a missing version or an unusable list; 413 over 1 MB", async () => {
    const malformed = await putRoute(
      request("PUT", `/api/v1/decks/${id}`, { body: "{]", cookie: aliceCookie, headers: { "content-type": "application/json" } }),
      params({ id }),
    );
    expect((await errorOf(malformed, 400)).code).toBe("MALFORMED_JSON");
    const wrong = await errorOf(await put(id, { name: "", visibility: "everyone", version: "3" }, aliceCookie), 400);
    expect(wrong.issues!.map((i) => i.path)).toEqual(expect.arrayContaining(["name", "visibility", "version"]));
    expect((await errorOf(await put(id, { name: "No version" }, aliceCookie), 400)).issues![0].path).toBe("version");
    const version = (await storedDeck(id))!.version;
    expect((await errorOf(await put(id, { list: "5 Nonexistent Card\n", version }, aliceCookie), 400)).code).toBe("UNKNOWN_CARD");
    expect((await errorOf(await put(id, { list: "y".repeat(1_050_000), version }, aliceCookie), 413)).code).toBe("PAYLOAD_TOO_LARGE");
    expect((await storedDeck(id))!.version).toBe(version);
  });
});

// ---------------------------------------------------------------- delete

describe("DELETE /api/v1/decks/:id", () => {
  it("owner only: others get 404, anonymous 401; the owner's delete removes entries and versions", async () => {
    const { id } = await createOk(aliceCookie, { game: "dark-eden", name: "Doomed", list: DARK_EDEN_LIST, visibility: "public" });
    expect((await errorOf(await del(id, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await del(id), 401)).code).toBe("UNAUTHENTICATED");
    expect(await storedDeck(id)).not.toBeNull();

    const res = await del(id, aliceCookie);
    expect(res.status).toBe(204);
    expect(await storedDeck(id)).toBeNull();
    const client = await db();
    expect(await client.deckEntry.count({ where: { deckId: id } })).toBe(0);
    expect(await client.deckVersion.count({ where: { deckId: id } })).toBe(0);
    expect((await get(id, aliceCookie)).status).toBe(404);
    expect((await del(id, aliceCookie)).status).toBe(404);
  });
});

// ---------------------------------------------------------------- fork

describe("POST /api/v1/decks/:id/fork", () => {
  it("copies a public deck into my decks: private, remembers its origin, bumps the origin's copyCount", async () => {
    const origin = await createOk(aliceCookie, { game: "dark-eden", name: "Worth copying", list: DARK_EDEN_LIST, visibility: "public" });
    const originBefore = await storedDeck(origin.id);

    const res = await fork(origin.id, bobCookie);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({ version: 1, name: "Worth copying", visibility: "private", owner: "bob", mine: true, forkedFromId: origin.id, copyCount: 0 });
    expect(copy.id).not.toBe(origin.id);
    expect(copy.list).toBe(origin.list);
    expect(copy.entries).toEqual(origin.entries);

    const originAfter = await storedDeck(origin.id);
    expect(originAfter!.copyCount).toBe(1);
    expect(originAfter!.updatedAt).toEqual(originBefore!.updatedAt);
    expect(originAfter!.version).toBe(originBefore!.version);

    const named = await (await fork(origin.id, bobCookie, { name: "Bob's take" })).json();
    expect(named).toMatchObject({ name: "Bob's take", forkedFromId: origin.id });
    expect((await storedDeck(origin.id))!.copyCount).toBe(2);

    // A copy of my own deck is allowed and does not count as a copy by someone else.
    const own = await fork(origin.id, aliceCookie);
    expect(own.status).toBe(201);
    expect((await storedDeck(origin.id))!.copyCount).toBe(2);

    // The copy is bob's own: he may edit it, alice may not see it.
    expect((await put(copy.id, { name: "Bob's now", version: 1 }, bobCookie)).status).toBe(200);
    expect((await get(copy.id, aliceCookie)).status).toBe(404);
  });

  it("unlisted decks can be copied; others' private decks are 404; 401 without a session; 400 for bad input", async () => {
    const unlisted = await createOk(aliceCookie, { game: "dark-eden", name: "By link", list: DARK_EDEN_LIST, visibility: "unlisted" });
    expect((await fork(unlisted.id, bobCookie)).status).toBe(201);
    const hidden = await createOk(aliceCookie, { game: "dark-eden", name: "Secret", list: DARK_EDEN_LIST });
    expect((await errorOf(await fork(hidden.id, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await storedDeck(hidden.id))!.copyCount).toBe(0);
    expect((await errorOf(await fork(unlisted.id), 401)).code).toBe("UNAUTHENTICATED");
    expect((await errorOf(await fork(unlisted.id, bobCookie, { name: 42 }), 400)).code).toBe("INVALID_REQUEST");
    const malformed = await forkRoute(request("POST", `/api/v1/decks/${unlisted.id}/fork`, { body: "{", cookie: bobCookie }), params({ id: unlisted.id }));
    expect((await errorOf(malformed, 400)).code).toBe("MALFORMED_JSON");
    const huge = await forkRoute(
      request("POST", `/api/v1/decks/${unlisted.id}/fork`, { body: JSON.stringify({ name: "z".repeat(1_100_000) }), cookie: bobCookie }),
      params({ id: unlisted.id }),
    );
    expect(huge.status).toBe(413);
  });
});

// ---------------------------------------------------------------- versions, diff, restore

describe("versions: history, text, diff, restore", () => {
  let id: string;
  const v2 = `${DARK_EDEN_LIST.replace("10 Soldat", "15 Soldat").replace("3x Livery\n", "")}4 Armory\n`;

  beforeAll(async () => {
    id = (await createOk(aliceCookie, { game: "dark-eden", name: "Evolving", list: DARK_EDEN_LIST })).id;
    expect((await put(id, { list: v2, version: 1 }, aliceCookie)).status).toBe(200);
  });

  it("lists the versions and gives each one's text", async () => {
    const res = await versions(id, aliceCookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ deckId: id, current: 2 });
    expect(body.versions.map((v: VersionSummary) => [v.version, v.name])).toEqual([
      [1, "Evolving"],
      [2, "Evolving"],
    ]);
    const one = await (await version(id, "1", aliceCookie)).json();
    expect(one).toMatchObject({ deckId: id, version: 1, name: "Evolving" });
    expect(one.list).toContain("10 Soldat");
    expect(one.list).toContain("3 Livery");
    expect((await errorOf(await version(id, "9", aliceCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await version(id, "abc", aliceCookie), 400)).code).toBe("INVALID_REQUEST");
  });

  it("diffs two versions as per-card quantity changes", async () => {
    const res = await diff(id, "from=1&to=2", aliceCookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ deckId: id, from: 1, to: 2, headers: [] });
    expect(body.cards).toEqual([
      { section: "main", code: "armory", name: "Armory", from: 0, to: 4, delta: 4 },
      { section: "main", code: "livery", name: "Livery", from: 3, to: 0, delta: -3 },
      { section: "main", code: "soldat", name: "Soldat", from: 10, to: 15, delta: 5 },
    ]);
    expect((await errorOf(await diff(id, "from=1", aliceCookie), 400)).code).toBe("INVALID_REQUEST");
    expect((await errorOf(await diff(id, "from=1&to=7", aliceCookie), 404)).code).toBe("NOT_FOUND");
  });

  it("restoring a version makes a new version with the old list", async () => {
    const res = await restore(id, "1", aliceCookie);
    expect(res.status).toBe(200);
    const deck = await res.json();
    expect(deck.version).toBe(3);
    const [one, three] = await Promise.all([(await version(id, "1", aliceCookie)).json(), (await version(id, "3", aliceCookie)).json()]);
    expect(three.list).toBe(one.list);
    expect(deck.list).toBe(one.list);
    expect((await diff(id, "from=1&to=3", aliceCookie).then((r) => r.json())).cards).toEqual([]);
    expect((await storedDeck(id))!.versions.map((v) => v.version)).toEqual([1, 2, 3]);
  });

  it("restore with a stale version is 409 and writes nothing", async () => {
    const before = await storedDeck(id);
    expect((await errorOf(await restore(id, "2", aliceCookie, { version: 2 }), 409)).code).toBe("STALE_VERSION");
    expect(await storedDeck(id)).toEqual(before);
    expect((await errorOf(await restore(id, "2", aliceCookie, { version: "x" }), 400)).code).toBe("INVALID_REQUEST");
    const malformed = await restoreRoute(
      request("POST", `/api/v1/decks/${id}/versions/2/restore`, { body: "nope", cookie: aliceCookie }),
      params({ id, n: "2" }),
    );
    expect((await errorOf(malformed, 400)).code).toBe("MALFORMED_JSON");
  });

  it("others cannot read the history of a private deck, nor restore anyone's (404); anonymous restore is 401", async () => {
    expect((await versions(id, bobCookie)).status).toBe(404);
    expect((await version(id, "1", bobCookie)).status).toBe(404);
    expect((await diff(id, "from=1&to=2", bobCookie)).status).toBe(404);
    expect((await versions(id)).status).toBe(404);
    const before = await storedDeck(id);
    expect((await errorOf(await restore(id, "1", bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await restore(id, "1"), 401)).code).toBe("UNAUTHENTICATED");

    expect((await put(id, { visibility: "public", version: before!.version }, aliceCookie)).status).toBe(200);
    expect((await versions(id, bobCookie)).status).toBe(200);
    expect((await errorOf(await restore(id, "1", bobCookie), 404)).code).toBe("NOT_FOUND");
  });
});

// ---------------------------------------------------------------- export

/** A deck list for each game, made from its bundled catalog files, with names in their own spelling. */
function listFor(game: GameSlug): string {
  const cards = (file: string) => (JSON.parse(readFileSync(path.resolve("card-data", game, file), "utf8")) as { cards: CatalogFileCard[] }).cards;
  switch (game) {
    case "dark-eden":
      return DARK_EDEN_LIST;
    case "eden-skirmish": {
      const jokers = cards("jokers.json").filter((c) => c.kind === "combatant");
      const bamaka = cards("bamaka.json");
      const missions = bamaka.filter((c) => c.kind === "mission").slice(0, 2);
      const tactics = bamaka.filter((c) => c.kind === "tactic").slice(0, 2);
      return [
        "game: eden-skirmish",
        "warband: faction jokers",
        "budget: 150",
        `leader: ${jokers[0].name}`,
        ...jokers.slice(0, 3).map((c) => `1 ${c.name}`),
        "[missions]",
        ...missions.map((c) => `1 ${c.name}`),
        "[tactics]",
        ...tactics.map((c) => `1 [${c.code}]`),
      ].join("\n");
    }
    case "battle-for-eden": {
      const all = cards("core.json");
      return ["game: battle-for-eden", "civilization: none-yet", ...all.slice(0, 4).map((c, i) => `${i + 1} ${c.name}`)].join("\n");
    }
    case "got-cgs": {
      const all = cards("genesis.json");
      return ["game: got-cgs", "players: 4", "burnoff: 10%", "playmode: pap", ...all.slice(0, 6).map((c) => `2 ${c.name}`)].join("\n");
    }
  }
}

describe("GET /api/v1/decks/:id/export", () => {
  for (const game of ["dark-eden", "eden-skirmish", "battle-for-eden", "got-cgs"] as GameSlug[]) {
    it(`${game}: export → import → export gives the same text`, async () => {
      const first = await createOk(aliceCookie, { game, name: `Round trip ${game}`, list: listFor(game) });
      const res = await exportDeck(first.id, "text", aliceCookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      const text = await res.text();
      expect(text).toBe(first.list);
      expect(text.startsWith(`game: ${game}\nname: Round trip ${game}\n`)).toBe(true);

      const second = await createOk(aliceCookie, { game, name: `Round trip ${game}`, list: text });
      const again = await (await exportDeck(second.id, "text", aliceCookie)).text();
      expect(again).toBe(text);
      expect(second.entries).toEqual(first.entries);
      expect(second.headers).toEqual(first.headers);
      expect(second.validation).toEqual(first.validation);
    });
  }

  it("json: {game, name, headers, entries}; others' private decks 404; bad format 400", async () => {
    const deck = await createOk(aliceCookie, { game: "eden-skirmish", name: "Warband", list: listFor("eden-skirmish") });
    const res = await exportDeck(deck.id, "json", aliceCookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ game: "eden-skirmish", name: "Warband", headers: deck.headers, entries: deck.entries });
    expect(body.entries.map((e: DeckEntryView) => e.section)).toEqual(expect.arrayContaining(["main", "missions", "tactics"]));
    expect(body.entries[0]).toEqual({ section: "main", code: "yuri", name: "Yûri", quantity: 1 });
    expect((await exportDeck(deck.id, "text", bobCookie)).status).toBe(404);
    expect((await exportDeck(deck.id, "json")).status).toBe(404);
    expect((await errorOf(await exportDeck(deck.id, "pdf", aliceCookie), 400)).code).toBe("INVALID_REQUEST");
  });
});
