import { beforeAll, expect, it } from "vitest";
import { catalogWithAliceAndBob } from "./helpers/players";
import { request, sessionCookie, useTestAuthEnv } from "./helpers/http";
import { GET as getRoute, PUT as putRoute } from "@/app/api/v1/collection/route";
import { PUT as binderRoute } from "@/app/api/v1/trade/binder/route";
import { POST as createOfferRoute } from "@/app/api/v1/trade/offers/route";
import { POST as acceptRoute } from "@/app/api/v1/trade/offers/[id]/accept/route";
import { params } from "./helpers/http";
import type { CollectionItem } from "@/lib/collection/counts";

// CONTRACTS §5 "PUT /api/v1/collection with `was`" (added 2026-12-03): a change carries the counts
// the page showed; when a trade (CONTRACTS §8) or another tab moved them meanwhile, the change is
// 409 COLLECTION_CHANGED and nothing is written, so a late change (the offline queue's) never
// undoes a trade.

type Player = { cookie: string };
let alice: Player;
let bob: Player;
const GAME = "dark-eden";

const put = (p: Player, json: unknown) => putRoute(request("PUT", "/api/v1/collection", { json, cookie: p.cookie }));
const countsOf = async (p: Player, code: string) => {
  const res = await getRoute(request("GET", `/api/v1/collection?game=${GAME}`, { cookie: p.cookie }));
  const { items } = (await res.json()) as { items: CollectionItem[] };
  const item = items.find((i) => i.code === code);
  return item ? { owned: item.owned, wanted: item.wanted, forTrade: item.forTrade } : null;
};
async function status(res: Promise<Response>, expected: number): Promise<{ error?: { code: string; message: string; issues?: { path: string }[] } }> {
  const r = await res;
  const body = await r.text();
  expect(r.status, body).toBe(expected);
  return JSON.parse(body);
}

beforeAll(async () => {
  useTestAuthEnv();
  const { aliceId, bobId } = await catalogWithAliceAndBob();
  alice = { cookie: await sessionCookie({ id: aliceId, username: "alice" }) };
  bob = { cookie: await sessionCookie({ id: bobId, username: "bob" }) };
});

it("a change whose `was` is what is stored is written; one without `was` is written as before", async () => {
  await status(put(alice, { items: [{ game: GAME, code: "boot-camp", owned: 3, wanted: 0, forTrade: 2, was: { owned: 0, wanted: 0, forTrade: 0 } }] }), 200);
  expect(await countsOf(alice, "boot-camp")).toEqual({ owned: 3, wanted: 0, forTrade: 2 });
  await status(put(alice, { items: [{ game: GAME, code: "livery", owned: 1, wanted: 0, forTrade: 0 }] }), 200);
  await status(put(alice, { items: [{ game: GAME, code: "livery", owned: 0, wanted: 0, forTrade: 0, was: { owned: 1, wanted: 0, forTrade: 0 } }] }), 200);
  expect(await countsOf(alice, "livery")).toBeNull();
});

it("a change made before a trade is 409 COLLECTION_CHANGED naming the card; the trade stands and nothing of the request is written", async () => {
  // alice's page shows boot-camp 3 owned, 2 for trade; bob's binder is public and wants one.
  await status(put(bob, { items: [{ game: GAME, code: "boot-camp", owned: 0, wanted: 1, forTrade: 0 }] }), 200);
  await status(binderRoute(request("PUT", "/api/v1/trade/binder", { json: { public: true }, cookie: bob.cookie })), 200);
  const created = await createOfferRoute(
    request("POST", "/api/v1/trade/offers", { json: { to: "bob", give: [{ game: GAME, code: "boot-camp", count: 1 }], get: [] }, cookie: alice.cookie }),
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await status(acceptRoute(request("POST", `/api/v1/trade/offers/${id}/accept`, { cookie: bob.cookie }), params({ id })), 200);
  expect(await countsOf(alice, "boot-camp")).toEqual({ owned: 2, wanted: 0, forTrade: 1 });

  // The late change (queued offline on the counts shown before the trade), with another card beside it.
  const late = await status(
    put(alice, {
      items: [
        { game: GAME, code: "mint", owned: 4, wanted: 0, forTrade: 0, was: { owned: 0, wanted: 0, forTrade: 0 } },
        { game: GAME, code: "boot-camp", owned: 3, wanted: 1, forTrade: 2, was: { owned: 3, wanted: 0, forTrade: 2 } },
      ],
    }),
    409,
  );
  expect(late.error?.code).toBe("COLLECTION_CHANGED");
  expect(late.error?.message).toContain('dark-eden card "boot-camp" changed meanwhile');
  expect(late.error?.issues?.map((i) => i.path)).toEqual(["items.1.was"]);
  expect(await countsOf(alice, "boot-camp")).toEqual({ owned: 2, wanted: 0, forTrade: 1 });
  expect(await countsOf(alice, "mint")).toBeNull();

  // bob received the card: his change made on "nothing owned" is refused too (the row exists now).
  const bobs = await status(
    put(bob, { items: [{ game: GAME, code: "boot-camp", owned: 0, wanted: 3, forTrade: 0, was: { owned: 0, wanted: 1, forTrade: 0 } }] }),
    409,
  );
  expect(bobs.error?.code).toBe("COLLECTION_CHANGED");
  expect(await countsOf(bob, "boot-camp")).toEqual({ owned: 1, wanted: 0, forTrade: 0 });
});

it("a malformed `was` is a 400 naming it, nothing written", async () => {
  const bad = await status(
    put(alice, { items: [{ game: GAME, code: "mint", owned: 1, wanted: 0, forTrade: 0, was: { owned: -1, wanted: 0, forTrade: 0 } }] }),
    400,
  );
  expect(bad.error?.message).toMatch(/^items\.0\.was\.owned: must be a whole number/);
  expect(await countsOf(alice, "mint")).toBeNull();
});
