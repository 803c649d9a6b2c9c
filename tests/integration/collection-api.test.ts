import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { type ErrorIssue, params, request, sessionCookie, useTestAuthEnv } from "./helpers/http";
import { GET as getRoute, PUT as putRoute } from "@/app/api/v1/collection/route";
import { GET as csvRoute } from "@/app/api/v1/collection.csv/route";
import { POST as importRoute } from "@/app/api/v1/collection/import/route";
import { GET as lacksRoute, POST as addWantedRoute } from "@/app/api/v1/decks/[id]/lacks/route";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { db } from "@/lib/db/client";
import { registerUser, type Account } from "@/lib/accounts/service";
import type { DeckLacks } from "@/lib/collection/lacks";
import type { ImportReport } from "@/lib/collection/csv-service";
import type { CollectionItem } from "@/lib/collection/counts";

let alice: Account;
let bob: Account;
let aliceCookie: string;
let bobCookie: string;

const HEADER = "game,code,name,owned,wanted,forTrade";

const get = (cookie?: string, query = "") => getRoute(request("GET", `/api/v1/collection${query}`, { cookie }));
const put = (json: unknown, cookie?: string) => putRoute(request("PUT", "/api/v1/collection", { json, cookie }));
const csv = (cookie?: string) => csvRoute(request("GET", "/api/v1/collection.csv", { cookie }));
const importCsv = (text: string, mode: "preview" | "apply", cookie?: string) =>
  importRoute(request("POST", `/api/v1/collection/import?mode=${mode}`, { body: text, cookie, headers: { "content-type": "text/csv" } }));
const lacks = (id: string, cookie?: string) => lacksRoute(request("GET", `/api/v1/decks/${id}/lacks`, { cookie }), params({ id }));
const addWanted = (id: string, cookie?: string) => addWantedRoute(request("POST", `/api/v1/decks/${id}/lacks`, { cookie }), params({ id }));

/** A response's JSON body, after checking its status, read as the route's contract type `T`. */
async function ok<T = unknown>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const body = await r.clone().text();
  expect(r.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function errorOf(res: Response | Promise<Response>, status: number): Promise<{ code: string; message: string; issues?: ErrorIssue[] }> {
  const r = await res;
  expect(r.status).toBe(status);
  return (await r.json()).error;
}

async function itemsOf(cookie: string, query = ""): Promise<CollectionItem[]> {
  return (await ok<{ items: CollectionItem[] }>(get(cookie, query))).items;
}

async function entryCount(ownerId: string): Promise<number> {
  return (await db()).collectionEntry.count({ where: { ownerId } });
}

async function createDeck(cookie: string, list: string, visibility: string): Promise<string> {
  return (await ok<{ id: string }>(createDeckRoute(request("POST", "/api/v1/decks", { json: { list, visibility }, cookie })), 201)).id;
}

async function clear(cookie: string) {
  const items = await itemsOf(cookie);
  if (items.length) await ok(put({ items: items.map((i) => ({ ...i, owned: 0, wanted: 0, forTrade: 0 })) }, cookie));
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  alice = await registerUser({ username: "alice", password: "alice's long password" });
  bob = await registerUser({ username: "bob", password: "bob's long password" });
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(bob);
});

describe("without a session", () => {
  it("every collection route answers 401", async () => {
    for (const res of [get(), put({ items: [] }), csv(), importCsv(`${HEADER}\n`, "preview"), importCsv(`${HEADER}\n`, "apply"), lacks("x"), addWanted("x")]) {
      expect((await errorOf(res, 401)).code).toBe("UNAUTHENTICATED");
    }
    expect((await errorOf(get("next-auth.session-token=forged"), 401)).code).toBe("UNAUTHENTICATED");
  });
});

describe("GET and PUT /api/v1/collection", () => {
  it("sets counts and reads them back sorted by game then code, filtered by game", async () => {
    const res = await ok<{ updated: number }>(
      put(
        {
          items: [
            { game: "eden-skirmish", code: "yuri", owned: 1, wanted: 0, forTrade: 0 },
            { game: "dark-eden", code: "livery", owned: 2, wanted: 1, forTrade: 0 },
            { game: "dark-eden", code: "boot-camp", owned: 5, wanted: 0, forTrade: 2 },
          ],
        },
        aliceCookie,
      ),
    );
    expect(res).toEqual({ updated: 3 });
    expect(await itemsOf(aliceCookie)).toEqual([
      { game: "dark-eden", code: "boot-camp", owned: 5, wanted: 0, forTrade: 2 },
      { game: "dark-eden", code: "livery", owned: 2, wanted: 1, forTrade: 0 },
      { game: "eden-skirmish", code: "yuri", owned: 1, wanted: 0, forTrade: 0 },
    ]);
    expect(await itemsOf(aliceCookie, "?game=eden-skirmish")).toEqual([{ game: "eden-skirmish", code: "yuri", owned: 1, wanted: 0, forTrade: 0 }]);
    expect((await errorOf(get(aliceCookie, "?game=chess"), 400)).code).toBe("INVALID_REQUEST");
  });

  it("is idempotent: the same PUT twice leaves the same collection and the same rows", async () => {
    const body = { items: [{ game: "dark-eden", code: "soldat", owned: 3, wanted: 1, forTrade: 1 }] };
    await ok(put(body, aliceCookie));
    const first = await itemsOf(aliceCookie);
    const rows = await entryCount(alice.id);
    await ok(put(body, aliceCookie));
    expect(await itemsOf(aliceCookie)).toEqual(first);
    expect(await entryCount(alice.id)).toBe(rows);
  });

  it("all three counts at 0 removes the card from the collection", async () => {
    await ok(put({ items: [{ game: "dark-eden", code: "soldat", owned: 0, wanted: 0, forTrade: 0 }] }, aliceCookie));
    expect((await itemsOf(aliceCookie)).map((i) => i.code)).not.toContain("soldat");
  });

  it.each([
    ["-1", { owned: -1 }, "items.1.owned"],
    ["10000", { wanted: 10000 }, "items.1.wanted"],
    ["1.5", { forTrade: 1.5 }, "items.1.forTrade"],
    ["a string", { owned: "3" }, "items.1.owned"],
    ["an unknown card", { code: "no-such-card" }, "items.1.code"],
    ["an unknown game", { game: "chess" }, "items.1.game"],
    ["a missing count", { owned: undefined }, "items.1.owned"],
  ])("400 for %s, naming the item, and nothing applied", async (_label, change, path) => {
    const before = await itemsOf(aliceCookie);
    const good = { game: "dark-eden", code: "storehouse", owned: 4, wanted: 0, forTrade: 0 };
    const bad = { game: "dark-eden", code: "blitz", owned: 1, wanted: 0, forTrade: 0, ...change };
    const error = await errorOf(put({ items: [good, bad] }, aliceCookie), 400);
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toContain(path);
    expect(error.message).toContain("Nothing was changed");
    expect(error.issues).toContainEqual(expect.objectContaining({ path }));
    expect(await itemsOf(aliceCookie)).toEqual(before);
  });

  it("400 for the same card twice, for more than 5,000 items, for malformed JSON", async () => {
    const item = { game: "dark-eden", code: "blitz", owned: 1, wanted: 0, forTrade: 0 };
    expect((await errorOf(put({ items: [item, item] }, aliceCookie), 400)).message).toMatch(/^items\.1: .*items\[0\]/);
    const many = Array.from({ length: 5001 }, () => item);
    expect((await errorOf(put({ items: many }, aliceCookie), 400)).message).toContain("at most 5000 items");
    expect((await errorOf(putRoute(request("PUT", "/api/v1/collection", { body: "{", cookie: aliceCookie })), 400)).code).toBe("MALFORMED_JSON");
  });

  it("400 naming the card and forTrade when forTrade passes owned; nothing is written (#48)", async () => {
    const carolCookie = await sessionCookie(await registerUser({ username: "carol", password: "carol's long password" }));
    const fine = { game: "dark-eden", code: "blitz", owned: 2, wanted: 0, forTrade: 2 };
    const tooMany = { game: "dark-eden", code: "livery", owned: 1, wanted: 0, forTrade: 5 };
    const error = await errorOf(put({ items: [fine, tooMany] }, carolCookie), 400);
    expect(error.code).toBe("INVALID_REQUEST");
    expect(error.message).toMatch(/^items\.1\.forTrade: dark-eden card "livery": 5 for trade but 1 owned/);
    expect(error.issues).toContainEqual(expect.objectContaining({ path: "items.1.forTrade" }));
    expect(await itemsOf(carolCookie)).toEqual([]);
    // Lowering owned below forTrade is refused the same way; lowering both together is fine.
    await ok(put({ items: [fine] }, carolCookie));
    expect((await errorOf(put({ items: [{ ...fine, owned: 1 }] }, carolCookie), 400)).issues).toContainEqual(
      expect.objectContaining({ path: "items.0.forTrade" }),
    );
    await ok(put({ items: [{ ...fine, owned: 1, forTrade: 1 }] }, carolCookie));
    expect(await itemsOf(carolCookie)).toEqual([{ ...fine, owned: 1, forTrade: 1 }]);
  });

  it("one user's collection is invisible to another", async () => {
    expect(await itemsOf(bobCookie)).toEqual([]);
    await ok(put({ items: [{ game: "dark-eden", code: "livery", owned: 9, wanted: 0, forTrade: 0 }] }, bobCookie));
    expect(await itemsOf(bobCookie)).toEqual([{ game: "dark-eden", code: "livery", owned: 9, wanted: 0, forTrade: 0 }]);
    expect((await itemsOf(aliceCookie)).find((i) => i.code === "livery")).toMatchObject({ owned: 2 });
    await clear(bobCookie);
  });
});

describe("GET /api/v1/collection.csv", () => {
  it("is a UTF-8 CSV attachment of the caller's cards with any count, sorted by game then code", async () => {
    await ok(put({ items: [{ game: "dark-eden", code: "livery", owned: 1, wanted: 0, forTrade: 0 }] }, bobCookie));
    const res = await csv(aliceCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    const text = await res.text();
    expect(text.split("\r\n")).toEqual([HEADER, "dark-eden,boot-camp,Boot Camp,5,0,2", "dark-eden,livery,Livery,2,1,0", "eden-skirmish,yuri,Yûri,1,0,0", ""]);
    expect(await (await csv(bobCookie)).text()).toBe(`${HEADER}\r\ndark-eden,livery,Livery,1,0,0\r\n`);
    await clear(bobCookie);
  });
});

describe("POST /api/v1/collection/import", () => {
  it("matches names in Polish, English and without diacritics, within the row's game; preview writes nothing", async () => {
    await clear(bobCookie);
    const text = [
      "game,code,name,owned,wanted,forTrade",
      "dark-eden,,Obóz Szkoleniowy,2,0,0", // Polish → boot-camp
      "dark-eden,,STAJNIE,1,,", // Polish, upper case → livery
      "dark-eden,,zolnierz hordy,3,1,0", // Żołnierz Hordy without diacritics → horde-trooper
      "Dark Eden,,Blessing, or Curse?,1,0,0".replace("Blessing, or Curse?", '"blessing, or curse?"'), // English, any case
      "eden-skirmish,,YURI,1,0,0", // Yûri
      "eden-skirmish,,Obóz Szkoleniowy,1,0,0", // a Dark Eden name in another game: unmatched
    ].join("\n");
    const report = await ok<ImportReport>(importCsv(text, "preview", bobCookie));
    expect(report).toMatchObject({ rows: 6, ok: false, applied: false, counts: { added: 5, changed: 0, unchanged: 0, unmatched: 1, invalid: 0 } });
    expect(report.added.map((r) => [r.line, r.game, r.code])).toEqual([
      [2, "dark-eden", "boot-camp"],
      [3, "dark-eden", "livery"],
      [4, "dark-eden", "horde-trooper"],
      [5, "dark-eden", "blessing-or-curse"],
      [6, "eden-skirmish", "yuri"],
    ]);
    expect(report.added[1].after).toEqual({ owned: 1, wanted: 0, forTrade: 0 });
    expect(report.unmatched).toEqual([expect.objectContaining({ line: 7, game: "eden-skirmish", name: "Obóz Szkoleniowy" })]);
    expect(await itemsOf(bobCookie)).toEqual([]);
  });

  it("a CSV with a bad row reports its line number and field, and apply writes nothing", async () => {
    const text = [HEADER, "dark-eden,boot-camp,,2,0,0", "dark-eden,livery,,-1,0,0", "chess,pawn,,1,0,0", "dark-eden,no-such-card,,1,0,0"].join("\n");
    const preview = await ok<ImportReport>(importCsv(text, "preview", bobCookie));
    expect(preview.ok).toBe(false);
    expect(preview.invalid.map((p) => [p.line, p.field])).toEqual([
      [3, "owned"],
      [4, "game"],
    ]);
    expect(preview.unmatched.map((p) => p.line)).toEqual([5]);
    const error = await errorOf(importCsv(text, "apply", bobCookie), 400);
    expect(error.code).toBe("IMPORT_REJECTED");
    expect(error.message).toMatch(/^Nothing was imported: line 3, owned: "-1" is not a whole number from 0 to 9999 \(and 2 more\)/);
    expect(error.issues!.map((p) => [p.line, p.field])).toEqual([
      [3, "owned"],
      [4, "game"],
      [5, "code"],
    ]);
    expect(await itemsOf(bobCookie)).toEqual([]);
  });

  it("applies in one go; a blank cell or a missing column keeps that count; export → import changes nothing", async () => {
    await ok(put({ items: [{ game: "dark-eden", code: "livery", owned: 2, wanted: 4, forTrade: 2 }] }, bobCookie));
    const text = ["game,code,name,owned,wanted", "dark-eden,livery,,3,", "dark-eden,,Obóz Szkoleniowy,2,1"].join("\n");
    const applied = await ok<ImportReport>(importCsv(text, "apply", bobCookie));
    expect(applied).toMatchObject({ ok: true, applied: true, counts: { added: 1, changed: 1, unchanged: 0 } });
    expect(applied.changed[0]).toMatchObject({
      line: 2,
      code: "livery",
      before: { owned: 2, wanted: 4, forTrade: 2 },
      after: { owned: 3, wanted: 4, forTrade: 2 },
    });
    expect(await itemsOf(bobCookie)).toEqual([
      { game: "dark-eden", code: "boot-camp", owned: 2, wanted: 1, forTrade: 0 },
      { game: "dark-eden", code: "livery", owned: 3, wanted: 4, forTrade: 2 },
    ]);

    const exported = await (await csv(bobCookie)).text();
    const again = await ok<ImportReport>(importCsv(exported, "apply", bobCookie));
    expect(again.counts).toEqual({ added: 0, changed: 0, unchanged: 2, unmatched: 0, invalid: 0 });
    expect(await (await csv(bobCookie)).text()).toBe(exported);
  });

  it("a row leaving forTrade above owned is a problem on its line and field, a kept count included; apply writes nothing (#48)", async () => {
    const daveCookie = await sessionCookie(await registerUser({ username: "dave", password: "dave's long password" }));
    await ok(put({ items: [{ game: "dark-eden", code: "livery", owned: 3, wanted: 0, forTrade: 3 }] }, daveCookie));
    // Line 2 sets forTrade past owned; line 3 lowers owned below the forTrade it keeps (blank cell).
    const text = [HEADER, "dark-eden,boot-camp,,1,0,5", "dark-eden,livery,,1,0,"].join("\n");
    const preview = await ok<ImportReport>(importCsv(text, "preview", daveCookie));
    expect(preview.ok).toBe(false);
    expect(preview.invalid.map((p) => [p.line, p.field, p.key])).toEqual([
      [2, "forTrade", "forTradeOverOwned"],
      [3, "forTrade", "forTradeOverOwned"],
    ]);
    const error = await errorOf(importCsv(text, "apply", daveCookie), 400);
    expect(error.code).toBe("IMPORT_REJECTED");
    expect(error.message).toContain("line 2, forTrade: 5 for trade but 1 owned");
    expect(await itemsOf(daveCookie)).toEqual([{ game: "dark-eden", code: "livery", owned: 3, wanted: 0, forTrade: 3 }]);
  });

  it("a row repeating a card is a problem naming both lines", async () => {
    const text = [HEADER, "dark-eden,boot-camp,,1,0,0", "dark-eden,,Boot Camp,2,0,0"].join("\n");
    const report = await ok<ImportReport>(importCsv(text, "preview", bobCookie));
    expect(report.invalid).toEqual([expect.objectContaining({ line: 3, message: expect.stringContaining("line 2") })]);
  });

  it("refuses a file without the header (400) and one over 2 MB (413)", async () => {
    expect((await errorOf(importCsv("boot-camp,1\n", "preview", bobCookie), 400)).code).toBe("CSV_HEADER");
    const big = `${HEADER}\n${"dark-eden,boot-camp,,1,0,0\n".repeat(80_000)}`;
    expect((await errorOf(importCsv(big, "preview", bobCookie), 413)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("one user's import never touches another's collection", async () => {
    const alices = await itemsOf(aliceCookie);
    await ok(importCsv([HEADER, "dark-eden,boot-camp,,0,0,0", "dark-eden,livery,,7,0,0"].join("\n"), "apply", bobCookie));
    expect(await itemsOf(aliceCookie)).toEqual(alices);
  });
});

describe("what a deck lacks", () => {
  const LIST = `game: dark-eden
name: Short of cards
commander: Kommendant Leitheusser
3 Boot Camp
2 Livery
1 Soldat
`;
  let privateDeck: string;
  let publicDeck: string;

  beforeAll(async () => {
    await clear(aliceCookie);
    await clear(bobCookie);
    privateDeck = await createDeck(aliceCookie, LIST, "private");
    publicDeck = await createDeck(aliceCookie, LIST, "public");
  });

  it("lists needed − owned card by card, the commander included, against the viewer's collection", async () => {
    await ok(
      put(
        {
          items: [
            { game: "dark-eden", code: "boot-camp", owned: 1, wanted: 0, forTrade: 0 },
            { game: "dark-eden", code: "livery", owned: 5, wanted: 0, forTrade: 0 },
          ],
        },
        aliceCookie,
      ),
    );
    const res = await ok<DeckLacks>(lacks(privateDeck, aliceCookie));
    expect(res.deck).toMatchObject({ id: privateDeck, game: "dark-eden", mine: true });
    expect(res.cards).toEqual([
      { code: "kommendant-leitheusser", name: "Kommendant Leitheusser", needed: 1, owned: 0, lacking: 1, wanted: 0 },
      { code: "boot-camp", name: "Boot Camp", needed: 3, owned: 1, lacking: 2, wanted: 0 },
      { code: "soldat", name: "Soldat", needed: 1, owned: 0, lacking: 1, wanted: 0 },
    ]);
    expect(res).toMatchObject({ needed: 7, lacking: 4 });
  });

  it("another viewer of a public deck sees it against their own collection; a private deck is 404 to them", async () => {
    const res = await ok<DeckLacks>(lacks(publicDeck, bobCookie));
    expect(res.deck.mine).toBe(false);
    expect(res.cards.map((c) => [c.code, c.owned, c.lacking])).toEqual([
      ["kommendant-leitheusser", 0, 1],
      ["boot-camp", 0, 3],
      ["livery", 0, 2],
      ["soldat", 0, 1],
    ]);
    expect((await errorOf(lacks(privateDeck, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(addWanted(privateDeck, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(lacks("no-such-deck", aliceCookie), 404)).code).toBe("NOT_FOUND");
  });

  it("adding the shortfall to the wanted list sets wanted = max(wanted, lacking)", async () => {
    await ok(put({ items: [{ game: "dark-eden", code: "soldat", owned: 0, wanted: 4, forTrade: 0 }] }, aliceCookie));
    const res = await ok<DeckLacks & { raised: number }>(addWanted(privateDeck, aliceCookie));
    expect(res.raised).toBe(2);
    const items = await itemsOf(aliceCookie);
    expect(items).toEqual([
      { game: "dark-eden", code: "boot-camp", owned: 1, wanted: 2, forTrade: 0 },
      { game: "dark-eden", code: "kommendant-leitheusser", owned: 0, wanted: 1, forTrade: 0 },
      { game: "dark-eden", code: "livery", owned: 5, wanted: 0, forTrade: 0 },
      { game: "dark-eden", code: "soldat", owned: 0, wanted: 4, forTrade: 0 },
    ]);
    // Twice changes nothing; bob's collection is untouched.
    expect((await ok<DeckLacks & { raised: number }>(addWanted(privateDeck, aliceCookie))).raised).toBe(0);
    expect(await itemsOf(aliceCookie)).toEqual(items);
    expect(await itemsOf(bobCookie)).toEqual([]);
  });

  it("the lacks shrink as cards are marked owned", async () => {
    await ok(put({ items: [{ game: "dark-eden", code: "boot-camp", owned: 3, wanted: 2, forTrade: 0 }] }, aliceCookie));
    const res = await ok<DeckLacks>(lacks(privateDeck, aliceCookie));
    expect(res.cards.map((c) => c.code)).toEqual(["kommendant-leitheusser", "soldat"]);
  });
});
