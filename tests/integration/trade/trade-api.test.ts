import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "../helpers/players";
import { type ErrorIssue, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { PUT as putCollectionRoute } from "@/app/api/v1/collection/route";
import { GET as myBinderRoute, PUT as binderRoute } from "@/app/api/v1/trade/binder/route";
import { GET as binderOfRoute } from "@/app/api/v1/trade/binders/[username]/route";
import { GET as matchesRoute } from "@/app/api/v1/trade/matches/route";
import { GET as listOffersRoute, POST as createOfferRoute } from "@/app/api/v1/trade/offers/route";
import { GET as offerRoute } from "@/app/api/v1/trade/offers/[id]/route";
import { POST as acceptRoute } from "@/app/api/v1/trade/offers/[id]/accept/route";
import { POST as declineRoute } from "@/app/api/v1/trade/offers/[id]/decline/route";
import { POST as cancelRoute } from "@/app/api/v1/trade/offers/[id]/cancel/route";
import { POST as counterRoute } from "@/app/api/v1/trade/offers/[id]/counter/route";
import { GET as blocksRoute, POST as blockRoute } from "@/app/api/v1/trade/blocks/route";
import { DELETE as unblockRoute } from "@/app/api/v1/trade/blocks/[username]/route";
import { db } from "@/lib/db/client";
import { forgetVersions } from "@/lib/catalog/version";
import { registerUser } from "@/lib/accounts/service";
import { createSet } from "@/lib/sets/service";
import { BFE_WORLD } from "../../support/set-fixtures";
import { bindersOfferingCard } from "@/lib/trade/binders";
import { closeTradesOfDeletedAccount, offersWaitingOn, type OfferView, tradeDataForExport } from "@/lib/trade/offers";
import { MAX_OPEN_OFFERS_SENT } from "@/lib/trade/input";

// CONTRACTS §8 rule by rule, with three and four players: binders, matches, offers, accepting
// (one transaction, at most once), declines, counters, cancels, limits, expiry, blocks, privacy.

type Player = { id: string; username: string; cookie: string };
let alice: Player;
let bob: Player;
let carol: Player;
let dave: Player;

const GAME = "dark-eden";

async function player(id: string, username: string): Promise<Player> {
  return { id, username, cookie: await sessionCookie({ id, username }) };
}

async function ok<T = unknown>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const body = await r.clone().text();
  expect(r.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function errorOf(res: Response | Promise<Response>, status: number): Promise<{ code: string; message: string; issues?: ErrorIssue[] }> {
  const r = await res;
  const body = await r.clone().text();
  expect(r.status, body).toBe(status);
  return JSON.parse(body).error;
}

const setBinder = (p: Player, json: unknown) => binderRoute(request("PUT", "/api/v1/trade/binder", { json, cookie: p.cookie }));
const binderOf = (username: string, p?: Player) =>
  binderOfRoute(request("GET", `/api/v1/trade/binders/${username}`, { cookie: p?.cookie }), params({ username }));
const matches = (p?: Player, query = "") => matchesRoute(request("GET", `/api/v1/trade/matches${query}`, { cookie: p?.cookie }));
const offer = (p: Player | undefined, json: unknown) => createOfferRoute(request("POST", "/api/v1/trade/offers", { json, cookie: p?.cookie }));
const offers = (p: Player) => listOffersRoute(request("GET", "/api/v1/trade/offers", { cookie: p.cookie }));
const offerOf = (id: string, p?: Player) => offerRoute(request("GET", `/api/v1/trade/offers/${id}`, { cookie: p?.cookie }), params({ id }));
const act = (route: typeof acceptRoute, what: string) => (id: string, p: Player) =>
  route(request("POST", `/api/v1/trade/offers/${id}/${what}`, { cookie: p.cookie }), params({ id }));
const accept = act(acceptRoute, "accept");
const decline = act(declineRoute, "decline");
const cancel = act(cancelRoute, "cancel");
const counter = (id: string, p: Player, json: unknown) =>
  counterRoute(request("POST", `/api/v1/trade/offers/${id}/counter`, { json, cookie: p.cookie }), params({ id }));
const block = (p: Player, username: string) => blockRoute(request("POST", "/api/v1/trade/blocks", { json: { username }, cookie: p.cookie }));
const unblock = (p: Player, username: string) =>
  unblockRoute(request("DELETE", `/api/v1/trade/blocks/${username}`, { cookie: p.cookie }), params({ username }));

type Counts = { owned: number; wanted: number; forTrade: number };
/** Sets a player's counts of Dark Eden cards (PUT /api/v1/collection, as the collection page does). */
async function setCounts(p: Player, cards: Record<string, Counts>) {
  const items = Object.entries(cards).map(([code, c]) => ({ game: GAME, code, ...c }));
  await ok(putCollectionRoute(request("PUT", "/api/v1/collection", { json: { items }, cookie: p.cookie })));
}

/** A player's counts as stored (no row: zeros). */
async function countsOf(p: Player, code: string): Promise<Counts> {
  const row = await (await db()).collectionEntry.findUnique({
    where: { ownerId_gameSlug_cardCode: { ownerId: p.id, gameSlug: GAME, cardCode: code } },
    select: { owned: true, wanted: true, forTrade: true },
  });
  return row ?? { owned: 0, wanted: 0, forTrade: 0 };
}

async function allCounts(): Promise<unknown> {
  return (await db()).collectionEntry.findMany({
    orderBy: { id: "asc" },
    select: { ownerId: true, cardCode: true, owned: true, wanted: true, forTrade: true },
  });
}

const line = (code: string, count: number) => ({ game: GAME, code, count });

async function resetTrades() {
  const client = await db();
  await client.tradeOffer.deleteMany({});
  await client.tradeBlock.deleteMany({});
}

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId, bobId } = await catalogWithAliceAndBob();
  alice = await player(aliceId, "alice");
  bob = await player(bobId, "bob");
  carol = await player((await registerUser({ username: "carol", password: "carol's long password" })).id, "carol");
  dave = await player((await registerUser({ username: "dave", password: "dave's long password" })).id, "dave");
});

describe("binders", () => {
  it("are private by default: 404 to others; 401 without a session", async () => {
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 3 } });
    expect((await errorOf(binderOf("alice", bob), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(binderOf("alice"), 401)).code).toBe("UNAUTHENTICATED");
    expect(await ok(myBinderRoute(request("GET", "/api/v1/trade/binder", { cookie: alice.cookie })))).toMatchObject({ username: "alice", public: false });
  });

  it("PUT {public} → 200 {public}; a public binder shows forTrade and wanted, never owned", async () => {
    expect(await ok(setBinder(alice, { public: true }))).toEqual({ public: true });
    await setCounts(alice, { livery: { owned: 0, wanted: 2, forTrade: 0 }, soldat: { owned: 9, wanted: 0, forTrade: 0 } });
    const binder = await ok<{ username: string; forTrade: unknown[]; wanted: unknown[] }>(binderOf("ALICE", bob));
    expect(binder).toEqual({ username: "alice", forTrade: [line("boot-camp", 3)], wanted: [line("livery", 2)] });
    expect(JSON.stringify(binder)).not.toContain("owned");
    expect(JSON.stringify(binder)).not.toContain("soldat");
    expect(await ok(setBinder(alice, { public: false }))).toEqual({ public: false });
    expect((await errorOf(binderOf("alice", bob), 404)).code).toBe("NOT_FOUND");
    await ok(setBinder(alice, { public: true }));
  });

  it("shows catalog cards only: a player-made card for trade stays out of binders, matches and offers", async () => {
    const world = structuredClone(BFE_WORLD);
    const set = await createSet(alice.id, {
      game: "battle-for-eden",
      name: world.set.name,
      code: world.set.code,
      cards: world.cards,
      civilizations: world.civilizations,
      visibility: "public",
    });
    const code = `${set.id}/thornling`;
    await ok(
      putCollectionRoute(
        request("PUT", "/api/v1/collection", { json: { items: [{ game: "battle-for-eden", code, owned: 2, wanted: 0, forTrade: 2 }] }, cookie: alice.cookie }),
      ),
    );
    await ok(
      putCollectionRoute(
        request("PUT", "/api/v1/collection", { json: { items: [{ game: "battle-for-eden", code, owned: 0, wanted: 1, forTrade: 0 }] }, cookie: bob.cookie }),
      ),
    );
    expect(JSON.stringify(await ok(binderOf("alice", bob)))).not.toContain("thornling");
    expect((await ok<{ matches: unknown[] }>(matches(bob, "?game=battle-for-eden"))).matches).toEqual([]);
    expect(await bindersOfferingCard(bob.id, "battle-for-eden", code)).toEqual([]);
    const refused = await errorOf(offer(bob, { to: "alice", give: [], get: [{ game: "battle-for-eden", code, count: 1 }] }), 400);
    expect(refused.issues?.[0].path).toBe("get.0.code");
    expect(refused.message).toContain("player-made");
  });

  it("refuses a bad body with 400 and a missing player with 404", async () => {
    expect((await errorOf(setBinder(alice, { public: "yes" }), 400)).issues?.[0].path).toBe("public");
    expect((await errorOf(binderOf("nobody-here", bob), 404)).code).toBe("NOT_FOUND");
  });
});

describe("matches", () => {
  beforeAll(async () => {
    // alice: 3 Boot Camp for trade, wants 2 Livery. bob: wants 2 Boot Camp, 5 Livery for trade.
    // carol: 1 Livery for trade. dave (private binder): 4 Livery for trade.
    await setCounts(bob, { "boot-camp": { owned: 0, wanted: 2, forTrade: 0 }, livery: { owned: 6, wanted: 0, forTrade: 5 } });
    await setCounts(carol, { livery: { owned: 1, wanted: 0, forTrade: 1 } });
    await setCounts(dave, { livery: { owned: 4, wanted: 0, forTrade: 4 } });
    for (const p of [bob, carol]) await ok(setBinder(p, { public: true }));
  });

  it("lists each other public binder's cards both ways, most cards first; private binders never", async () => {
    const { matches: found } = await ok<{ matches: unknown[] }>(matches(alice, "?game=dark-eden"));
    expect(found).toEqual([
      { username: "bob", theyHave: [line("livery", 2)], theyWant: [line("boot-camp", 2)] },
      { username: "carol", theyHave: [line("livery", 1)], theyWant: [] },
    ]);
    expect(JSON.stringify(found)).not.toContain("dave");
    expect((await ok<{ matches: unknown[] }>(matches(alice))).matches).toEqual(found);
    expect((await ok<{ matches: unknown[] }>(matches(alice, "?game=eden-skirmish"))).matches).toEqual([]);
  });

  it("needs a session and a known game", async () => {
    expect((await errorOf(matches(undefined), 401)).code).toBe("UNAUTHENTICATED");
    expect((await errorOf(matches(alice, "?game=chess"), 400)).issues?.[0].path).toBe("game");
  });

  it("a card page names the public binders that have it for trade, never private ones", async () => {
    expect(await bindersOfferingCard(alice.id, GAME, "livery")).toEqual([
      { username: "bob", count: 5 },
      { username: "carol", count: 1 },
    ]);
    expect(await bindersOfferingCard(bob.id, GAME, "livery")).toEqual([{ username: "carol", count: 1 }]);
  });
});

describe("offers", () => {
  beforeEach(async () => {
    await resetTrades();
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 3 }, livery: { owned: 0, wanted: 2, forTrade: 0 } });
    await setCounts(bob, { "boot-camp": { owned: 0, wanted: 2, forTrade: 0 }, livery: { owned: 6, wanted: 0, forTrade: 5 } });
  });

  it("refuses bad offers with 400 naming the field, and saves nothing", async () => {
    const before = await allCounts();
    const base = { to: "bob", give: [line("boot-camp", 1)], get: [] };
    const cases: [unknown, string][] = [
      [{ ...base, to: "alice" }, "to"],
      [{ ...base, to: "Alice" }, "to"],
      [{ ...base, give: [line("boot-camp", 0)] }, "give.0.count"],
      [{ ...base, give: [line("boot-camp", 10_000)] }, "give.0.count"],
      [{ ...base, give: [line("boot-camp", 1.5)] }, "give.0.count"],
      [{ ...base, give: [line("no-such-card", 1)] }, "give.0.code"],
      [{ ...base, give: [line("cset123456/my-card", 1)] }, "give.0.code"],
      [{ ...base, give: [{ game: "chess", code: "boot-camp", count: 1 }] }, "give.0.game"],
      [{ ...base, give: [line("boot-camp", 1), line("boot-camp", 1)] }, "give.1.code"],
      [{ ...base, get: [line("boot-camp", 1)] }, "get.0.code"],
      [{ ...base, give: [] }, "give"],
      [{ ...base, extra: 1 }, ""],
    ];
    for (const [json, path] of cases) {
      const error = await errorOf(offer(alice, json), 400);
      expect(error.issues?.[0].path, JSON.stringify(json)).toBe(path);
    }
    expect((await errorOf(offer(undefined, base), 401)).code).toBe("UNAUTHENTICATED");
    expect(await (await db()).tradeOffer.count()).toBe(0);
    expect(await allCounts()).toEqual(before);
  });

  it("a player who does not exist and a private binder get the same answer: 404 NOT_FOUND (#48)", async () => {
    await setCounts(dave, { livery: { owned: 1, wanted: 0, forTrade: 1 } });
    const answer = async (to: string) => {
      const res = await offer(alice, { to, give: [], get: [line("livery", 1)] });
      return { status: res.status, body: await res.json() };
    };
    const missing = await answer("nobody-here");
    const hidden = await answer("dave");
    expect(missing.status).toBe(404);
    expect(missing).toEqual(hidden);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    expect(await (await db()).tradeOffer.count()).toBe(0);
  });

  it("400 TRADE_NOT_AVAILABLE when give passes my forTrade or get their forTrade; 404 for a binder that is not public", async () => {
    const mine = await errorOf(offer(alice, { to: "bob", give: [line("boot-camp", 4)], get: [] }), 400);
    expect(mine.code).toBe("TRADE_NOT_AVAILABLE");
    expect(mine.message).toContain("Boot Camp");
    expect(mine.issues?.[0]).toMatchObject({ path: "give.0", card: "boot-camp", holder: "alice" });
    const theirs = await errorOf(offer(alice, { to: "bob", give: [], get: [line("livery", 6)] }), 400);
    expect(theirs.code).toBe("TRADE_NOT_AVAILABLE");
    expect(theirs.issues?.[0]).toMatchObject({ path: "get.0", card: "livery", holder: "bob" });
    // dave owns Livery but his binder is private: 404, and nothing of his counts shows.
    const hidden = await errorOf(offer(alice, { to: "dave", give: [], get: [line("livery", 1)] }), 404);
    expect(hidden.code).toBe("NOT_FOUND");
    expect(await (await db()).tradeOffer.count()).toBe(0);
  });

  it("201 an open offer; both parties read it (and the list), anyone else gets 404", async () => {
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 2)], get: [line("livery", 2)] }), 201);
    expect(made).toMatchObject({ status: "open", from: "alice", to: "bob", give: [line("boot-camp", 2)], get: [line("livery", 2)], direction: "sent" });
    expect(made.history.map((h) => [h.action, h.by])).toEqual([["made", "alice"]]);
    expect((await ok<OfferView>(offerOf(made.id, bob))).direction).toBe("received");
    expect((await errorOf(offerOf(made.id, carol), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(offerOf(made.id), 401)).code).toBe("UNAUTHENTICATED");
    expect((await errorOf(offerOf("not-an-id!", bob), 404)).code).toBe("NOT_FOUND");
    expect((await ok<{ offers: OfferView[] }>(offers(alice))).offers.map((o) => o.id)).toEqual([made.id]);
    expect((await ok<{ offers: OfferView[] }>(offers(bob))).offers.map((o) => o.id)).toEqual([made.id]);
    expect((await ok<{ offers: OfferView[] }>(offers(carol))).offers).toEqual([]);
    expect(await offersWaitingOn(bob.id)).toBe(1);
    expect(await offersWaitingOn(alice.id)).toBe(0);
    expect(JSON.stringify(made)).not.toContain("owned");
  });

  it("accepting moves both collections in one step, exactly once out of six parallel accepts", async () => {
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 2)], get: [line("livery", 2)] }), 201);
    expect((await errorOf(accept(made.id, alice), 400)).code).toBe("OFFER_NOT_YOURS");
    expect((await errorOf(accept(made.id, carol), 404)).code).toBe("NOT_FOUND");
    const answers = await Promise.all(Array.from({ length: 6 }, () => accept(made.id, bob)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    for (const r of answers) {
      const body = await r.json();
      if (r.status === 200) expect(body.status).toBe("accepted");
      else expect(body.error.code).toBe("OFFER_CLOSED");
    }
    // alice gave 2 Boot Camp (owned 5→3, for trade 3→1) and got 2 Livery (owned 0→2, wanted 2→0).
    expect(await countsOf(alice, "boot-camp")).toEqual({ owned: 3, wanted: 0, forTrade: 1 });
    expect(await countsOf(alice, "livery")).toEqual({ owned: 2, wanted: 0, forTrade: 0 });
    expect(await countsOf(bob, "boot-camp")).toEqual({ owned: 2, wanted: 0, forTrade: 0 });
    expect(await countsOf(bob, "livery")).toEqual({ owned: 4, wanted: 0, forTrade: 3 });
    const seen = await ok<OfferView>(offerOf(made.id, alice));
    expect(seen.status).toBe("accepted");
    expect(seen.history.map((h) => [h.action, h.by])).toEqual([
      ["made", "alice"],
      ["accepted", "bob"],
    ]);
    expect((await errorOf(decline(made.id, bob), 409)).code).toBe("OFFER_CLOSED");
    expect((await errorOf(cancel(made.id, alice), 409)).code).toBe("OFFER_CLOSED");
  });

  it("wanted drops only down to 0 and a receiver without a row gets one", async () => {
    await setCounts(carol, { livery: { owned: 0, wanted: 0, forTrade: 0 }, soldat: { owned: 0, wanted: 1, forTrade: 0 } });
    await setCounts(bob, { soldat: { owned: 3, wanted: 0, forTrade: 3 } });
    const made = await ok<OfferView>(offer(carol, { to: "bob", give: [], get: [line("livery", 1), line("soldat", 3)] }), 201);
    await ok(accept(made.id, bob));
    expect(await countsOf(carol, "livery")).toEqual({ owned: 1, wanted: 0, forTrade: 0 });
    expect(await countsOf(carol, "soldat")).toEqual({ owned: 3, wanted: 0, forTrade: 0 });
    // bob's Soldat row had only these counts: it goes (a card whose counts are all 0 has no row).
    expect(await (await db()).collectionEntry.count({ where: { ownerId: bob.id, cardCode: "soldat" } })).toBe(0);
  });

  it("an accept after the giver took the cards off trade is 409 TRADE_NOT_AVAILABLE naming the card; nothing moves", async () => {
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 2)], get: [line("livery", 1)] }), 201);
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 1 } });
    const before = await allCounts();
    const refused = await errorOf(accept(made.id, bob), 409);
    expect(refused.code).toBe("TRADE_NOT_AVAILABLE");
    expect(refused.message).toContain("Boot Camp");
    expect(refused.issues).toEqual([expect.objectContaining({ path: "give.0", card: "boot-camp", game: GAME, count: 2, holder: "alice" })]);
    expect(await allCounts()).toEqual(before);
    const still = await ok<OfferView>(offerOf(made.id, bob));
    expect(still.status).toBe("open");
    expect(still.history.map((h) => h.action)).toEqual(["made"]);
    // Owned lowered below the offer (for trade never passes owned, so it goes down too): still nothing moves.
    await setCounts(alice, { "boot-camp": { owned: 1, wanted: 0, forTrade: 1 } });
    expect((await errorOf(accept(made.id, bob), 409)).code).toBe("TRADE_NOT_AVAILABLE");
    // The recipient's own side short: named too.
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 3 } });
    await setCounts(bob, { livery: { owned: 6, wanted: 0, forTrade: 0 } });
    const mine = await errorOf(accept(made.id, bob), 409);
    expect(mine.issues).toEqual([expect.objectContaining({ path: "get.0", card: "livery", holder: "bob" })]);
    expect(await ok<OfferView>(decline(made.id, bob))).toMatchObject({ status: "declined" });
    expect((await errorOf(accept(made.id, bob), 409)).code).toBe("OFFER_CLOSED");
  });

  it("a refused accept or offer is worded after its transaction: a catalog version due to be read again never waits on it", async () => {
    // The refusal names the card, read from the catalog; with the catalog's version forgotten the
    // name needs a read of the database, which on SQLite must not wait for the transaction that
    // found the refusal (it held the adapter until its 20 s timeout). The test's own limit is a hang detector.
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 2)], get: [] }), 201);
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 1 } });
    forgetVersions();
    const refused = await errorOf(accept(made.id, bob), 409);
    expect(refused).toMatchObject({ code: "TRADE_NOT_AVAILABLE" });
    expect(refused.message).toContain("Boot Camp");
    forgetVersions();
    const offered = await errorOf(offer(alice, { to: "bob", give: [line("boot-camp", 4)], get: [] }), 400);
    expect(offered).toMatchObject({ code: "TRADE_NOT_AVAILABLE" });
    expect(offered.message).toContain("Boot Camp");
  }, 15_000);

  it("an accept that would take a receiver past 9999 of a card is 409 TRADE_OVER_LIMIT naming the card; nothing moves (#48)", async () => {
    await setCounts(alice, { blitz: { owned: 9999, wanted: 0, forTrade: 9999 } });
    await setCounts(bob, { blitz: { owned: 6000, wanted: 0, forTrade: 0 } });
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("blitz", 5000)], get: [] }), 201);
    const before = await allCounts();
    const refused = await errorOf(accept(made.id, bob), 409);
    expect(refused.code).toBe("TRADE_OVER_LIMIT");
    expect(refused.message).toContain("Blitz");
    expect(refused.message).toContain("9999");
    expect(refused.message).not.toMatch(/6000|11000/);
    expect(refused.issues).toEqual([expect.objectContaining({ path: "give.0", card: "blitz", game: GAME, count: 5000, holder: "bob" })]);
    expect(await allCounts()).toEqual(before);
    expect((await ok<OfferView>(offerOf(made.id, bob))).status).toBe("open");
    // The sender's side (get) is checked the same way, naming the sender.
    await setCounts(bob, { blitz: { owned: 6000, wanted: 0, forTrade: 10 } });
    const back = await ok<OfferView>(offer(alice, { to: "bob", give: [], get: [line("blitz", 1)] }), 201);
    const theirs = await errorOf(accept(back.id, bob), 409);
    expect(theirs.code).toBe("TRADE_OVER_LIMIT");
    expect(theirs.issues).toEqual([expect.objectContaining({ path: "get.0", card: "blitz", holder: "alice" })]);
    // Exactly up to 9999 is fine.
    await setCounts(bob, { blitz: { owned: 4999, wanted: 0, forTrade: 0 } });
    await ok(accept(made.id, bob));
    expect(await countsOf(bob, "blitz")).toEqual({ owned: 9999, wanted: 0, forTrade: 0 });
    await ok(decline(back.id, bob));
  });

  it("two accepts in parallel cannot together take a receiver past 9999: one is refused (#48)", async () => {
    await setCounts(alice, { blitz: { owned: 5000, wanted: 0, forTrade: 5000 } });
    await setCounts(carol, { blitz: { owned: 5000, wanted: 0, forTrade: 5000 } });
    await setCounts(bob, { blitz: { owned: 0, wanted: 0, forTrade: 0 } });
    await ok(setBinder(carol, { public: true }));
    const one = await ok<OfferView>(offer(alice, { to: "bob", give: [line("blitz", 5000)], get: [] }), 201);
    const two = await ok<OfferView>(offer(carol, { to: "bob", give: [line("blitz", 5000)], get: [] }), 201);
    const answers = await Promise.all([accept(one.id, bob), accept(two.id, bob)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).error.code).toBe("TRADE_OVER_LIMIT");
    expect(await countsOf(bob, "blitz")).toEqual({ owned: 5000, wanted: 0, forTrade: 0 });
    expect((await countsOf(alice, "blitz")).owned + (await countsOf(carol, "blitz")).owned).toBe(5000);
  });

  it("accept, decline and cancel take no body: a field is 400 naming it, malformed JSON 400, over 1 MB 413; the offer stays open (#48)", async () => {
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 3 } });
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 1)], get: [] }), 201);
    const send = (route: typeof acceptRoute, what: string, p: Player, options: { json?: unknown; body?: string }) =>
      route(
        request("POST", `/api/v1/trade/offers/${made.id}/${what}`, { cookie: p.cookie, ...options, headers: { "content-type": "application/json" } }),
        params({ id: made.id }),
      );
    for (const [route, what, p] of [
      [acceptRoute, "accept", bob],
      [declineRoute, "decline", bob],
      [cancelRoute, "cancel", alice],
    ] as const) {
      const field = await errorOf(send(route, what, p, { json: { status: "accepted" } }), 400);
      expect(
        field.issues?.map((i) => i.path),
        what,
      ).toEqual(["status"]);
      expect((await errorOf(send(route, what, p, { body: "{" }), 400)).code).toBe("MALFORMED_JSON");
      expect((await errorOf(send(route, what, p, { body: JSON.stringify({ pad: "x".repeat(1_100_000) }) }), 413)).code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect((await ok<OfferView>(offerOf(made.id, bob))).status).toBe("open");
    expect((await ok<OfferView>(send(cancelRoute, "cancel", alice, { json: {} }))).status).toBe("cancelled");
  });

  it("decline (recipient) and cancel (sender) close the offer once; the other party may not", async () => {
    const one = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 1)], get: [] }), 201);
    expect((await errorOf(decline(one.id, alice), 400)).code).toBe("OFFER_NOT_YOURS");
    expect((await errorOf(cancel(one.id, bob), 400)).code).toBe("OFFER_NOT_YOURS");
    expect((await ok<OfferView>(cancel(one.id, alice))).status).toBe("cancelled");
    expect((await errorOf(decline(one.id, bob), 409)).code).toBe("OFFER_CLOSED");
    const two = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 1)], get: [] }), 201);
    const [d, c] = await Promise.all([decline(two.id, bob), cancel(two.id, alice)]);
    expect([d.status, c.status].sort()).toEqual([200, 409]);
    expect(await offersWaitingOn(bob.id)).toBe(0);
  });

  it("a counter is a new offer linked to the old one, which closes as countered; both see the history", async () => {
    const first = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 1)], get: [line("livery", 2)] }), 201);
    expect((await errorOf(counter(first.id, alice, { give: [], get: [line("livery", 1)] }), 400)).code).toBe("OFFER_NOT_YOURS");
    expect((await errorOf(counter(first.id, bob, { give: [line("livery", 9)], get: [] }), 400)).code).toBe("TRADE_NOT_AVAILABLE");
    expect((await ok<OfferView>(offerOf(first.id, bob))).status).toBe("open");
    const second = await ok<OfferView>(counter(first.id, bob, { give: [line("livery", 1)], get: [line("boot-camp", 2)] }), 201);
    expect(second).toMatchObject({ status: "open", from: "bob", to: "alice", counterOf: first.id, give: [line("livery", 1)], get: [line("boot-camp", 2)] });
    const old = await ok<OfferView>(offerOf(first.id, alice));
    expect(old).toMatchObject({ status: "countered", counteredBy: second.id });
    expect(old.history.map((h) => [h.action, h.by])).toEqual([
      ["made", "alice"],
      ["countered", "bob"],
    ]);
    expect((await errorOf(counter(first.id, bob, { give: [line("livery", 1)], get: [] }), 409)).code).toBe("OFFER_CLOSED");
    await ok(accept(second.id, alice));
    expect(await countsOf(alice, "livery")).toEqual({ owned: 1, wanted: 1, forTrade: 0 });
    expect(await countsOf(bob, "boot-camp")).toEqual({ owned: 2, wanted: 0, forTrade: 0 });
  });

  it("at most 20 open offers sent per player: the 21st is 429 TOO_MANY_OFFERS", async () => {
    await setCounts(carol, { livery: { owned: 1, wanted: 0, forTrade: 1 } });
    const made: string[] = [];
    for (let i = 0; i < MAX_OPEN_OFFERS_SENT; i++) made.push((await ok<OfferView>(offer(alice, { to: "carol", give: [], get: [line("livery", 1)] }), 201)).id);
    expect((await errorOf(offer(alice, { to: "carol", give: [], get: [line("livery", 1)] }), 429)).code).toBe("TOO_MANY_OFFERS");
    expect(await (await db()).tradeOffer.count({ where: { fromId: alice.id } })).toBe(MAX_OPEN_OFFERS_SENT);
    await ok(cancel(made[0], alice));
    await ok(offer(alice, { to: "carol", give: [], get: [line("livery", 1)] }), 201);
  });

  it("an offer older than 30 days reads as expired and can no longer be answered", async () => {
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 1)], get: [] }), 201);
    await (await db()).tradeOffer.update({ where: { id: made.id }, data: { createdAt: new Date(Date.now() - 31 * 24 * 3600 * 1000) } });
    const seen = await ok<OfferView>(offerOf(made.id, bob));
    expect(seen.status).toBe("expired");
    expect(seen.history.at(-1)).toMatchObject({ action: "expired", by: null });
    const closed = await errorOf(accept(made.id, bob), 409);
    expect(closed.code).toBe("OFFER_CLOSED");
    expect(closed.message).toContain("expired");
    expect((await errorOf(cancel(made.id, alice), 409)).code).toBe("OFFER_CLOSED");
    expect(await offersWaitingOn(bob.id)).toBe(0);
    expect(await countsOf(bob, "boot-camp")).toEqual({ owned: 0, wanted: 2, forTrade: 0 });
  });
});

describe("blocks", () => {
  beforeAll(resetTrades);

  it("a block hides each binder from the other and refuses offers either way; open offers close", async () => {
    await setCounts(carol, { livery: { owned: 1, wanted: 0, forTrade: 1 } });
    await setCounts(bob, { livery: { owned: 6, wanted: 0, forTrade: 5 }, "boot-camp": { owned: 0, wanted: 2, forTrade: 0 } });
    await ok(setBinder(carol, { public: true }));
    const pending = await ok<OfferView>(offer(carol, { to: "bob", give: [], get: [line("livery", 1)] }), 201);
    expect(await ok(block(bob, "carol"))).toEqual({ blocked: "carol" });
    expect(await ok(blocksRoute(request("GET", "/api/v1/trade/blocks", { cookie: bob.cookie })))).toEqual({ blocked: ["carol"] });
    expect((await ok<OfferView>(offerOf(pending.id, carol))).status).toBe("declined");
    expect((await errorOf(binderOf("carol", bob), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(binderOf("bob", carol), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(offer(carol, { to: "bob", give: [], get: [line("livery", 1)] }), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(offer(bob, { to: "carol", give: [], get: [line("livery", 1)] }), 404)).code).toBe("NOT_FOUND");
    expect(JSON.stringify((await ok<{ matches: unknown[] }>(matches(carol))).matches)).not.toContain("bob");
    expect(await bindersOfferingCard(bob.id, GAME, "livery")).toEqual([]);
    expect((await errorOf(block(bob, "bob"), 400)).issues?.[0].path).toBe("username");
    // A name no player has: 404, as a private binder (#48).
    expect((await errorOf(block(bob, "nobody-here"), 404)).code).toBe("NOT_FOUND");
    await ok(unblock(bob, "carol"));
    await ok(binderOf("carol", bob));
    await ok(offer(carol, { to: "bob", give: [], get: [line("livery", 1)] }), 201);
  });

  it("DELETE /trade/blocks/:username checks the name: 400 naming username for one that cannot be, 404 for no such player (#48)", async () => {
    await ok(block(bob, "dave"));
    for (const bad of ["x", "no$pe", "a".repeat(40)]) {
      expect((await errorOf(unblock(bob, bad), 400)).issues?.[0].path, bad).toBe("username");
    }
    expect((await errorOf(unblock(bob, "nobody-here"), 404)).code).toBe("NOT_FOUND");
    expect(await ok(blocksRoute(request("GET", "/api/v1/trade/blocks", { cookie: bob.cookie })))).toEqual({ blocked: ["dave"] });
    expect(await ok(unblock(bob, "dave"))).toEqual({ unblocked: "dave" });
  });
});

describe("account export and deletion", () => {
  it("the export holds the binder switch, blocks and offers with lines and history", async () => {
    await resetTrades();
    await setCounts(alice, { "boot-camp": { owned: 5, wanted: 0, forTrade: 3 } });
    const made = await ok<OfferView>(offer(alice, { to: "bob", give: [line("boot-camp", 1)], get: [] }), 201);
    await ok(block(alice, "dave"));
    const data = await tradeDataForExport(await db(), alice.id);
    expect(data.binder).toEqual({ public: true });
    expect(data.blocked).toEqual(["dave"]);
    expect(data.offers).toEqual([
      expect.objectContaining({ id: made.id, give: [line("boot-camp", 1)], history: [expect.objectContaining({ action: "made" })] }),
    ]);
  });

  it("a deleted account's open offers close as withdrawn; the other player keeps them", async () => {
    await resetTrades();
    const erin = await player((await registerUser({ username: "erin", password: "erin's long password" })).id, "erin");
    await setCounts(erin, { livery: { owned: 2, wanted: 0, forTrade: 2 } });
    const made = await ok<OfferView>(offer(erin, { to: "bob", give: [line("livery", 1)], get: [] }), 201);
    const client = await db();
    await client.$transaction(async (tx) => {
      expect(await closeTradesOfDeletedAccount(tx, erin.id)).toEqual({ withdrawn: 1 });
      await tx.user.delete({ where: { id: erin.id } });
    });
    const seen = await ok<OfferView>(offerOf(made.id, bob));
    expect(seen).toMatchObject({ status: "withdrawn", from: "erin", to: "bob" });
    expect(seen.history.map((h) => [h.action, h.by])).toEqual([
      ["made", "erin"],
      ["withdrawn", "erin"],
    ]);
    expect((await errorOf(accept(made.id, bob), 409)).code).toBe("OFFER_CLOSED");
    expect(await offersWaitingOn(bob.id)).toBe(0);
  });
});
