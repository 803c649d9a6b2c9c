import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { ORIGIN, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { GET as catalogFaceRoute } from "@/app/api/v1/cards/[game]/[code]/face.svg/route";
import { GET as setFaceRoute } from "@/app/api/v1/sets/[id]/cards/[code]/face.svg/route";
import { POST as createSetRoute } from "@/app/api/v1/sets/route";
import { PUT as putArtRoute } from "@/app/api/v1/sets/[id]/cards/[code]/art/route";
import { registerUser } from "@/lib/accounts/service";
import { DARK_EDEN_SET, copyOf, setBody } from "../../support/set-fixtures";
import { png } from "../../support/art-images";

let aliceCookie: string;
let bobCookie: string;

const catalogFace = (game: string, code: string, query = "", headers: Record<string, string> = {}) =>
  catalogFaceRoute(request("GET", `/api/v1/cards/${game}/${code}/face.svg${query}`, { headers }), params({ game, code }));
const setFace = (id: string, code: string, cookie?: string, headers: Record<string, string> = {}) =>
  setFaceRoute(request("GET", `/api/v1/sets/${id}/cards/${code}/face.svg`, { cookie, headers }), params({ id, code }));

/** The text of the SVG's <title> and every <text>, unescaped. */
function texts(svg: string): { title: string; runs: string[] } {
  const un = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  const title = un(/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? "");
  return { title, runs: [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => un(m[1])) };
}

async function newSet(cookie: string, visibility: string, cards = copyOf(DARK_EDEN_SET)): Promise<string> {
  const res = await createSetRoute(request("POST", "/api/v1/sets", { json: setBody(cards, visibility), cookie }));
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  aliceCookie = await sessionCookie(await registerUser({ username: "alice", password: "alice's long password" }));
  bobCookie = await sessionCookie(await registerUser({ username: "bob", password: "bob's long password" }));
});

describe("GET /api/v1/cards/:game/:code/face.svg", () => {
  it("draws a catalog card's face with its name in each language it has one, public and cacheable, script-proof", async () => {
    const seen: Record<string, string> = {};
    for (const locale of ["en", "pl", "es"]) {
      const res = await catalogFace("dark-eden", "abdul-iv-of-pale-sun", `?locale=${locale}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
      expect(res.headers.get("cache-control")).toMatch(/^public/);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const svg = await res.text();
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|on[a-z]+=|javascript:/i);
      seen[locale] = texts(svg).title;
      expect(texts(svg).runs.join(" ")).toContain(seen[locale].split(" ")[0]);
    }
    expect(seen).toEqual({ en: "Abdul IV of Pale Sun", pl: "Abdul IV spod Zachodzącego Słońca", es: "Abdul IV of Pale Sun" });
    // The Polish face prints the English name too (as other names are printed under the title).
    const pl = texts(await (await catalogFace("dark-eden", "abdul-iv-of-pale-sun", "?locale=pl")).text());
    expect(pl.runs.some((r) => r.includes("Pale Sun"))).toBe(true);
    // An EDEN profile's Spanish name.
    expect(texts(await (await catalogFace("eden-skirmish", "ngobo", "?locale=es")).text()).title).toBe("Ngobo Brazo-Rápido");
  });

  it("draws every game's cards, English without a locale", async () => {
    for (const [game, code] of [
      ["battle-for-eden", "small-energy-crystal"],
      ["got-cgs", "temblor-sector-exploration"],
      ["eden-skirmish", "yuri"],
    ]) {
      const res = await catalogFace(game, code);
      expect(res.status, `${game}/${code}`).toBe(200);
      expect(texts(await res.text()).runs.length).toBeGreaterThan(3);
    }
  });

  it("answers 304 with no body when the reader has the face; another language is another ETag", async () => {
    const first = await catalogFace("dark-eden", "abdul-iv-of-pale-sun", "?locale=en");
    const etag = first.headers.get("etag") ?? "";
    const again = await catalogFace("dark-eden", "abdul-iv-of-pale-sun", "?locale=en", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    const polish = await catalogFace("dark-eden", "abdul-iv-of-pale-sun", "?locale=pl", { "if-none-match": etag });
    expect(polish.status).toBe(200);
    expect(polish.headers.get("etag")).not.toBe(etag);
  });

  it("is 404 for a card the catalog lacks, 400 naming the field for an unknown game or language", async () => {
    const missing = await catalogFace("dark-eden", "no-such-card");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe("NOT_FOUND");
    const game = await catalogFace("chess", "abdul-iv-of-pale-sun");
    expect(game.status).toBe(400);
    expect(JSON.stringify(await game.json())).toContain("game");
    const locale = await catalogFace("dark-eden", "abdul-iv-of-pale-sun", "?locale=de");
    expect(locale.status).toBe(400);
    expect(JSON.stringify(await locale.json())).toContain("locale");
  });
});

describe("GET /api/v1/sets/:id/cards/:code/face.svg", () => {
  it("draws a visible player-made card with its art embedded, private to the reader's cache, with 304", async () => {
    const id = await newSet(aliceCookie, "unlisted");
    const art = await png(120, 80);
    const put = await putArtRoute(
      new NextRequest(new URL(`/api/v1/sets/${id}/cards/marshal-vey/art`, ORIGIN), {
        method: "PUT",
        headers: { "content-type": "image/png", cookie: aliceCookie },
        body: Buffer.from(art),
      }),
      params({ id, code: "marshal-vey" }),
    );
    expect(put.status).toBe(200);
    for (const cookie of [aliceCookie, bobCookie, undefined]) {
      const res = await setFace(id, "marshal-vey", cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/^private/);
      const svg = await res.text();
      expect(texts(svg).title).toBe("Marshal Vey");
      expect(svg).toMatch(/<image href="data:image\/(png|jpeg);base64,/);
      const again = await setFace(id, "marshal-vey", cookie, { "if-none-match": res.headers.get("etag") ?? "" });
      expect(again.status).toBe(304);
    }
    // A card the set lacks.
    expect((await setFace(id, "no-such-card", aliceCookie)).status).toBe(404);
  });

  it("is 404 for someone else's private set (signed in or not), 200 for its owner", async () => {
    const id = await newSet(aliceCookie, "private");
    expect((await setFace(id, "marshal-vey", aliceCookie)).status).toBe(200);
    for (const cookie of [bobCookie, undefined]) {
      const res = await setFace(id, "marshal-vey", cookie);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain("Marshal");
    }
    expect((await setFace("no-such-set", "marshal-vey", aliceCookie)).status).toBe(404);
  });
});
