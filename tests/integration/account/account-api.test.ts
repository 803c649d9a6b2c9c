import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { mergeCookies, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { DELETE as deleteAccountRoute } from "@/app/api/v1/account/route";
import { GET as exportRoute } from "@/app/api/v1/account/export/route";
import { POST as passwordRoute } from "@/app/api/v1/account/password/route";
import { POST as endSessionsRoute } from "@/app/api/v1/account/sessions/end/route";
import { GET as authGet, POST as authPost } from "../helpers/auth-route";
import { GET as listDecksRoute } from "@/app/api/v1/decks/route";
import { GET as getDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { db } from "@/lib/db/client";
import { EXPORT_SECTIONS } from "@/lib/accounts/export";
import { DELETION_STEPS } from "@/lib/accounts/deletion";
import { setCollection } from "@/lib/collection/service";
import { putCardArt } from "@/lib/sets/art";
import { createDeck, forkDeck, updateDeck } from "@/lib/decks/service";
import { createMap } from "@/lib/maps/service";
import { createSet } from "@/lib/sets/service";
import { deckPage } from "@/lib/decks/builder";
import { DARK_EDEN_SET, copyOf, setBody } from "../../support/set-fixtures";
import { png } from "../../support/art-images";

/** CONTRACTS §5 account rows: export, password change, "sign out everywhere", deletion. */

const ALICE_PASSWORD = "alice's long password";
const BOB_PASSWORD = "bob's long password";
const LIST = `game: dark-eden
name: Rasputin Rush
commander: Kommendant Leitheusser
5 Boot Camp
3x Livery
10 Soldat
`;
const MAP = JSON.parse(readFileSync("card-data/battle-for-eden/maps/example-2p.json", "utf8")) as { tiles: unknown[] };

// biome-ignore lint/suspicious/noExplicitAny: response JSON under test
type Json = Record<string, any>;

let alice: { id: string; username: string };
let bob: { id: string; username: string };
/** Everything alice owns, by id. */
const mine = { deck: "", publicDeck: "", set: "", map: "" };
/** bob's own things, which alice's export must never show. */
const his = { deck: "", set: "", map: "", forkOfAlice: "" };

const exportAs = (cookie?: string) => exportRoute(request("GET", "/api/v1/account/export", { cookie }));
const changePassword = (json: unknown, cookie?: string) => passwordRoute(request("POST", "/api/v1/account/password", { json, cookie }));
const endSessions = (cookie?: string) => endSessionsRoute(request("POST", "/api/v1/account/sessions/end", { cookie }));
const deleteAccount = (json: unknown, cookie?: string) => deleteAccountRoute(request("DELETE", "/api/v1/account", { json, cookie }));
const myDecks = (cookie: string) => listDecksRoute(request("GET", "/api/v1/decks", { cookie }));

async function errorOf(res: Response, status: number): Promise<{ code: string; message: string; issues?: Json[] }> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()).error;
}

/** next-auth's sign-in as a script does it; the cookie jar it ends with (a session cookie on success). */
async function signIn(username: string, password: string, address = "198.51.100.1"): Promise<{ status: number; jar: string }> {
  const csrf = await authGet(request("GET", "/api/auth/csrf"), params({ nextauth: ["csrf"] }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await authPost(
    request("POST", "/api/auth/callback/credentials", {
      body: new URLSearchParams({ csrfToken, username, password, json: "true" }).toString(),
      cookie: mergeCookies("", csrf),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    }),
    params({ nextauth: ["callback", "credentials"] }),
  );
  return { status: response.status, jar: mergeCookies("", response) };
}

/** The session next-auth's own endpoint (and getServerSession, which runs the same callbacks) sees. */
async function nextAuthSession(cookie: string): Promise<Json> {
  const res = await authGet(request("GET", "/api/auth/session", { cookie }), params({ nextauth: ["session"] }));
  return (await res.json()) as Json;
}

beforeAll(async () => {
  useTestAuthEnv();
  const players = await catalogWithAliceAndBob();
  alice = { id: players.aliceId, username: "alice" };
  bob = { id: players.bobId, username: "bob" };

  const deck = await createDeck(alice.id, { game: "dark-eden", name: "Alice Rush", list: LIST, visibility: "private" });
  await updateDeck(alice.id, deck.id, { name: "Alice Rush II", version: deck.version });
  mine.deck = deck.id;
  mine.publicDeck = (await createDeck(alice.id, { game: "dark-eden", name: "Alice Public", list: LIST, visibility: "public" })).id;
  await setCollection(alice.id, { items: [{ game: "dark-eden", code: "boot-camp", owned: 3, wanted: 1, forTrade: 2 }] });
  const set = await createSet(alice.id, setBody(copyOf(DARK_EDEN_SET)) as never);
  mine.set = set.id;
  await putCardArt(alice.id, set.id, "marshal-vey", "image/png", await png(60, 84));
  mine.map = (await createMap(alice.id, { name: "Alice Map", visibility: "private", map: MAP } as never)).id;

  his.deck = (await createDeck(bob.id, { game: "dark-eden", name: "Bobs Secret", list: LIST, visibility: "public" })).id;
  await setCollection(bob.id, { items: [{ game: "dark-eden", code: "livery", owned: 7, wanted: 0, forTrade: 0 }] });
  his.set = (await createSet(bob.id, { ...setBody(copyOf(DARK_EDEN_SET)), name: "Bobs Set" } as never)).id;
  his.map = (await createMap(bob.id, { name: "Bobs Map", visibility: "public", map: MAP } as never)).id;
  his.forkOfAlice = (await forkDeck(bob.id, mine.publicDeck, { name: "Bobs copy" })).id;
});

describe("GET /api/v1/account/export", () => {
  it("holds every kind of thing the caller owns: decks with every version, collection, sets with cards and art, maps", async () => {
    const res = await exportAs(await sessionCookie(alice));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="edenkeep-alice-\d{4}-\d{2}-\d{2}\.json"/);
    const doc = (await res.json()) as Json;
    expect(doc.format).toBe("edenkeep-account-export");
    for (const section of EXPORT_SECTIONS) expect(doc, section.key).toHaveProperty(section.key);
    expect(doc.account).toMatchObject({ id: alice.id, username: "alice" });
    expect(doc.account).not.toHaveProperty("passwordHash");

    const deck = doc.decks.find((d: Json) => d.id === mine.deck);
    expect(deck.name).toBe("Alice Rush II");
    expect(deck.versions.map((v: Json) => v.version)).toEqual([1, 2]);
    expect(deck.list).toMatch(/5 Boot Camp/);
    expect(doc.decks.map((d: Json) => d.id).sort()).toEqual([mine.deck, mine.publicDeck].sort());

    expect(doc.collection).toEqual([{ game: "dark-eden", code: "boot-camp", owned: 3, wanted: 1, forTrade: 2 }]);

    expect(doc.sets).toHaveLength(1);
    expect(doc.sets[0].id).toBe(mine.set);
    expect(doc.sets[0].file.cards.map((c: Json) => c.code)).toContain("marshal-vey");
    expect(doc.sets[0].versions).toHaveLength(1);
    const art = doc.sets[0].art[0];
    const stored = await (await db()).cardArt.findFirstOrThrow({ where: { setId: mine.set, cardCode: "marshal-vey" } });
    expect(art).toMatchObject({ card: "marshal-vey", mime: stored.mime, width: stored.width, height: stored.height });
    expect(Buffer.from(art.base64, "base64").equals(Buffer.from(stored.bytes))).toBe(true);

    expect(doc.maps).toHaveLength(1);
    expect(doc.maps[0]).toMatchObject({ id: mine.map, name: "Alice Map" });
    expect(doc.maps[0].map.tiles).toHaveLength(MAP.tiles.length);
    expect(doc.maps[0].versions).toHaveLength(1);
  });

  it("is pretty-printed JSON, two spaces a level, so a player can read it (#48)", async () => {
    const text = await (await exportAs(await sessionCookie(alice))).text();
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(text.split("\n")[1]).toBe('  "format": "edenkeep-account-export",');
  });

  it("holds nothing of anyone else's: not bob's decks, set, map, collection, nor his copy of alice's deck", async () => {
    const text = await (await exportAs(await sessionCookie(alice))).text();
    for (const id of [bob.id, his.deck, his.set, his.map, his.forkOfAlice]) expect(text).not.toContain(id);
    for (const name of ["Bobs Secret", "Bobs Set", "Bobs Map", "Bobs copy", '"livery"']) expect(text).not.toContain(name);
  });

  it("is bob's own for bob, and 401 without a session", async () => {
    const doc = (await (await exportAs(await sessionCookie(bob))).json()) as Json;
    expect(doc.account.username).toBe("bob");
    expect(doc.decks.map((d: Json) => d.id).sort()).toEqual([his.deck, his.forkOfAlice].sort());
    expect(JSON.stringify(doc)).not.toContain(mine.set);
    expect((await errorOf(await exportAs(), 401)).code).toBe("UNAUTHENTICATED");
  });
});

describe("POST /api/v1/account/password", () => {
  it("ends every other session at once, on every path that reads a session, while the caller stays signed in", async () => {
    const here = await signIn("alice", ALICE_PASSWORD);
    const there = await signIn("alice", ALICE_PASSWORD, "203.0.113.50");
    expect(here.jar).toMatch(/next-auth\.session-token=/);
    expect((await myDecks(there.jar)).status).toBe(200);
    expect((await nextAuthSession(there.jar)).user?.name).toBe("alice");

    const res = await changePassword({ current: ALICE_PASSWORD, next: "a brand new passphrase" }, here.jar);
    expect(res.status, await res.clone().text()).toBe(200);
    const renewed = mergeCookies(here.jar, res);

    expect((await errorOf(await myDecks(there.jar), 401)).code).toBe("UNAUTHENTICATED");
    expect(await nextAuthSession(there.jar)).toEqual({});
    expect((await myDecks(here.jar)).status).toBe(401); // the caller's old token too: it is replaced
    expect((await myDecks(renewed)).status).toBe(200);
    expect((await nextAuthSession(renewed)).user?.name).toBe("alice");

    expect((await signIn("alice", ALICE_PASSWORD, "203.0.113.51")).status).toBe(401);
    expect((await signIn("alice", "a brand new passphrase", "203.0.113.52")).status).toBe(200);
    // Back to the old password for the tests below.
    const back = await changePassword({ current: "a brand new passphrase", next: ALICE_PASSWORD }, renewed);
    expect(back.status).toBe(200);
  });

  it("refuses a wrong current password with 403 and changes nothing: the password and every session stay", async () => {
    const session = (await signIn("alice", ALICE_PASSWORD)).jar;
    const before = await (await db()).user.findUniqueOrThrow({ where: { id: alice.id } });
    const error = await errorOf(await changePassword({ current: "not the password", next: "another long passphrase" }, session), 403);
    expect(error.code).toBe("WRONG_PASSWORD");
    expect(error.issues?.[0]?.path).toBe("current");
    const after = await (await db()).user.findUniqueOrThrow({ where: { id: alice.id } });
    expect(after).toEqual(before);
    expect((await myDecks(session)).status).toBe(200);
  });

  it("refuses missing fields and weak passwords with 400 naming the field, nothing changed", async () => {
    const cookie = (await signIn("alice", ALICE_PASSWORD)).jar;
    const before = await (await db()).user.findUniqueOrThrow({ where: { id: alice.id } });
    const missing = await errorOf(await changePassword({ current: ALICE_PASSWORD }, cookie), 400);
    expect(missing.issues?.map((i) => i.path)).toEqual(["next"]);
    const empty = await errorOf(await changePassword({ current: "", next: "another long passphrase" }, cookie), 400);
    expect(empty.issues?.map((i) => i.path)).toEqual(["current"]);
    const weak = await errorOf(await changePassword({ current: ALICE_PASSWORD, next: "short" }, cookie), 400);
    expect(weak.code).toBe("WEAK_PASSWORD");
    expect(weak.issues?.[0]?.path).toBe("next");
    expect(await (await db()).user.findUniqueOrThrow({ where: { id: alice.id } })).toEqual(before);
    expect((await errorOf(await changePassword({ current: ALICE_PASSWORD, next: "another long passphrase" }), 401)).code).toBe("UNAUTHENTICATED");
  });
});

describe("POST /api/v1/account/sessions/end (sign out everywhere)", () => {
  it("ends every other session without a new password; the caller stays signed in", async () => {
    const here = (await signIn("alice", ALICE_PASSWORD)).jar;
    const there = (await signIn("alice", ALICE_PASSWORD, "203.0.113.60")).jar;
    const res = await endSessions(here);
    expect(res.status).toBe(200);
    expect((await myDecks(there)).status).toBe(401);
    expect(await nextAuthSession(there)).toEqual({});
    expect((await myDecks(mergeCookies(here, res))).status).toBe(200);
    expect((await signIn("alice", ALICE_PASSWORD)).status).toBe(200);
    expect((await errorOf(await endSessions(), 401)).code).toBe("UNAUTHENTICATED");
  });

  it("takes no body: a field is 400 naming it, malformed JSON 400, over 1 MB 413; no session ends (#48)", async () => {
    const here = (await signIn("alice", ALICE_PASSWORD)).jar;
    const there = (await signIn("alice", ALICE_PASSWORD, "203.0.113.62")).jar;
    const end = (options: { json?: unknown; body?: string }) =>
      endSessionsRoute(request("POST", "/api/v1/account/sessions/end", { cookie: here, ...options, headers: { "content-type": "application/json" } }));
    const field = await errorOf(await end({ json: { everywhere: true } }), 400);
    expect(field.code).toBe("INVALID_REQUEST");
    expect(field.issues?.map((i) => i.path)).toEqual(["everywhere"]);
    expect((await errorOf(await end({ body: "{not json" }), 400)).code).toBe("MALFORMED_JSON");
    expect((await errorOf(await end({ json: [1, 2] }), 400)).code).toBe("INVALID_REQUEST");
    expect((await errorOf(await end({ body: JSON.stringify({ pad: "x".repeat(5_000_000) }) }), 413)).code).toBe("PAYLOAD_TOO_LARGE");
    expect((await myDecks(there)).status).toBe(200);
    // No body, or {}, as the account page sends it.
    expect((await end({ json: {} })).status).toBe(200);
    expect((await myDecks(there)).status).toBe(401);
  });

  it("an ended session reads decks as nobody: the session is checked in the deck's own read (GET /api/v1/decks/:id)", async () => {
    const here = (await signIn("alice", ALICE_PASSWORD)).jar;
    const there = (await signIn("alice", ALICE_PASSWORD, "203.0.113.61")).jar;
    const readDeck = (id: string, cookie: string) => getDeckRoute(request("GET", `/api/v1/decks/${id}`, { cookie }), params({ id }));
    expect(((await (await readDeck(mine.deck, there)).json()) as Json).mine).toBe(true);
    const ended = await endSessions(here);
    // Her private deck is a 404 to the ended session, as to anyone; her public one is read as anyone reads it.
    expect((await errorOf(await readDeck(mine.deck, there), 404)).code).toBe("NOT_FOUND");
    const asAnyone = await readDeck(mine.publicDeck, there);
    expect(asAnyone.status).toBe(200);
    expect(((await asAnyone.json()) as Json).mine).toBe(false);
    const stillHers = await readDeck(mine.deck, mergeCookies(here, ended));
    expect(stillHers.status).toBe(200);
    expect(((await stillHers.json()) as Json).mine).toBe(true);
  });
});

describe("DELETE /api/v1/account", () => {
  async function counts(ownerId: string) {
    const client = await db();
    return {
      decks: await client.deck.count({ where: { ownerId } }),
      versions: await client.deckVersion.count({ where: { deck: { ownerId } } }),
      collection: await client.collectionEntry.count({ where: { ownerId } }),
      sets: await client.playerSet.count({ where: { ownerId } }),
      art: await client.cardArt.count({ where: { set: { ownerId } } }),
      maps: await client.edenMap.count({ where: { ownerId } }),
      user: await client.user.count({ where: { id: ownerId } }),
    };
  }

  it("has a step for every kind of thing an account owns", () => {
    expect(DELETION_STEPS.map((s) => s.name)).toEqual(expect.arrayContaining(["decks", "maps", "sets", "collection"]));
  });

  it("refuses a wrong password (403), a missing one (400), another user's password (403): nothing changes", async () => {
    const aliceCookie = (await signIn("alice", ALICE_PASSWORD)).jar;
    const bobCookie = (await signIn("bob", BOB_PASSWORD)).jar;
    const before = { alice: await counts(alice.id), bob: await counts(bob.id) };
    expect((await errorOf(await deleteAccount({ password: "not the password" }, aliceCookie), 403)).code).toBe("WRONG_PASSWORD");
    expect((await errorOf(await deleteAccount({}, aliceCookie), 400)).issues?.[0]?.path).toBe("password");
    // bob cannot delete alice's account, not even knowing her password: the request is about bob's own.
    expect((await errorOf(await deleteAccount({ password: ALICE_PASSWORD }, bobCookie), 403)).code).toBe("WRONG_PASSWORD");
    expect((await errorOf(await deleteAccount({ password: ALICE_PASSWORD }), 401)).code).toBe("UNAUTHENTICATED");
    expect({ alice: await counts(alice.id), bob: await counts(bob.id) }).toEqual(before);
    expect((await myDecks(aliceCookie)).status).toBe(200);
  });

  it("deletes the account and all it owns, ends its sessions, and keeps others' copies of its public decks without its name", async () => {
    const session = (await signIn("alice", ALICE_PASSWORD)).jar;
    const other = (await signIn("alice", ALICE_PASSWORD, "203.0.113.70")).jar;
    const bobBefore = await counts(bob.id);
    expect((await counts(alice.id)).decks).toBe(2);

    const res = await deleteAccount({ password: ALICE_PASSWORD }, session);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.getSetCookie().some((c) => /^next-auth\.session-token=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);

    expect(await counts(alice.id)).toEqual({ decks: 0, versions: 0, collection: 0, sets: 0, art: 0, maps: 0, user: 0 });
    const client = await db();
    expect(await client.deckVersion.count({ where: { deckId: { in: [mine.deck, mine.publicDeck] } } })).toBe(0);
    expect(await client.playerCard.count({ where: { setId: mine.set } })).toBe(0);
    expect(await client.edenMapVersion.count({ where: { mapId: mine.map } })).toBe(0);

    for (const cookie of [session, other]) {
      expect((await myDecks(cookie)).status).toBe(401);
      expect(await nextAuthSession(cookie)).toEqual({});
    }
    expect((await signIn("alice", ALICE_PASSWORD, "203.0.113.71")).status).toBe(401);

    // bob's things, his copy of alice's public deck included, are all still there.
    expect(await counts(bob.id)).toEqual(bobBefore);
    const bobCookie = await sessionCookie(bob);
    const fork = await getDeckRoute(request("GET", `/api/v1/decks/${his.forkOfAlice}`, { cookie: bobCookie }), params({ id: his.forkOfAlice }));
    expect(fork.status).toBe(200);
    const forkText = await fork.text();
    expect(forkText).toContain("Bobs copy");
    expect(forkText).not.toMatch(/alice/i);
    const builder = await deckPage(bob.id, his.forkOfAlice);
    expect(builder.origin?.name ?? null).toBeNull();
    expect(builder.origin?.owner ?? null).toBeNull();

    // The name is free again, and a new alice sees nothing of the old one.
    const again = await (await import("@/lib/accounts/service")).registerUser({ username: "alice", password: ALICE_PASSWORD });
    const doc = (await (await exportAs(await sessionCookie(again))).json()) as Json;
    expect(doc.decks).toEqual([]);
    expect(doc.sets).toEqual([]);
  });
});
