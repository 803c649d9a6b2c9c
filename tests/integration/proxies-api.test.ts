import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { extractText } from "../support/pdf-inspect";
import { freshDatabase } from "./fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "./helpers/http";
import { GET as proxiesRoute } from "@/app/api/v1/decks/[id]/proxies.pdf/route";
import { PUT as putCollection } from "@/app/api/v1/collection/route";
import { GET as collectionProxies } from "@/app/api/v1/collection/proxies.pdf/route";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";

// Proxy sheets: a 60-card deck plus its commander prints on 7 pages of nine
// 63 × 88 mm cards, every name extractable ("Obóz Szkoleniowy" intact); the route checks the reader.
const MM = 72 / 25.4;

describe("proxy sheet of a saved deck", () => {
  let owner: { id: string; username: string };
  let other: { id: string; username: string };
  let deckId: string;

  beforeAll(async () => {
    useTestAuthEnv();
    await freshDatabase({ catalog: true });
    owner = await registerUser({ username: "printer", password: "a long enough passphrase" });
    other = await registerUser({ username: "stranger", password: "another long passphrase" });
    const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
    deckId = (await createDeck(owner.id, { game: "dark-eden", name: "Print me", list, visibility: "private" })).id;
  });

  it("prints the 60 cards plus the commander on 7 A4 pages, names intact", async () => {
    const res = await proxiesRoute(
      request("GET", `/api/v1/decks/${deckId}/proxies.pdf?paper=a4`, { cookie: await sessionCookie(owner) }),
      params({ id: deckId }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await res.arrayBuffer());
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(7);
    for (const page of doc.getPages()) {
      expect(Math.abs(page.getWidth() / MM - 210)).toBeLessThan(0.1);
      expect(Math.abs(page.getHeight() / MM - 297)).toBeLessThan(0.1);
    }
    const words = await extractText(pdf);
    expect(words.match(/Obóz Szkoleniowy/g)).toHaveLength(5);
    expect(words).toContain("Cain Mournor");
  });

  it("prints picked cards only, on Letter paper", async () => {
    const res = await proxiesRoute(
      request("GET", `/api/v1/decks/${deckId}/proxies.pdf?paper=letter&codes=boot-camp`, { cookie: await sessionCookie(owner) }),
      params({ id: deckId }),
    );
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(Math.abs(doc.getPage(0).getWidth() - 612)).toBeLessThan(0.3);
  });

  it("prints only what the reader's collection lacks (only=missing), and asks for a session", async () => {
    const cookie = await sessionCookie(owner);
    const put = await putCollection(
      request("PUT", "/api/v1/collection", { cookie, json: { items: [{ game: "dark-eden", code: "boot-camp", owned: 3, wanted: 0, forTrade: 0 }] } }),
    );
    expect(put.status).toBe(200);
    const res = await proxiesRoute(request("GET", `/api/v1/decks/${deckId}/proxies.pdf?only=missing&codes=boot-camp`, { cookie }), params({ id: deckId }));
    expect(res.status).toBe(200);
    const words = await extractText(new Uint8Array(await res.arrayBuffer()));
    expect(words.match(/Obóz Szkoleniowy/g)).toHaveLength(2);
    expect((await proxiesRoute(request("GET", `/api/v1/decks/${deckId}/proxies.pdf?only=missing`), params({ id: deckId }))).status).toBe(401);
  });

  it("is 404 for someone else's private deck and for no session, 400 for a bad paper", async () => {
    expect(
      (await proxiesRoute(request("GET", `/api/v1/decks/${deckId}/proxies.pdf`, { cookie: await sessionCookie(other) }), params({ id: deckId }))).status,
    ).toBe(404);
    expect((await proxiesRoute(request("GET", `/api/v1/decks/${deckId}/proxies.pdf`), params({ id: deckId }))).status).toBe(404);
    expect(
      (await proxiesRoute(request("GET", `/api/v1/decks/${deckId}/proxies.pdf?paper=a3`, { cookie: await sessionCookie(owner) }), params({ id: deckId })))
        .status,
    ).toBe(400);
  });
});

describe("proxy sheet of my wanted cards", () => {
  it("prints each wanted card as many times as wanted, for the signed-in player only", async () => {
    useTestAuthEnv();
    const collector = await registerUser({ username: "collector", password: "a long enough passphrase" });
    const cookie = await sessionCookie(collector);
    await putCollection(
      request("PUT", "/api/v1/collection", { cookie, json: { items: [{ game: "dark-eden", code: "livery", owned: 0, wanted: 2, forTrade: 0 }] } }),
    );
    const res = await collectionProxies(request("GET", "/api/v1/collection/proxies.pdf?game=dark-eden&list=wanted", { cookie }));
    expect(res.status).toBe(200);
    const words = await extractText(new Uint8Array(await res.arrayBuffer()));
    expect(words.match(/Stajnie/g)).toHaveLength(2);
    expect((await collectionProxies(request("GET", "/api/v1/collection/proxies.pdf?game=dark-eden"))).status).toBe(401);
    expect((await collectionProxies(request("GET", "/api/v1/collection/proxies.pdf?game=got-cgs", { cookie }))).status).toBe(400);
  });
});
