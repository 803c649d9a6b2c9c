import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { mergeCookies, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as reportRoute } from "@/app/api/v1/reports/route";
import { GET as queueRoute } from "@/app/api/v1/admin/reports/route";
import { GET as logRoute } from "@/app/api/v1/admin/log/route";
import { POST as hideRoute } from "@/app/api/v1/admin/hide/route";
import { POST as restoreRoute } from "@/app/api/v1/admin/restore/route";
import { POST as dismissRoute } from "@/app/api/v1/admin/dismiss/route";
import { POST as suspendRoute } from "@/app/api/v1/admin/suspend/route";
import { POST as unsuspendRoute } from "@/app/api/v1/admin/unsuspend/route";
import { GET as deckRoute, PUT as putDeckRoute } from "@/app/api/v1/decks/[id]/route";
import { GET as listDecksRoute } from "@/app/api/v1/decks/route";
import { GET as publicDecksRoute } from "@/app/api/v1/decks/public/route";
import { GET as cardDecksRoute } from "@/app/api/v1/cards/[game]/[code]/decks/route";
import { GET as exportDeckRoute } from "@/app/api/v1/decks/[id]/export/route";
import { GET as setRoute } from "@/app/api/v1/sets/[id]/route";
import { GET as setsRoute } from "@/app/api/v1/sets/route";
import { GET as mapRoute } from "@/app/api/v1/maps/[id]/route";
import { GET as publicMapsRoute } from "@/app/api/v1/maps/public/route";
import { GET as eventRoute } from "@/app/api/v1/events/[id]/route";
import { GET as eventsRoute } from "@/app/api/v1/events/route";
import { GET as binderOfRoute } from "@/app/api/v1/trade/binders/[username]/route";
import { GET as myBinderRoute, PUT as binderRoute } from "@/app/api/v1/trade/binder/route";
import { GET as offerRoute, POST as createOfferRoute } from "@/app/api/v1/trade/offers/route";
import { GET as exportRoute } from "@/app/api/v1/account/export/route";
import { DELETE as deleteAccountRoute } from "@/app/api/v1/account/route";
import { GET as authGet, POST as authPost } from "../helpers/auth-route";
import { PUT as putCollectionRoute } from "@/app/api/v1/collection/route";
import { db, databaseUrl } from "@/lib/db/client";
import { registerUser } from "@/lib/accounts/service";
import { createDeck, forkDeck } from "@/lib/decks/service";
import { createEvent } from "@/lib/events/service";
import { createMap } from "@/lib/maps/service";
import { createSet } from "@/lib/sets/service";
import { REPORTS_PER_DAY } from "@/lib/moderation/input";
import { cliInProcess } from "../../support/cli";
import { DARK_EDEN_SET, setBody } from "../../support/set-fixtures";

// CONTRACTS §12, item by item of issue #47's "Done when": reports, the moderators' queue,
// hiding (404 to all but the owner, gone from listings, search, card pages and exports),
// forks staying their owners', a non-moderator's 404 on every admin route, suspension
// (session ended, sign-in refused, things hidden and given back, offers withdrawn), the
// 21st report of a day, and the account export and deletion (CONTRACTS §5).

// biome-ignore lint/suspicious/noExplicitAny: response JSON under test
type Json = Record<string, any>;
type Player = { id: string; username: string; cookie: string };

const LIST = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
const MAP = JSON.parse(readFileSync("card-data/battle-for-eden/maps/example-2p.json", "utf8")) as { tiles: unknown[] };
const PASSWORD = "a long enough password for tests";

let alice: Player;
let bob: Player;
let carol: Player;
let mia: Player; // a moderator named in MODERATORS

async function player(username: string, id?: string): Promise<Player> {
  const user = id ? { id, username } : await registerUser({ username, password: PASSWORD });
  return { id: user.id, username, cookie: await sessionCookie(user) };
}

async function status(res: Response | Promise<Response>, expected: number): Promise<Json> {
  const r = await res;
  const text = await r.clone().text();
  expect(r.status, text).toBe(expected);
  return text === "" ? {} : (JSON.parse(text) as Json);
}

const report = (p: Player | undefined, json: unknown) => reportRoute(request("POST", "/api/v1/reports", { json, cookie: p?.cookie }));
const queue = (p?: Player) => queueRoute(request("GET", "/api/v1/admin/reports?status=open", { cookie: p?.cookie }));
const log = (p?: Player) => logRoute(request("GET", "/api/v1/admin/log", { cookie: p?.cookie }));
const admin = (route: (r: Request) => Promise<Response>, path: string) => (p: Player | undefined, json: unknown) =>
  route(request("POST", `/api/v1/admin/${path}`, { json, cookie: p?.cookie }));
const hide = admin(hideRoute, "hide");
const restore = admin(restoreRoute, "restore");
const dismiss = admin(dismissRoute, "dismiss");
const suspend = admin(suspendRoute, "suspend");
const unsuspend = admin(unsuspendRoute, "unsuspend");
const deck = (id: string, p?: Player) => deckRoute(request("GET", `/api/v1/decks/${id}`, { cookie: p?.cookie }), params({ id }));
const publicDecks = (q: string) => publicDecksRoute(request("GET", `/api/v1/decks/public?game=dark-eden&q=${encodeURIComponent(q)}`));

async function signIn(username: string, password: string): Promise<{ status: number; url: string; jar: string }> {
  const csrf = await authGet(request("GET", "/api/auth/csrf"), params({ nextauth: ["csrf"] }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await authPost(
    request("POST", "/api/auth/callback/credentials", {
      body: new URLSearchParams({ csrfToken, username, password, json: "true" }).toString(),
      cookie: mergeCookies("", csrf),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.7" },
    }),
    params({ nextauth: ["callback", "credentials"] }),
  );
  const body = await response.clone().text();
  return { status: response.status, url: body, jar: mergeCookies("", response) };
}

beforeAll(async () => {
  useTestAuthEnv();
  process.env.MODERATORS = " Mia ,someone-else";
  const { aliceId, bobId } = await catalogWithAliceAndBob();
  alice = await player("alice", aliceId);
  bob = await player("bob", bobId);
  carol = await player("carol");
  mia = await player("mia");
});

describe("reports (CONTRACTS §12 POST /api/v1/reports)", () => {
  it("a player reports a public deck: 201, received, naming no other reporter; bad input is 400 naming the field", async () => {
    const d = await createDeck(alice.id, { game: "dark-eden", name: "Rude deck", list: LIST, visibility: "public" });
    const receipt = await status(report(bob, { kind: "deck", id: d.id, reason: "hateful", text: "slur in the name" }), 201);
    expect(receipt).toEqual({ id: expect.any(String), kind: "deck", status: "received", createdAt: expect.any(String) });
    await status(report(carol, { kind: "deck", id: d.id, reason: "spam" }), 201);
    const bad = await status(report(bob, { kind: "deck", id: d.id, reason: "boring", text: "x".repeat(1001) }), 400);
    expect(bad.error.issues.map((i: Json) => i.path).sort()).toEqual(["reason", "text"]);
    await status(report(bob, { kind: "planet", id: d.id, reason: "spam" }), 400);
    await status(report(undefined, { kind: "deck", id: d.id, reason: "spam" }), 401);
    expect((await status(report(alice, { kind: "deck", id: d.id, reason: "spam" }), 400)).error.code).toBe("OWN_THING");
  });

  it("a thing the reporter cannot see is 404, as reading it is: a private deck, a private binder, an unknown player", async () => {
    const secret = await createDeck(alice.id, { game: "dark-eden", name: "Secret", list: LIST, visibility: "private" });
    await status(report(bob, { kind: "deck", id: secret.id, reason: "spam" }), 404);
    await status(report(bob, { kind: "binder", id: "alice", reason: "spam" }), 404);
    await status(report(bob, { kind: "user", id: "nobody-here", reason: "spam" }), 404);
    await status(report(bob, { kind: "user", id: "ALICE", reason: "harassment", text: "threats in a deck name" }), 201);
  });

  it("the 21st report of a day is 429, counted in the database, and stores nothing", async () => {
    const reporter = await player("reporter21");
    const target = await createDeck(alice.id, { game: "dark-eden", name: "Target", list: LIST, visibility: "public" });
    for (let i = 0; i < REPORTS_PER_DAY; i++) await status(report(reporter, { kind: "deck", id: target.id, reason: "spam" }), 201);
    const refused = await reportRoute(request("POST", "/api/v1/reports", { json: { kind: "deck", id: target.id, reason: "spam" }, cookie: reporter.cookie }));
    expect((await status(refused, 429)).error.code).toBe("TOO_MANY_REPORTS");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await (await db()).report.count({ where: { reporterId: reporter.id } })).toBe(REPORTS_PER_DAY);
  });
});

describe("the admin area is 404 to anyone but a moderator", () => {
  it("every admin route answers 404 to a signed-out caller and to a player, and changes nothing", async () => {
    const d = await createDeck(alice.id, { game: "dark-eden", name: "Untouched", list: LIST, visibility: "public" });
    const calls: ((p?: Player) => Promise<Response>)[] = [
      (p) => queue(p),
      (p) => log(p),
      (p) => hide(p, { kind: "deck", id: d.id, note: "x" }),
      (p) => restore(p, { kind: "deck", id: d.id, note: "x" }),
      (p) => dismiss(p, { kind: "deck", id: d.id, note: "x" }),
      (p) => suspend(p, { username: "alice", note: "x" }),
      (p) => unsuspend(p, { username: "alice", note: "x" }),
    ];
    for (const who of [undefined, bob, alice]) for (const call of calls) expect((await call(who)).status).toBe(404);
    await status(deck(d.id), 200);
    expect(await (await db()).moderationAction.count()).toBe(0);
  });

  it("`cli moderator grant` lets a player in, `revoke` shuts them out again; MODERATORS names are read in any case", async () => {
    await status(queue(mia), 200);
    await status(queue(carol), 404);
    const granted = await cliInProcess(databaseUrl(), "moderator", "grant", "Carol", "--json");
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.json).toEqual({ username: "carol", granted: true });
    await status(queue(carol), 200);
    expect((await cliInProcess(databaseUrl(), "moderator", "revoke", "carol")).status).toBe(0);
    await status(queue(carol), 404);
    const unknown = await cliInProcess(databaseUrl(), "moderator", "grant", "nobody-here", "--json");
    expect(unknown.status).toBe(2);
    expect(unknown.json).toMatchObject({ error: { code: "UNKNOWN_USER" } });
  });
});

describe("the queue and hiding (CONTRACTS §12)", () => {
  it("reports are grouped by thing, the thing shown as its readers see it; hide makes it 404 to everyone but its owner", async () => {
    const d = await createDeck(alice.id, { game: "dark-eden", name: "Zzyzx offensive", list: LIST, visibility: "public" });
    const forkOfIt = await forkDeck(bob.id, d.id, { name: "Bob's copy" });
    await status(report(bob, { kind: "deck", id: d.id, reason: "hateful", text: "first" }), 201);
    await status(report(carol, { kind: "deck", id: d.id, reason: "hateful", text: "second" }), 201);
    const things = (await status(queue(mia), 200)).things as Json[];
    const group = things.find((t) => t.kind === "deck" && t.id === d.id);
    expect(group).toMatchObject({
      thing: { name: "Zzyzx offensive", owner: "alice", visibility: "public", href: `/decks/${d.id}`, hidden: null },
      reasons: { hateful: 2 },
    });
    expect(group?.reports.map((r: Json) => r.text)).toEqual(["first", "second"]);
    expect(things.filter((t) => t.id === d.id)).toHaveLength(1);

    // Before: in the public listing, its search and the card's page.
    const code = d.entries?.[0]?.code ?? (await (await db()).deckEntry.findFirstOrThrow({ where: { deckId: d.id } })).cardCode;
    expect(((await status(publicDecks("Zzyzx"), 200)).decks as Json[]).map((x) => x.id)).toEqual([d.id]);
    const onCard = async () => {
      const ids: string[] = [];
      let next: string | null = null;
      do {
        const res = await cardDecksRoute(
          request("GET", `/api/v1/cards/dark-eden/${code}/decks${next ? `?after=${next}` : ""}`),
          params({ game: "dark-eden", code }),
        );
        const page = await status(res, 200);
        ids.push(...(page.decks as Json[]).map((x) => x.id));
        next = page.next ?? null;
      } while (next);
      return ids;
    };
    expect(await onCard()).toContain(d.id);

    const hidden = await status(hide(mia, { kind: "deck", id: d.id, note: "Hateful name (rule 2)." }), 200);
    expect(hidden).toMatchObject({ action: "hide", closedReports: 2 });
    await status(deck(d.id), 404);
    await status(deck(d.id, bob), 404);
    await status(exportDeckRoute(request("GET", `/api/v1/decks/${d.id}/export?format=text`, { cookie: bob.cookie }), params({ id: d.id })), 404);
    const own = await status(deck(d.id, alice), 200);
    expect(own.moderation).toMatchObject({ hidden: true, cause: "moderator", note: "Hateful name (rule 2)." });
    // When, as an ISO instant (the deck's read takes the hold in its own statement on both engines).
    expect(own.moderation.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(own.moderation.at) - Date.now())).toBeLessThan(10 * 60_000);
    expect((await status(publicDecks("Zzyzx"), 200)).decks).toEqual([]);
    expect(await onCard()).not.toContain(d.id);
    // The owner still lists it among their own, and cannot make it public again.
    expect(JSON.stringify(await status(listDecksRoute(request("GET", "/api/v1/decks", { cookie: alice.cookie })), 200))).toContain(d.id);
    const again = await putDeckRoute(
      request("PUT", `/api/v1/decks/${d.id}`, { json: { visibility: "public", version: own.version }, cookie: alice.cookie }),
      params({ id: d.id }),
    );
    expect((await status(again, 409)).error.code).toBe("HIDDEN_BY_MODERATOR");
    // A fork made before stays its owner's and readable.
    expect(await status(deck(forkOfIt.id, bob), 200)).toMatchObject({ id: forkOfIt.id, owner: "bob" });
    // The queue no longer holds it; the log does, with the note.
    expect(((await status(queue(mia), 200)).things as Json[]).some((t) => t.id === d.id)).toBe(false);
    expect((await status(log(mia), 200)).entries[0]).toMatchObject({
      moderator: "mia",
      action: "hide",
      kind: "deck",
      thingId: d.id,
      subject: "alice",
      note: "Hateful name (rule 2).",
    });

    await status(restore(mia, { kind: "deck", id: d.id, note: "Renamed after talking to alice." }), 200);
    const bobsRead = await status(deck(d.id, bob), 200);
    expect(bobsRead).toMatchObject({ visibility: "public" });
    // A notice is its owner's: another reader's answer has no `moderation` at all (CONTRACTS §12).
    expect(bobsRead).not.toHaveProperty("moderation");
    expect((await status(deck(d.id, alice), 200)).moderation).toBeNull();
    expect((await status(restore(mia, { kind: "deck", id: d.id, note: "twice" }), 409)).error.code).toBe("NOT_HIDDEN");
  });

  it("sets, maps, events and binders hide alike: 404 and gone from their listings, the owner told why", async () => {
    const set = await createSet(alice.id, setBody(DARK_EDEN_SET, "public") as never);
    const map = await createMap(alice.id, { name: "Qwertz map", visibility: "public", map: MAP } as never);
    const at = new Date(Date.now() + 3_600_000);
    const event = await createEvent(alice.id, { game: "dark-eden", name: "Qwertz Cup", startsAt: at, registrationClosesAt: at, visibility: "public" });
    await status(binderRoute(request("PUT", "/api/v1/trade/binder", { json: { public: true }, cookie: alice.cookie })), 200);
    const binderOf = (p: Player) => binderOfRoute(request("GET", "/api/v1/trade/binders/alice", { cookie: p.cookie }), params({ username: "alice" }));
    await status(binderOf(bob), 200);

    for (const [kind, id] of [
      ["set", set.id],
      ["map", map.id],
      ["event", event.id],
      ["binder", "alice"],
    ] as const)
      await status(hide(mia, { kind, id, note: `No ${kind}s like this.` }), 200);

    await status(setRoute(request("GET", `/api/v1/sets/${set.id}`, { cookie: bob.cookie }), params({ id: set.id })), 404);
    const setsOfBob = await status(setsRoute(request("GET", "/api/v1/sets?game=dark-eden", { cookie: bob.cookie })), 200);
    expect(JSON.stringify(setsOfBob)).not.toContain(set.id);
    expect((await status(setRoute(request("GET", `/api/v1/sets/${set.id}`, { cookie: alice.cookie }), params({ id: set.id })), 200)).moderation).toMatchObject({
      note: "No sets like this.",
    });

    await status(mapRoute(request("GET", `/api/v1/maps/${map.id}`), params({ id: map.id })), 404);
    expect(JSON.stringify(await status(publicMapsRoute(request("GET", "/api/v1/maps/public?q=Qwertz")), 200))).not.toContain(map.id);
    expect((await status(mapRoute(request("GET", `/api/v1/maps/${map.id}`, { cookie: alice.cookie }), params({ id: map.id })), 200)).moderation).toMatchObject({
      hidden: true,
    });

    await status(eventRoute(request("GET", `/api/v1/events/${event.id}`, { cookie: bob.cookie }), params({ id: event.id })), 404);
    expect(JSON.stringify(await status(eventsRoute(request("GET", "/api/v1/events")), 200))).not.toContain(event.id);
    expect(
      (await status(eventRoute(request("GET", `/api/v1/events/${event.id}`, { cookie: alice.cookie }), params({ id: event.id })), 200)).moderation,
    ).toMatchObject({ note: "No events like this." });

    await status(binderOf(bob), 404);
    expect((await status(myBinderRoute(request("GET", "/api/v1/trade/binder", { cookie: alice.cookie })), 200)).moderation).toMatchObject({
      note: "No binders like this.",
    });
    const reopen = await binderRoute(request("PUT", "/api/v1/trade/binder", { json: { public: true }, cookie: alice.cookie }));
    expect((await status(reopen, 409)).error.code).toBe("HIDDEN_BY_MODERATOR");

    for (const [kind, id] of [
      ["set", set.id],
      ["map", map.id],
      ["event", event.id],
      ["binder", "alice"],
    ] as const)
      await status(restore(mia, { kind, id, note: "ok" }), 200);
    await status(binderOf(bob), 200);
    await status(eventRoute(request("GET", `/api/v1/events/${event.id}`, { cookie: bob.cookie }), params({ id: event.id })), 200);
    await status(binderRoute(request("PUT", "/api/v1/trade/binder", { json: { public: false }, cookie: alice.cookie })), 200);
  });

  it("dismissing closes a thing's reports and changes nothing else", async () => {
    const d = await createDeck(alice.id, { game: "dark-eden", name: "Fine deck", list: LIST, visibility: "public" });
    await status(report(bob, { kind: "deck", id: d.id, reason: "other", text: "I just dislike it" }), 201);
    expect(await status(dismiss(mia, { kind: "deck", id: d.id, note: "Not against the rules." }), 200)).toMatchObject({ closedReports: 1 });
    await status(deck(d.id), 200);
    const bad = await status(hide(mia, { kind: "user", id: "alice", note: "" }), 400);
    expect(bad.error.issues.map((i: Json) => i.path).sort()).toEqual(["kind", "note"]);
  });
});

describe("suspension (CONTRACTS §12)", () => {
  it("ends the live session, refuses sign-in, hides public things, withdraws open offers; unsuspending gives back only what it hid", async () => {
    const dave = await player("dave");
    const pub = await createDeck(dave.id, { game: "dark-eden", name: "Dave public", list: LIST, visibility: "public" });
    const unl = await createDeck(dave.id, { game: "dark-eden", name: "Dave unlisted", list: LIST, visibility: "unlisted" });
    const priv = await createDeck(dave.id, { game: "dark-eden", name: "Dave private", list: LIST, visibility: "private" });
    const hiddenBefore = await createDeck(dave.id, { game: "dark-eden", name: "Dave hidden", list: LIST, visibility: "public" });
    await status(hide(mia, { kind: "deck", id: hiddenBefore.id, note: "Spam." }), 200);
    // An open offer from bob to dave, whose binder is public.
    const code = (await (await db()).deckEntry.findFirstOrThrow({ where: { deckId: pub.id } })).cardCode;
    await status(
      putCollectionRoute(
        request("PUT", "/api/v1/collection", { json: { items: [{ game: "dark-eden", code, owned: 2, wanted: 0, forTrade: 2 }] }, cookie: dave.cookie }),
      ),
      200,
    );
    await status(binderRoute(request("PUT", "/api/v1/trade/binder", { json: { public: true }, cookie: dave.cookie })), 200);
    await status(binderRoute(request("PUT", "/api/v1/trade/binder", { json: { public: true }, cookie: bob.cookie })), 200);
    const offer = await status(
      createOfferRoute(
        request("POST", "/api/v1/trade/offers", { json: { to: "dave", give: [], get: [{ game: "dark-eden", code, count: 1 }] }, cookie: bob.cookie }),
      ),
      201,
    );
    // dave is signed in: a real sign-in, then a request that works.
    const signedIn = await signIn("dave", PASSWORD);
    expect(signedIn.status).toBe(200);
    await status(listDecksRoute(request("GET", "/api/v1/decks", { cookie: signedIn.jar })), 200);

    const done = await status(suspend(mia, { username: "Dave", note: "Spam account." }), 200);
    expect(done).toEqual({ username: "dave", action: "suspend", things: 3, withdrawnOffers: 1 });
    // The live session's next request is 401; sign-in is refused, saying why only to whoever knows the password.
    await status(listDecksRoute(request("GET", "/api/v1/decks", { cookie: signedIn.jar })), 401);
    await status(listDecksRoute(request("GET", "/api/v1/decks", { cookie: dave.cookie })), 401);
    const refused = await signIn("dave", PASSWORD);
    expect(refused.status).not.toBe(200);
    expect(refused.url).toContain("AccountSuspended");
    expect(refused.jar).not.toContain("session-token");
    expect((await signIn("dave", "a wrong password for dave")).url).not.toContain("AccountSuspended");
    // Its shared things are hidden; its private one is untouched; the offer reads as withdrawn to bob.
    for (const d of [pub, unl, hiddenBefore]) await status(deck(d.id, bob), 404);
    await status(binderOfRoute(request("GET", "/api/v1/trade/binders/dave", { cookie: bob.cookie }), params({ username: "dave" })), 404);
    const withdrawn = await status(offerRoute(request("GET", "/api/v1/trade/offers", { cookie: bob.cookie })), 200);
    expect(JSON.stringify(withdrawn)).toContain("withdrawn");
    expect((await (await db()).tradeOffer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("withdrawn");
    expect((await status(suspend(mia, { username: "dave", note: "again" }), 409)).error.code).toBe("ALREADY_SUSPENDED");
    // A player report of a suspended account is 404.
    await status(report(bob, { kind: "user", id: "dave", reason: "spam" }), 404);

    expect(await status(unsuspend(mia, { username: "dave", note: "Appeal accepted." }), 200)).toMatchObject({ things: 3 });
    expect(await status(deck(pub.id, bob), 200)).toMatchObject({ visibility: "public" });
    expect(await status(deck(unl.id, bob), 200)).toMatchObject({ visibility: "unlisted" });
    await status(deck(priv.id, bob), 404);
    await status(deck(hiddenBefore.id, bob), 404); // hidden by a moderator before: still hidden
    await status(binderOfRoute(request("GET", "/api/v1/trade/binders/dave", { cookie: bob.cookie }), params({ username: "dave" })), 200);
    expect((await signIn("dave", PASSWORD)).status).toBe(200);
    const actions = ((await status(log(mia), 200)).entries as Json[]).filter((e) => e.subject === "dave").map((e) => e.action);
    expect(actions).toEqual(["unsuspend", "suspend", "hide"]);
  });
});

describe("privacy (CONTRACTS §5, §12)", () => {
  it("the export holds the reports I made and the moderators' notes about me; deleting my account deletes my reports", async () => {
    const erin = await player("erin");
    const d = await createDeck(alice.id, { game: "dark-eden", name: "Reported by erin", list: LIST, visibility: "public" });
    await status(report(erin, { kind: "deck", id: d.id, reason: "copyright", text: "art copied from a book" }), 201);
    const own = await createDeck(erin.id, { game: "dark-eden", name: "Erin's", list: LIST, visibility: "public" });
    await status(hide(mia, { kind: "deck", id: own.id, note: "Erin's note from a moderator." }), 200);

    const doc = await status(exportRoute(request("GET", "/api/v1/account/export", { cookie: erin.cookie })), 200);
    expect(doc.reportsMade).toEqual([
      expect.objectContaining({ kind: "deck", thingId: d.id, reason: "copyright", text: "art copied from a book", status: "open" }),
    ]);
    expect(doc.moderationNotes).toEqual([expect.objectContaining({ action: "hide", kind: "deck", thingId: own.id, note: "Erin's note from a moderator." })]);
    expect(JSON.stringify(doc.moderationNotes)).not.toContain("mia");
    const alicesDoc = await status(exportRoute(request("GET", "/api/v1/account/export", { cookie: alice.cookie })), 200);
    expect(JSON.stringify(alicesDoc.reportsMade)).not.toContain("art copied from a book");

    await status(deleteAccountRoute(request("DELETE", "/api/v1/account", { json: { password: PASSWORD }, cookie: erin.cookie })), 200);
    const client = await db();
    expect(await client.report.count({ where: { reporterId: erin.id } })).toBe(0);
    expect(await client.report.count({ where: { thingId: d.id } })).toBe(0);
    expect(await client.moderationHold.count({ where: { ownerId: erin.id } })).toBe(0);
  });
});
