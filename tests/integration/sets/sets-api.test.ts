import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { type ErrorIssue, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { GET as listRoute, POST as createRoute } from "@/app/api/v1/sets/route";
import { POST as importRoute } from "@/app/api/v1/sets/import/route";
import { DELETE as deleteRoute, GET as getRoute, PUT as putRoute } from "@/app/api/v1/sets/[id]/route";
import { GET as exportRoute } from "@/app/api/v1/sets/[id]/export/route";
import { POST as remixRoute } from "@/app/api/v1/sets/[id]/remix/route";
import { GET as versionsRoute } from "@/app/api/v1/sets/[id]/versions/route";
import { GET as versionRoute } from "@/app/api/v1/sets/[id]/versions/[n]/route";
import { POST as restoreRoute } from "@/app/api/v1/sets/[id]/versions/[n]/restore/route";
import { GET as diffRoute } from "@/app/api/v1/sets/[id]/diff/route";
import { GET as schemaRoute } from "@/app/api/v1/schemas/[file]/route";
import { db } from "@/lib/db/client";
import { GAME_SLUGS } from "@/lib/games";
import { registerUser, type Account } from "@/lib/accounts/service";
import { readCatalogFiles } from "@/lib/catalog/import";
import { MAX_SET_CARDS } from "@/lib/sets/limits";
import type { SetSummary, SetView } from "@/lib/sets/service";
import type { SetDiff, SetVersionSummary } from "@/lib/sets/versions";
import { BFE_WORLD, DARK_EDEN_SET, EDEN_SET, GOT_SET, SETS, type SetFile, copyOf, setBody as body } from "../../support/set-fixtures";

/** A §1 set file as the fixtures hold it. */

let alice: Account;
let aliceCookie: string;
let bobCookie: string;

const create = (json: unknown, cookie?: string) => createRoute(request("POST", "/api/v1/sets", { json, cookie }));
const importFile = (json: unknown, cookie?: string, query = "") => importRoute(request("POST", `/api/v1/sets/import${query}`, { json, cookie }));
const list = (query: string, cookie?: string) => listRoute(request("GET", `/api/v1/sets${query}`, { cookie }));
const get = (id: string, cookie?: string) => getRoute(request("GET", `/api/v1/sets/${id}`, { cookie }), params({ id }));
const put = (id: string, json: unknown, cookie?: string) => putRoute(request("PUT", `/api/v1/sets/${id}`, { json, cookie }), params({ id }));
const del = (id: string, cookie?: string) => deleteRoute(request("DELETE", `/api/v1/sets/${id}`, { cookie }), params({ id }));
const exportSet = (id: string, cookie?: string) => exportRoute(request("GET", `/api/v1/sets/${id}/export`, { cookie }), params({ id }));
const remix = (id: string, cookie?: string, json?: unknown) => remixRoute(request("POST", `/api/v1/sets/${id}/remix`, { cookie, json }), params({ id }));
const versions = (id: string, cookie?: string) => versionsRoute(request("GET", `/api/v1/sets/${id}/versions`, { cookie }), params({ id }));
const version = (id: string, n: string, cookie?: string) => versionRoute(request("GET", `/api/v1/sets/${id}/versions/${n}`, { cookie }), params({ id, n }));
const restore = (id: string, n: string, cookie?: string, json?: unknown) =>
  restoreRoute(request("POST", `/api/v1/sets/${id}/versions/${n}/restore`, { cookie, json }), params({ id, n }));
const diff = (id: string, query: string, cookie?: string) => diffRoute(request("GET", `/api/v1/sets/${id}/diff?${query}`, { cookie }), params({ id }));

/** A response's JSON body, after checking its status, read as the route's contract type (a set unless told). */
async function ok<T = SetView>(res: Response, status: number): Promise<T> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

async function errorOf(res: Response, status: number): Promise<{ code: string; message: string; issues?: ErrorIssue[] }> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

async function setCount(): Promise<number> {
  return (await db()).playerSet.count();
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  alice = await registerUser({ username: "alice", password: "alice's long password" });
  const bob = await registerUser({ username: "bob", password: "bob's long password" });
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(bob);
});

describe("POST /api/v1/sets", () => {
  it("creates a set of each game with a server-made id and version 1", async () => {
    for (const game of GAME_SLUGS) {
      const set = await ok(await create(body(SETS[game]), aliceCookie), 201);
      expect(set.id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(set).toMatchObject({ game, version: 1, visibility: "private", owner: "alice", mine: true, cardCount: SETS[game].cards.length });
      expect(set.cards.map((c) => c.code)).toEqual(SETS[game].cards.map((c) => c.code));
    }
  });

  it("keeps the battle-for-eden civilizations with the set", async () => {
    const set = await ok(await create(body(BFE_WORLD), aliceCookie), 201);
    expect(set.civilizations).toEqual(BFE_WORLD.civilizations);
  });

  it("makes a code from the name when none is sent", async () => {
    const { code: _code, ...rest } = body(EDEN_SET);
    const set = await ok(await create({ ...rest, name: "Señores del Óxido" }, aliceCookie), 201);
    expect(set.code).toBe("senores-del-oxido");
  });

  it("refuses anyone not signed in with 401", async () => {
    expect((await errorOf(await create(body(EDEN_SET)), 401)).code).toBe("UNAUTHENTICATED");
  });

  it("refuses a bad card with 400 naming its code and field, and saves nothing", async () => {
    const before = await setCount();
    const file = copyOf(BFE_WORLD);
    (file.cards[2] as Record<string, unknown>).cost = "cheap";
    const error = await errorOf(await create(body(file), aliceCookie), 400);
    expect(error.code).toBe("INVALID_CARD");
    expect(error.message).toContain('card "bramble-guard"');
    expect(error.message).toContain('field "cost"');
    expect(error.issues).toContainEqual(expect.objectContaining({ card: "bramble-guard", field: "cost" }));
    expect(await setCount()).toBe(before);
  });

  it("refuses a card field the game does not know, naming it", async () => {
    const file = copyOf(DARK_EDEN_SET);
    (file.cards[0] as Record<string, unknown>).power = 3;
    const error = await errorOf(await create(body(file), aliceCookie), 400);
    expect(error.message).toContain('card "marshal-vey"');
    expect(error.issues![0]).toMatchObject({ card: "marshal-vey" });
    expect(JSON.stringify(error.issues)).toContain("power");
  });

  it("refuses two cards with one code", async () => {
    const file = copyOf(EDEN_SET);
    file.cards[1].code = "warden-kess";
    const error = await errorOf(await create(body(file), aliceCookie), 400);
    expect(error.issues).toContainEqual(expect.objectContaining({ card: "warden-kess", field: "code" }));
  });

  it("refuses a bad civilization naming the field", async () => {
    const error = await errorOf(await create({ ...body(BFE_WORLD), civilizations: [{ code: "Bad Code", name: "x" }] }, aliceCookie), 400);
    expect(error.code).toBe("INVALID_SET");
    expect(JSON.stringify(error.issues)).toContain("civilizations.0.code");
  });

  it("limits card names to 120 characters and GOT attributes to 4,000, naming the card and field", async () => {
    const longName = copyOf(EDEN_SET);
    longName.cards[0].name = "N".repeat(121);
    expect((await errorOf(await create(body(longName), aliceCookie), 400)).issues).toContainEqual(
      expect.objectContaining({ card: "warden-kess", field: "name" }),
    );
    const longAttributes = copyOf(GOT_SET);
    longAttributes.cards[1].attributes = `Type "Support"\n${'Affiliation "x"\n'.repeat(300)}`;
    expect((await errorOf(await create(body(longAttributes), aliceCookie), 400)).issues).toContainEqual(
      expect.objectContaining({ card: "harbor-pilot", field: "attributes" }),
    );
  });

  it(`holds at most ${MAX_SET_CARDS} cards`, async () => {
    const cards = Array.from({ length: MAX_SET_CARDS + 1 }, (_, i) => ({ code: `c${i}`, name: `C${i}`, kind: "tactic" }));
    const error = await errorOf(await create({ ...body(EDEN_SET), cards }, aliceCookie), 400);
    expect(error.issues).toContainEqual(expect.objectContaining({ path: "cards", message: expect.stringContaining(String(MAX_SET_CARDS)) }));
  });

  it("refuses a body over 1 MB with 413", async () => {
    const huge = JSON.stringify({ ...body(EDEN_SET), name: "x".repeat(1_100_000) });
    expect((await errorOf(await createRoute(request("POST", "/api/v1/sets", { body: huge, cookie: aliceCookie })), 413)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses malformed JSON with 400, not 500", async () => {
    expect((await errorOf(await createRoute(request("POST", "/api/v1/sets", { body: "{", cookie: aliceCookie })), 400)).code).toBe("MALFORMED_JSON");
  });
});

describe("GOT draft cards", () => {
  it("saves a card whose attributes do not parse and flags it as a draft naming the line (CONTRACTS §1)", async () => {
    const set = await ok(await create(body(GOT_SET), aliceCookie), 201);
    expect(set.cards.map((c) => c.code)).toContain("half-made-idea");
    expect(set.drafts).toEqual([expect.objectContaining({ code: "half-made-idea", problem: "GOT_ATTR_SYNTAX", line: 2 })]);
  });
});

describe("POST /api/v1/sets/import", () => {
  it("imports a §1 catalog file with the visibility asked for", async () => {
    const set = await ok(await importFile(BFE_WORLD, aliceCookie, "?visibility=unlisted"), 201);
    expect(set).toMatchObject({
      game: "battle-for-eden",
      name: BFE_WORLD.set.name,
      code: BFE_WORLD.set.code,
      visibility: "unlisted",
      status: "beta",
      version: 1,
    });
  });

  it("names the file's bad card and field, saving nothing", async () => {
    const before = await setCount();
    const file = copyOf(EDEN_SET);
    (file.cards[0] as Record<string, unknown>).value = -5;
    const error = await errorOf(await importFile(file, aliceCookie), 400);
    expect(error.issues).toContainEqual(expect.objectContaining({ card: "warden-kess", field: "value" }));
    expect(await setCount()).toBe(before);
  });

  it("refuses an unknown game and anyone not signed in", async () => {
    expect((await errorOf(await importFile({ ...EDEN_SET, game: "chess" }, aliceCookie), 400)).message).toContain("unknown game");
    expect((await errorOf(await importFile(EDEN_SET), 401)).code).toBe("UNAUTHENTICATED");
  });
});

describe("reading sets", () => {
  let privateId: string;
  let unlistedId: string;
  let publicId: string;

  beforeAll(async () => {
    privateId = (await ok(await create({ ...body(EDEN_SET), name: "Alice private" }, aliceCookie), 201)).id;
    unlistedId = (await ok(await create({ ...body(EDEN_SET, "unlisted"), name: "Alice unlisted" }, aliceCookie), 201)).id;
    publicId = (await ok(await create({ ...body(EDEN_SET, "public"), name: "Alice public" }, aliceCookie), 201)).id;
  });

  it("GET /sets/:id: the owner reads a private set; anyone else gets 404", async () => {
    expect((await ok(await get(privateId, aliceCookie), 200)).cards).toHaveLength(EDEN_SET.cards.length);
    expect((await errorOf(await get(privateId, bobCookie), 404)).code).toBe("NOT_FOUND");
    await errorOf(await get(privateId), 404);
    await errorOf(await get("no-such-set", aliceCookie), 404);
  });

  it("GET /sets/:id: unlisted and public sets are readable by anyone", async () => {
    expect((await ok(await get(unlistedId, bobCookie), 200)).mine).toBe(false);
    expect((await ok(await get(publicId), 200)).owner).toBe("alice");
  });

  it("GET /sets lists one's own sets and the public ones; mine=1 only one's own", async () => {
    const bobSees = (await ok<{ sets: SetSummary[] }>(await list("?game=eden-skirmish", bobCookie), 200)).sets.map((s) => s.id);
    expect(bobSees).toContain(publicId);
    expect(bobSees).not.toContain(privateId);
    expect(bobSees).not.toContain(unlistedId);
    const aliceSees = (await ok<{ sets: SetSummary[] }>(await list("?game=eden-skirmish", aliceCookie), 200)).sets.map((s) => s.id);
    expect(aliceSees).toEqual(expect.arrayContaining([privateId, unlistedId, publicId]));
    expect((await ok<{ sets: SetSummary[] }>(await list("?game=eden-skirmish&mine=1", bobCookie), 200)).sets).toEqual([]);
    const other = (await ok<{ sets: SetSummary[] }>(await list("?game=got-cgs&mine=1", aliceCookie), 200)).sets;
    expect(other.every((s) => s.game === "got-cgs")).toBe(true);
  });

  it("GET /sets/:id/export: others' private sets are 404", async () => {
    await errorOf(await exportSet(privateId, bobCookie), 404);
  });

  it("remix is 404 for another user's private set and leaves nothing behind", async () => {
    const before = await setCount();
    await errorOf(await remix(privateId, bobCookie), 404);
    expect(await setCount()).toBe(before);
  });
});

describe("PUT and DELETE /api/v1/sets/:id", () => {
  it("saves a change, bumping the version; a stale version is 409 and nothing is written", async () => {
    const set = await ok(await create(body(EDEN_SET), aliceCookie), 201);
    const cards = copyOf(EDEN_SET.cards);
    cards[1].value = 20;
    const saved = await ok(await put(set.id, { version: 1, cards, name: "Ash Wardens, revised" }, aliceCookie), 200);
    expect(saved).toMatchObject({ version: 2, name: "Ash Wardens, revised" });
    expect(saved.cards[1]).toHaveProperty("value", 20);

    const stale = await errorOf(await put(set.id, { version: 1, name: "Lost edit", cards: [] }, aliceCookie), 409);
    expect(stale.code).toBe("STALE_VERSION");
    const now = await ok(await get(set.id, aliceCookie), 200);
    expect(now).toMatchObject({ version: 2, name: "Ash Wardens, revised", cardCount: 3 });
  });

  it("refuses a bad card on update with 400 naming code and field; nothing written", async () => {
    const set = await ok(await create(body(BFE_WORLD), aliceCookie), 201);
    const cards = copyOf(BFE_WORLD.cards);
    (cards[0] as Record<string, unknown>).kind = "hero";
    const error = await errorOf(await put(set.id, { version: 1, cards }, aliceCookie), 400);
    expect(error.issues).toContainEqual(expect.objectContaining({ card: "thornling", field: "kind" }));
    expect((await ok(await get(set.id, aliceCookie), 200)).version).toBe(1);
  });

  it("is 404 for another user's set, 401 when not signed in", async () => {
    const set = await ok(await create(body(EDEN_SET, "public"), aliceCookie), 201);
    await errorOf(await put(set.id, { version: 1, name: "Taken" }, bobCookie), 404);
    await errorOf(await put(set.id, { version: 1, name: "Taken" }), 401);
    await errorOf(await del(set.id, bobCookie), 404);
    await errorOf(await del(set.id), 401);
    expect((await ok(await get(set.id), 200)).name).toBe(EDEN_SET.set.name);
  });

  it("DELETE by the owner removes the set, its cards and versions", async () => {
    const set = await ok(await create(body(EDEN_SET), aliceCookie), 201);
    expect((await del(set.id, aliceCookie)).status).toBe(204);
    await errorOf(await get(set.id, aliceCookie), 404);
    const client = await db();
    expect(await client.playerCard.count({ where: { setId: set.id } })).toBe(0);
    expect(await client.playerSetVersion.count({ where: { setId: set.id } })).toBe(0);
  });
});

describe("versions, diff, restore and remix", () => {
  it("keeps every save, diffs two versions card by card and restores one as a new save", async () => {
    const set = await ok(await create(body(BFE_WORLD), aliceCookie), 201);
    const cards = copyOf(BFE_WORLD.cards).filter((c) => c.code !== "oak-titan");
    (cards[0] as Record<string, unknown>).strength = 2;
    cards.push({ code: "fern-sprite", name: "Fern Sprite", kind: "unit", civilization: "verdant-reach", cost: 2, strength: 2 });
    await ok(await put(set.id, { version: 1, cards }, aliceCookie), 200);

    const history = await ok<{ current: number; versions: SetVersionSummary[] }>(await versions(set.id, aliceCookie), 200);
    expect(history.current).toBe(2);
    expect(history.versions.map((v) => v.version)).toEqual([1, 2]);
    expect((await ok<{ cards: unknown[] }>(await version(set.id, "1", aliceCookie), 200)).cards).toHaveLength(4);

    const changes = await ok<SetDiff>(await diff(set.id, "from=1&to=2", aliceCookie), 200);
    expect(changes.added.map((c) => c.code)).toEqual(["fern-sprite"]);
    expect(changes.removed.map((c) => c.code)).toEqual(["oak-titan"]);
    expect(changes.changed).toEqual([{ code: "thornling", name: "Thornling", fields: ["strength"] }]);

    await errorOf(await restore(set.id, "1", aliceCookie, { version: 1 }), 409);
    const restored = await ok(await restore(set.id, "1", aliceCookie, { version: 2 }), 200);
    expect(restored.version).toBe(3);
    expect(restored.cards.map((c) => c.code)).toEqual(BFE_WORLD.cards.map((c) => c.code));
    await errorOf(await restore(set.id, "1", bobCookie), 404);
    await errorOf(await version(set.id, "9", aliceCookie), 404);
    await errorOf(await versions(set.id, bobCookie), 404);
  });

  it("remix copies a visible set into my sets, private, crediting the original", async () => {
    const original = await ok(await create(body(DARK_EDEN_SET, "public"), aliceCookie), 201);
    const copy = await ok(await remix(original.id, bobCookie, { name: "Outposts, Bob's cut" }), 201);
    expect(copy).toMatchObject({ owner: "bob", visibility: "private", version: 1, remixedFromId: original.id, name: "Outposts, Bob's cut" });
    expect(copy.remixedFrom).toEqual({ id: original.id, name: DARK_EDEN_SET.set.name, owner: "alice" });
    expect(copy.cards).toEqual(original.cards);
    await errorOf(await remix(original.id), 401);
  });
});

describe("export → import round trip (CONTRACTS §6)", () => {
  it.each(GAME_SLUGS)("%s: the exported file imports back to the same cards, and `cli import-catalog` reads it", async (game) => {
    const first = await ok(await importFile(SETS[game], aliceCookie), 201);
    const res = await exportSet(first.id, aliceCookie);
    expect(res.headers.get("content-disposition")).toContain(`${game}-${SETS[game].set.code}.json`);
    const file = await ok<SetFile>(res, 200);
    expect(file).toMatchObject({ game, set: SETS[game].set, version: 1 });
    const second = await ok(await importFile(file, aliceCookie), 201);
    expect(second.cards).toEqual(first.cards);
    expect(second.civilizations).toEqual(first.civilizations);
    expect(second.status).toEqual(first.status);

    const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-set-export-"));
    const onDisk = path.join(dir, `${game}.json`);
    writeFileSync(onDisk, JSON.stringify(file));
    const [read] = await readCatalogFiles([onDisk]);
    expect(read.cards.map((c) => c.code)).toEqual(SETS[game].cards.map((c) => c.code));
  });
});

describe("GET /api/v1/schemas/<game>.json", () => {
  it("serves each game's set file JSON Schema, and 404 for anything else", async () => {
    for (const game of GAME_SLUGS) {
      const schema = await ok<{ properties: { game: { const: string } } }>(
        await schemaRoute(request("GET", `/api/v1/schemas/${game}.json`), params({ file: `${game}.json` })),
        200,
      );
      expect(schema.properties.game.const).toBe(game);
    }
    await errorOf(await schemaRoute(request("GET", "/api/v1/schemas/chess.json"), params({ file: "chess.json" })), 404);
    await errorOf(await schemaRoute(request("GET", "/api/v1/schemas/got-cgs"), params({ file: "got-cgs" })), 404);
  });
});
