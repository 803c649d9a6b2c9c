import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { GET as getDeckRoute, PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { POST as forkDeckRoute } from "@/app/api/v1/decks/[id]/fork/route";
import { GET as deckVersionsRoute } from "@/app/api/v1/decks/[id]/versions/route";
import { GET as deckVersionRoute } from "@/app/api/v1/decks/[id]/versions/[n]/route";
import { POST as deckRestoreRoute } from "@/app/api/v1/decks/[id]/versions/[n]/restore/route";
import { GET as deckDiffRoute } from "@/app/api/v1/decks/[id]/diff/route";
import { POST as createSetRoute } from "@/app/api/v1/sets/route";
import { GET as getSetRoute, PUT as putSetRoute } from "@/app/api/v1/sets/[id]/route";
import { POST as remixRoute } from "@/app/api/v1/sets/[id]/remix/route";
import { GET as setVersionsRoute } from "@/app/api/v1/sets/[id]/versions/route";
import { GET as setVersionRoute } from "@/app/api/v1/sets/[id]/versions/[n]/route";
import { POST as setRestoreRoute } from "@/app/api/v1/sets/[id]/versions/[n]/restore/route";
import { GET as setDiffRoute } from "@/app/api/v1/sets/[id]/diff/route";
import { POST as createMapRoute } from "@/app/api/v1/maps/route";
import { GET as getMapRoute } from "@/app/api/v1/maps/[id]/route";
import { POST as forkMapRoute } from "@/app/api/v1/maps/[id]/fork/route";
import { GET as mapVersionsRoute } from "@/app/api/v1/maps/[id]/versions/route";
import { GET as mapVersionRoute } from "@/app/api/v1/maps/[id]/versions/[n]/route";
import { registerUser, type Account } from "@/lib/accounts/service";
import { db } from "@/lib/db/client";
import { MAX_SETS_PER_USER } from "@/lib/sets/limits";
import { EXAMPLE_MAP } from "../maps/helpers";
import { DARK_EDEN_SET, setBody } from "../../support/set-fixtures";

/**
 * The versioned-document model decks, player-made sets and maps share (lib/documents): what the
 * three answer alike through their own routes (CONTRACTS §5 decks, §6 sets, §7 maps), where the
 * features' own tests leave a kind out: copies by the owner count nothing, a version not kept is
 * 404 naming the kind, restore checks the version before the page's version, sets' remix quota.
 */

// biome-ignore lint/suspicious/noExplicitAny: response JSON under test
type Json = Record<string, any>;

let alice: Account;
let aliceCookie: string;
let bobCookie: string;

const LIST = "game: dark-eden\nname: Camp\ncommander: Kommendant Leitheusser\n5 Boot Camp\n";
const OTHER_LIST = "game: dark-eden\nname: Camp\ncommander: Kommendant Leitheusser\n3 Boot Camp\n3x Livery\n";

const call = {
  deck: {
    create: (json: unknown, cookie: string) => createDeckRoute(request("POST", "/api/v1/decks", { json, cookie })),
    get: (id: string, cookie: string) => getDeckRoute(request("GET", `/api/v1/decks/${id}`, { cookie }), params({ id })),
    put: (id: string, json: unknown, cookie: string) => putDeckRoute(request("PUT", `/api/v1/decks/${id}`, { json, cookie }), params({ id })),
    copy: (id: string, cookie: string) => forkDeckRoute(request("POST", `/api/v1/decks/${id}/fork`, { cookie }), params({ id })),
    versions: (id: string, cookie?: string) => deckVersionsRoute(request("GET", `/api/v1/decks/${id}/versions`, { cookie }), params({ id })),
    version: (id: string, n: string, cookie?: string) => deckVersionRoute(request("GET", `/api/v1/decks/${id}/versions/${n}`, { cookie }), params({ id, n })),
    restore: (id: string, n: string, cookie: string, json?: unknown) =>
      deckRestoreRoute(request("POST", `/api/v1/decks/${id}/versions/${n}/restore`, { cookie, json }), params({ id, n })),
    diff: (id: string, query: string, cookie?: string) => deckDiffRoute(request("GET", `/api/v1/decks/${id}/diff?${query}`, { cookie }), params({ id })),
  },
  set: {
    create: (json: unknown, cookie: string) => createSetRoute(request("POST", "/api/v1/sets", { json, cookie })),
    get: (id: string, cookie: string) => getSetRoute(request("GET", `/api/v1/sets/${id}`, { cookie }), params({ id })),
    put: (id: string, json: unknown, cookie: string) => putSetRoute(request("PUT", `/api/v1/sets/${id}`, { json, cookie }), params({ id })),
    copy: (id: string, cookie: string) => remixRoute(request("POST", `/api/v1/sets/${id}/remix`, { cookie }), params({ id })),
    versions: (id: string, cookie?: string) => setVersionsRoute(request("GET", `/api/v1/sets/${id}/versions`, { cookie }), params({ id })),
    version: (id: string, n: string, cookie?: string) => setVersionRoute(request("GET", `/api/v1/sets/${id}/versions/${n}`, { cookie }), params({ id, n })),
    restore: (id: string, n: string, cookie: string, json?: unknown) =>
      setRestoreRoute(request("POST", `/api/v1/sets/${id}/versions/${n}/restore`, { cookie, json }), params({ id, n })),
    diff: (id: string, query: string, cookie?: string) => setDiffRoute(request("GET", `/api/v1/sets/${id}/diff?${query}`, { cookie }), params({ id })),
  },
  map: {
    create: (json: unknown, cookie: string) => createMapRoute(request("POST", "/api/v1/maps", { json, cookie })),
    get: (id: string, cookie: string) => getMapRoute(request("GET", `/api/v1/maps/${id}`, { cookie }), params({ id })),
    copy: (id: string, cookie: string) => forkMapRoute(request("POST", `/api/v1/maps/${id}/fork`, { cookie }), params({ id })),
    versions: (id: string, cookie?: string) => mapVersionsRoute(request("GET", `/api/v1/maps/${id}/versions`, { cookie }), params({ id })),
    version: (id: string, n: string, cookie?: string) => mapVersionRoute(request("GET", `/api/v1/maps/${id}/versions/${n}`, { cookie }), params({ id, n })),
  },
};

async function ok(res: Response, status = 200): Promise<Json> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

async function errorOf(res: Response, status: number): Promise<Json> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

/** One document of each kind, owned by alice, with the visibility given. */
async function made(visibility: "private" | "unlisted" | "public") {
  return {
    deck: await ok(await call.deck.create({ game: "dark-eden", name: "Camp", list: LIST, visibility }, aliceCookie), 201),
    set: await ok(await call.set.create(setBody(DARK_EDEN_SET, visibility), aliceCookie), 201),
    map: await ok(await call.map.create({ name: "Two rivers", visibility, map: EXAMPLE_MAP }, aliceCookie), 201),
  };
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  alice = await registerUser({ username: "alice", password: "alice's long password" });
  const bob = await registerUser({ username: "bob", password: "bob's long password" });
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(bob);
});

describe("copies (deck fork, map fork, set remix)", () => {
  it("the owner's own copy counts no copy; someone else's counts one, on decks and maps (sets keep no count)", async () => {
    const { deck, set, map } = await made("unlisted");
    for (const [kind, doc] of [
      ["deck", deck],
      ["map", map],
    ] as const) {
      const own = await ok(await call[kind].copy(doc.id, aliceCookie), 201);
      expect(own).toMatchObject({ owner: "alice", visibility: "private", forkedFromId: doc.id, copyCount: 0 });
      expect((await ok(await call[kind].get(doc.id, aliceCookie))).copyCount).toBe(0);
      await ok(await call[kind].copy(doc.id, bobCookie), 201);
      expect((await ok(await call[kind].get(doc.id, aliceCookie))).copyCount).toBe(1);
    }
    const own = await ok(await call.set.copy(set.id, aliceCookie), 201);
    expect(own).toMatchObject({ owner: "alice", visibility: "private", remixedFromId: set.id });
    expect(own).not.toHaveProperty("copyCount");
    expect(await ok(await call.set.get(set.id, aliceCookie))).not.toHaveProperty("copyCount");
  });

  it("a set's remix past the per-user limit is 429 TOO_MANY_SETS, nothing made", async () => {
    const { set } = await made("public");
    const client = await db();
    const carol = await registerUser({ username: "carol", password: "carol's long password" });
    await client.playerSet.createMany({
      data: Array.from({ length: MAX_SETS_PER_USER }, (_, i) => ({ ownerId: carol.id, gameSlug: "dark-eden", name: `Set ${i}`, code: `set-${i}` })),
    });
    expect((await errorOf(await call.set.copy(set.id, await sessionCookie(carol)), 429)).code).toBe("TOO_MANY_SETS");
    expect(await client.playerSet.count({ where: { ownerId: carol.id } })).toBe(MAX_SETS_PER_USER);
    expect(await client.playerSet.count({ where: { remixedFromId: set.id } })).toBe(0);
  });
});

describe("versions", () => {
  it("a version that is not kept is 404 NOT_FOUND naming the kind, on one version and on a diff", async () => {
    const { deck, set, map } = await made("unlisted");
    for (const [kind, doc, thing] of [
      ["deck", deck, "deck"],
      ["set", set, "set"],
      ["map", map, "map"],
    ] as const) {
      const missing = await errorOf(await call[kind].version(doc.id, "9", bobCookie), 404);
      expect(missing).toMatchObject({ code: "NOT_FOUND", message: expect.stringMatching(new RegExp(`^The ${thing} has no version 9\\b`)) });
    }
    for (const [kind, doc] of [
      ["deck", deck],
      ["set", set],
    ] as const) {
      expect(await errorOf(await call[kind].diff(doc.id, "from=1&to=9", bobCookie), 404)).toMatchObject({
        code: "NOT_FOUND",
        message: expect.stringContaining("no version 9"),
      });
    }
  });

  it("an unlisted document's history is anyone's to read; a private one's is its owner's alone (404, as for none)", async () => {
    const shared = await made("unlisted");
    const own = await made("private");
    for (const kind of ["deck", "set", "map"] as const) {
      const history = await ok(await call[kind].versions(shared[kind].id));
      expect(history).toMatchObject({ [`${kind}Id`]: shared[kind].id, current: 1, versions: [{ version: 1 }] });
      expect(await errorOf(await call[kind].versions(own[kind].id, bobCookie), 404)).toMatchObject({ code: "NOT_FOUND" });
      expect(await errorOf(await call[kind].version(own[kind].id, "1", bobCookie), 404)).toMatchObject({ code: "NOT_FOUND" });
      expect(await errorOf(await call[kind].versions(`${own[kind].id}x`, aliceCookie), 404)).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("restore: a version not kept is 404 before the page's version is checked; a stale page is 409 naming the current version; none means the current one", async () => {
    const { deck, set } = await made("private");
    await ok(await call.deck.put(deck.id, { list: OTHER_LIST, version: 1 }, aliceCookie));
    await ok(await call.set.put(set.id, { name: "Outposts, again", version: 1 }, aliceCookie));
    for (const kind of ["deck", "set"] as const) {
      const id = kind === "deck" ? deck.id : set.id;
      expect((await errorOf(await call[kind].restore(id, "9", aliceCookie, { version: 1 }), 404)).code).toBe("NOT_FOUND");
      const stale = await errorOf(await call[kind].restore(id, "1", aliceCookie, { version: 1 }), 409);
      expect(stale).toMatchObject({ code: "STALE_VERSION", issues: [{ path: "version", currentVersion: 2 }] });
      expect((await ok(await call[kind].versions(id, aliceCookie))).current).toBe(2);
      expect((await errorOf(await call[kind].restore(id, "1", bobCookie), 404)).code).toBe("NOT_FOUND");
      const restored = await ok(await call[kind].restore(id, "1", aliceCookie));
      expect(restored.version).toBe(3);
    }
    expect((await ok(await call.deck.version(deck.id, "3", aliceCookie))).list).toBe((await ok(await call.deck.version(deck.id, "1", aliceCookie))).list);
    expect((await ok(await call.set.get(set.id, aliceCookie))).name).toBe(DARK_EDEN_SET.set.name);
  });
});
