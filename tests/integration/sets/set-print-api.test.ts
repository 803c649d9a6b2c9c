import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { ORIGIN, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createRoute } from "@/app/api/v1/sets/route";
import { POST as importRoute } from "@/app/api/v1/sets/import/route";
import { GET as exportRoute } from "@/app/api/v1/sets/[id]/export/route";
import { GET as printRoute } from "@/app/api/v1/sets/[id]/print.pdf/route";
import { PUT as putArtRoute } from "@/app/api/v1/sets/[id]/cards/[code]/art/route";
import { crossSiteRefusal } from "@/lib/http/cross-site";
import { renderProxySheet } from "@/lib/proxies";
import { registerUser } from "@/lib/accounts/service";
import { setFileFromPdf } from "@/lib/sets/pdf-import";
import type { SetView } from "@/lib/sets/service";
import { BFE_WORLD, DARK_EDEN_SET, type SetFile, copyOf, setBody } from "../../support/set-fixtures";
import { extractText, readShapes } from "../../support/pdf-inspect";
import { png } from "../../support/art-images";

let aliceCookie: string;
let bobCookie: string;
let setId: string;
let publicWorld: string;
const MM = 72 / 25.4;

const print = (id: string, query: string, cookie?: string, headers: Record<string, string> = {}) =>
  printRoute(request("GET", `/api/v1/sets/${id}/print.pdf${query}`, { cookie, headers }), params({ id }));

function postPdf(bytes: Uint8Array, cookie: string): Promise<Response> {
  return importRoute(
    new NextRequest(new URL("/api/v1/sets/import", ORIGIN), {
      method: "POST",
      headers: { "content-type": "application/pdf", cookie },
      body: Buffer.from(bytes),
    }),
  );
}

async function pdfOf(res: Response): Promise<Uint8Array> {
  expect(res.status, res.status === 200 ? "" : await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return new Uint8Array(await res.arrayBuffer());
}

async function errorOf(res: Response, status: number): Promise<{ code: string; message: string }> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

async function newSet(file: SetFile, cookie: string, visibility: string) {
  const res = await createRoute(request("POST", "/api/v1/sets", { json: setBody(file, visibility), cookie }));
  expect(res.status).toBe(201);
  return (await res.json()) as SetView;
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  aliceCookie = await sessionCookie(await registerUser({ username: "alice", password: "alice's long password" }));
  bobCookie = await sessionCookie(await registerUser({ username: "bob", password: "bob's long password" }));
  setId = (await newSet(copyOf(DARK_EDEN_SET), aliceCookie, "private")).id;
  publicWorld = (await newSet(copyOf(BFE_WORLD), aliceCookie, "public")).id;
  const art = await png(600, 400);
  const res = await putArtRoute(
    new NextRequest(new URL(`/api/v1/sets/${setId}/cards/marshal-vey/art`, ORIGIN), {
      method: "PUT",
      headers: { "content-type": "image/png", cookie: aliceCookie },
      body: Buffer.from(art),
    }),
    params({ id: setId, code: "marshal-vey" }),
  );
  expect(res.status).toBe(200);
});

describe("GET /api/v1/sets/:id/print.pdf", () => {
  it("prints every card once on A4 (13 cards: 9 + 4) and on Letter with a wide bleed (6 a page: 6 + 6 + 1)", async () => {
    const a4 = await readShapes(await pdfOf(await print(setId, "?paper=a4", aliceCookie)));
    expect(a4).toHaveLength(2);
    expect(Math.abs(a4[0].width - 210 * MM)).toBeLessThan(0.3);
    expect(Math.abs(a4[0].height - 297 * MM)).toBeLessThan(0.3);
    const letter = await readShapes(await pdfOf(await print(setId, "?paper=letter&bleed=wide&marks=lines", aliceCookie)));
    expect(letter).toHaveLength(3);
    expect([letter[0].width, letter[0].height]).toEqual([612, 792]);
    // Each card's edge fills its card plus 3 mm on every side.
    const bleeds = letter.flatMap((p) => p.rects.filter((r) => Math.abs(r.w - 69 * MM) < 0.3 && Math.abs(r.h - 94 * MM) < 0.3));
    expect(bleeds).toHaveLength(13);
  });

  it("prints one card when asked, with its art, and names the file after the set and card", async () => {
    const res = await print(setId, "?card=marshal-vey", aliceCookie);
    expect(res.headers.get("content-disposition")).toContain("homebrew-outposts-marshal-vey.pdf");
    const pdf = await pdfOf(res);
    const text = await extractText(pdf);
    expect(text).toContain("Marshal Vey");
    expect(text).not.toContain("Frontier Outpost");
    expect(Buffer.from(pdf).includes("/Subtype /Image")).toBe(true);
    const withoutArt = await pdfOf(await print(setId, "?card=outpost-1", aliceCookie));
    expect(Buffer.from(withoutArt).includes("/Subtype /Image")).toBe(false);
    expect((await errorOf(await print(setId, "?card=nope", aliceCookie), 404)).code).toBe("CARD_NOT_FOUND");
  });

  it("prints the faces' own words in the language asked for (Polish), English by default", async () => {
    const english = await extractText(await pdfOf(await print(setId, "?card=marshal-vey", aliceCookie)));
    const polish = await extractText(await pdfOf(await print(setId, "?card=marshal-vey&locale=pl", aliceCookie)));
    expect(english).toContain("Provides");
    expect(polish).toContain("Dostarcza");
    expect(polish).not.toContain("Provides");
  });

  it("carries the set's export as <set-code>.json, and POST /sets/import takes the PDF back as a new set", async () => {
    const pdf = await pdfOf(await print(setId, "?bleed=narrow", aliceCookie));
    const exported = await (await exportRoute(request("GET", `/api/v1/sets/${setId}/export`, { cookie: aliceCookie }), params({ id: setId }))).json();
    expect(await setFileFromPdf(pdf)).toEqual({ name: "homebrew-outposts.json", file: exported });
    const res = await postPdf(pdf, bobCookie);
    const imported = (await res.json()) as SetView;
    expect(res.status, JSON.stringify(imported)).toBe(201);
    expect(imported).toMatchObject({ owner: "bob", code: "homebrew-outposts", game: "dark-eden", visibility: "private" });
    expect(imported.id).not.toBe(setId);
    expect(imported.cards).toEqual(exported.cards);
  });

  it("round-trips a Battle for Eden World with its civilizations, and prints a public set without a session", async () => {
    const pdf = await pdfOf(await print(publicWorld, "?marks=none"));
    expect(await extractText(pdf)).toContain(BFE_WORLD.cards[0].name as string);
    const imported = (await (await postPdf(pdf, bobCookie)).json()) as SetView;
    expect(imported.civilizations).toEqual(BFE_WORLD.civilizations);
    expect(imported.cards.map((c) => c.code)).toEqual(BFE_WORLD.cards.map((c) => c.code));
  });

  it("answers 404 for someone else's private set, with or without a session, and 400 for an unknown option", async () => {
    expect((await errorOf(await print(setId, "", bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await print(setId, ""), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await print(setId, "?bleed=huge", aliceCookie), 400)).code).toBe("INVALID_REQUEST");
    expect((await errorOf(await print(setId, "?paper=a3", aliceCookie), 400)).code).toBe("INVALID_REQUEST");
  });
});

describe("POST /api/v1/sets/import with a PDF", () => {
  it("refuses a PDF without a set file, and bytes that are no PDF, saying which", async () => {
    const deckSheet = await renderProxySheet({ cards: [{ game: "dark-eden", card: { code: "x", name: "X" }, copies: 1 }], paper: "a4" });
    expect((await errorOf(await postPdf(deckSheet, aliceCookie), 400)).code).toBe("PDF_NO_SET_FILE");
    expect((await errorOf(await postPdf(new TextEncoder().encode("%PDF-1.7 nothing"), aliceCookie), 400)).code).toBe("PDF_UNREADABLE");
  });

  it("passes the cross-site check as application/pdf on the import route only", () => {
    const req = (path: string) =>
      new NextRequest(new URL(path, ORIGIN), { method: "POST", headers: { "content-type": "application/pdf", origin: ORIGIN }, body: "x" });
    expect(crossSiteRefusal(req("/api/v1/sets/import"))).toBeNull();
    expect(crossSiteRefusal(req("/api/v1/sets"))?.status).toBe(415);
  });
});
