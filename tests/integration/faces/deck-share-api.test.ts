import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createRoute } from "@/app/api/v1/decks/route";
import { GET as shareRoute } from "@/app/api/v1/decks/[id]/share.png/route";
import { registerUser } from "@/lib/accounts/service";
import { deckShareWords } from "@/lib/decks/share";

let aliceCookie: string;
let bobCookie: string;

const LIST = `game: dark-eden
commander: Kommendant Leitheusser
5 Boot Camp
3x Livery
10 Soldat
`;

async function deck(visibility: string, name = "Rasputin Rush — Żółć"): Promise<string> {
  const res = await createRoute(request("POST", "/api/v1/decks", { json: { game: "dark-eden", name, list: LIST, visibility }, cookie: aliceCookie }));
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

const share = (id: string, cookie?: string, headers: Record<string, string> = {}, query = "") =>
  shareRoute(request("GET", `/api/v1/decks/${id}/share.png${query}`, { cookie, headers }), params({ id }));

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  aliceCookie = await sessionCookie(await registerUser({ username: "alice", password: "alice's long password" }));
  bobCookie = await sessionCookie(await registerUser({ username: "bob", password: "bob's long password" }));
});

describe("GET /api/v1/decks/:id/share.png", () => {
  it("is a 1200 × 630 PNG for a public or unlisted deck, for anyone, with an ETag and 304", async () => {
    for (const visibility of ["public", "unlisted"]) {
      const id = await deck(visibility);
      for (const cookie of [undefined, bobCookie, aliceCookie]) {
        const res = await share(id, cookie, {}, "?locale=pl");
        expect(res.status, visibility).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/png");
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
        const again = await share(id, cookie, { "if-none-match": res.headers.get("etag") ?? "" }, "?locale=pl");
        expect(again.status).toBe(304);
      }
    }
  }, 60_000);

  it("draws the commander's face and the words (not a blank picture)", async () => {
    const id = await deck("public");
    const png = Buffer.from(await (await share(id)).arrayBuffer());
    const { channels } = await sharp(png).stats();
    // The picture has dark ink (words, the face's frame) and light paper.
    expect(Math.min(...channels.map((c) => c.min))).toBeLessThan(60);
    expect(Math.max(...channels.map((c) => c.max))).toBeGreaterThan(230);
    // The left third (the face) is not the plain background.
    const face = await sharp(png).extract({ left: 60, top: 60, width: 360, height: 500 }).stats();
    expect(face.channels[0].stdev).toBeGreaterThan(20);
  });

  it("is 404 for a private deck, for its owner too and for anyone else", async () => {
    const id = await deck("private");
    for (const cookie of [aliceCookie, bobCookie, undefined]) {
      const res = await share(id, cookie);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).not.toBe("image/png");
    }
    expect((await share("no-such-deck-id")).status).toBe(404);
  });
});

describe("the share picture's words", () => {
  const EDEN_LIST = readFileSync(path.resolve("tests/fixtures/decks/eden-bamaka-100.txt"), "utf8");

  it("an EDEN warband says its points, in each language; a Dark Eden deck its cards", async () => {
    const res = await createRoute(
      request("POST", "/api/v1/decks", {
        json: { game: "eden-skirmish", name: "Sabaka's Hundred", list: EDEN_LIST, visibility: "public" },
        cookie: aliceCookie,
      }),
    );
    expect(res.status).toBe(201);
    const warband = (await res.json()).id;
    expect((await deckShareWords(null, warband, "en")).size).toBe("100 points");
    expect((await deckShareWords(null, warband, "pl")).size).toBe("100 punktów");
    expect((await deckShareWords(null, warband, "es")).size).toBe("100 puntos");
    expect((await deckShareWords(null, await deck("unlisted"), "en")).size).toBe("18 cards");
  });
});
