import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createRoute } from "@/app/api/v1/decks/route";
import { GET as listPublic } from "@/app/api/v1/decks/public/route";
import { GET as getRoute, PUT as putRoute } from "@/app/api/v1/decks/[id]/route";
import { POST as forkRoute } from "@/app/api/v1/decks/[id]/fork/route";
import { GET as proxiesRoute } from "@/app/api/v1/decks/[id]/proxies.pdf/route";
import { db } from "@/lib/db/client";
import { registerUser, type Account } from "@/lib/accounts/service";
import { hit } from "@/lib/quotas/throttle";
import { ANONYMOUS_PROXY_SHEETS, DECKS_PER_USER, PROXY_CARDS_PER_SHEET, VERSIONS_PER_DECK } from "@/lib/quotas/quotas";

const LIST = "game: dark-eden\nname: Quota deck\ncommander: Kommendant Leitheusser\n5 Boot Camp\n10 Soldat\n";

let owner: Account;
let cookie: string;

async function create(c: string, json: unknown) {
  return createRoute(request("POST", "/api/v1/decks", { json, cookie: c }));
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  owner = await registerUser({ username: "quota", password: "quota's long password" });
  cookie = await sessionCookie(owner);
});

describe("quotas", () => {
  it(`${DECKS_PER_USER} decks per user: one more answers 429 TOO_MANY_DECKS, nothing saved`, async () => {
    const filler = await registerUser({ username: "filler", password: "filler's long password" });
    await (await db()).deck.createMany({
      data: Array.from({ length: DECKS_PER_USER }, (_, i) => ({ ownerId: filler.id, gameSlug: "dark-eden", name: `Filler ${i}` })),
    });
    const res = await create(await sessionCookie(filler), { game: "dark-eden", list: LIST });
    expect(res.status).toBe(429);
    const { error } = await res.json();
    expect(error.code).toBe("TOO_MANY_DECKS");
    expect(error.message).toContain(`at most ${DECKS_PER_USER}`);
    expect(await (await db()).deck.count({ where: { ownerId: filler.id } })).toBe(DECKS_PER_USER);
  });

  it(`a deck keeps its newest ${VERSIONS_PER_DECK} versions; older ones are pruned as it is saved`, async () => {
    const created = await create(cookie, { game: "dark-eden", list: LIST });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const client = await db();
    // Versions 2..VERSIONS_PER_DECK+4 written directly, then one real save on top.
    const last = VERSIONS_PER_DECK + 4;
    await client.deckVersion.createMany({ data: Array.from({ length: last - 1 }, (_, i) => ({ deckId: id, version: i + 2, name: "Quota deck", list: LIST })) });
    await client.deck.update({ where: { id }, data: { version: last } });
    const saved = await putRoute(request("PUT", `/api/v1/decks/${id}`, { json: { name: "Renamed", version: last }, cookie }), params({ id }));
    expect(saved.status).toBe(200);
    const versions = await client.deckVersion.findMany({ where: { deckId: id }, orderBy: { version: "asc" }, select: { version: true } });
    expect(versions).toHaveLength(VERSIONS_PER_DECK);
    expect(versions[0].version).toBe(last + 1 - VERSIONS_PER_DECK + 1);
    expect(versions.at(-1)?.version).toBe(last + 1);
  });

  it(`proxy sheets without a session: ${ANONYMOUS_PROXY_SHEETS.limit} an hour per address, then 429; signed in, no such cap`, async () => {
    const created = await create(cookie, { game: "dark-eden", list: LIST, visibility: "public" });
    const { id } = await created.json();
    const sheet = (address: string, c?: string) =>
      proxiesRoute(request("GET", `/api/v1/decks/${id}/proxies.pdf`, { cookie: c, headers: { "x-forwarded-for": address } }), params({ id }));
    expect((await sheet("198.51.100.90")).status).toBe(200);
    for (let i = 1; i < ANONYMOUS_PROXY_SHEETS.limit; i++) await hit(ANONYMOUS_PROXY_SHEETS, "198.51.100.90");
    const refused = await sheet("198.51.100.90");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error).toMatchObject({ code: "TOO_MANY_PROXY_SHEETS", message: expect.stringContaining("Sign in") });
    expect((await sheet("198.51.100.90", cookie)).status).toBe(200);
    expect((await sheet("198.51.100.91")).status).toBe(200);
  });

  it(`a proxy sheet of more than ${PROXY_CARDS_PER_SHEET} cards answers 413`, async () => {
    const big = "game: dark-eden\nname: Too big to print\n999 Soldat\n999 Livery\n"; // 1,998 cards (999 is a line's most)
    const created = await create(cookie, { game: "dark-eden", list: big });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const res = await proxiesRoute(request("GET", `/api/v1/decks/${id}/proxies.pdf`, { cookie }), params({ id }));
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe("PROXY_TOO_MANY_CARDS");
  });
});

describe("copies never reveal an unlisted origin", () => {
  it("a public copy of an unlisted deck shows no origin id to others, in the public listing or the deck itself", async () => {
    const created = await create(cookie, { game: "dark-eden", list: LIST, visibility: "unlisted" });
    const origin = (await created.json()).id as string;
    const copier = await registerUser({ username: "copier", password: "copier's long password" });
    const copierCookie = await sessionCookie(copier);
    const forked = await forkRoute(
      request("POST", `/api/v1/decks/${origin}/fork`, { cookie: copierCookie, json: { name: "Shared copy" } }),
      params({ id: origin }),
    );
    const copy = await forked.json();
    expect(copy.forkedFromId).toBe(origin); // its own owner copied it through the link
    await putRoute(
      request("PUT", `/api/v1/decks/${copy.id}`, { json: { visibility: "public", version: copy.version }, cookie: copierCookie }),
      params({ id: copy.id }),
    );

    for (const sort of ["newest", "copies"]) {
      const page = await (await listPublic(request("GET", `/api/v1/decks/public?sort=${sort}`))).json();
      const listed = page.decks.find((d: { id: string }) => d.id === copy.id);
      expect(listed, sort).toBeTruthy();
      expect(listed.forkedFromId).toBeNull();
      expect(JSON.stringify(page)).not.toContain(origin);
    }
    const asStranger = await (await getRoute(request("GET", `/api/v1/decks/${copy.id}`), params({ id: copy.id }))).json();
    expect(asStranger.forkedFromId).toBeNull();
    expect((await (await getRoute(request("GET", `/api/v1/decks/${copy.id}`, { cookie: copierCookie }), params({ id: copy.id }))).json()).forkedFromId).toBe(
      origin,
    );
  });

  it("a copy of a public deck still names its origin", async () => {
    const origin = (await (await create(cookie, { game: "dark-eden", list: LIST, visibility: "public" })).json()).id as string;
    const other = await registerUser({ username: "other", password: "other's long password" });
    const otherCookie = await sessionCookie(other);
    const copy = await (await forkRoute(request("POST", `/api/v1/decks/${origin}/fork`, { cookie: otherCookie }), params({ id: origin }))).json();
    await putRoute(
      request("PUT", `/api/v1/decks/${copy.id}`, { json: { visibility: "public", version: copy.version }, cookie: otherCookie }),
      params({ id: copy.id }),
    );
    const page = await (await listPublic(request("GET", "/api/v1/decks/public"))).json();
    expect(page.decks.find((d: { id: string }) => d.id === copy.id).forkedFromId).toBe(origin);
  });
});
