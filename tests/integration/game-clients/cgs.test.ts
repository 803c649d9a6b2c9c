import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { bundledCatalogFiles, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { GET as exportRoute } from "@/app/api/v1/decks/[id]/export/route";
import { GET as definitionRoute } from "@/app/api/v1/export/cgs/[file]/route";
import { GET as cardsRoute } from "@/app/api/v1/export/cgs/[file]/cards.json/route";
import { GET as setsRoute } from "@/app/api/v1/export/cgs/[file]/sets.json/route";
import { GET as pngRoute } from "@/app/api/v1/cards/[game]/[code]/face.png/route";
import { GAME_SLUGS } from "@/lib/games";
import { registerUser } from "@/lib/accounts/service";

// CONTRACTS §10 "Card Game Simulator" (docs/contracts.md): the definition's fields, URLs that
// answer, a card list with every catalog card, and deck text lines `N [id] Name (SET)`.

let aliceCookie: string;

/** Answers an absolute URL of this instance by calling the route that serves it. */
async function get(url: string): Promise<Response> {
  const u = new URL(url);
  const parts = u.pathname.split("/");
  const path = `${u.pathname}${u.search}`;
  if (u.pathname.endsWith("/face.png")) return pngRoute(request("GET", path), params({ game: parts[4], code: decodeURIComponent(parts[5]) }));
  if (u.pathname.endsWith("/cards.json")) return cardsRoute(request("GET", path), params({ file: parts[5] }));
  if (u.pathname.endsWith("/sets.json")) return setsRoute(request("GET", path), params({ file: parts[5] }));
  return definitionRoute(request("GET", path), params({ file: parts[5] }));
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  aliceCookie = await sessionCookie(await registerUser({ username: "alice", password: "alice's long password" }));
});

describe("Card Game Simulator game definition", () => {
  it("has every field the contract names; its URLs answer; its card list has every catalog card", async () => {
    for (const game of GAME_SLUGS) {
      const res = await definitionRoute(request("GET", `/api/v1/export/cgs/${game}.json?locale=es`), params({ file: `${game}.json` }));
      expect(res.status).toBe(200);
      const def = await res.json();
      for (const field of [
        "name",
        "allCardsUrl",
        "allSetsUrl",
        "cardImageUrl",
        "cardIdIdentifier",
        "cardNameIdentifier",
        "cardSetIdentifier",
        "cardProperties",
        "cardSize",
        "deckFileType",
        "autoUpdate",
        "autoUpdateUrl",
        "copyright",
      ])
        expect(def, `${game}: ${field}`).toHaveProperty(field);
      expect(def.deckFileType).toBe("txt");
      expect(def.cardImageUrl).toContain("{cardId}");
      expect(def.cardSize.x).toBeCloseTo(2.48, 2);
      expect(def.cardSize.y).toBeCloseTo(3.46, 2);
      expect((await get(def.autoUpdateUrl)).status).toBe(200);
      const setsRes = await get(def.allSetsUrl);
      expect(setsRes.status).toBe(200);
      const sets = (await setsRes.json()) as { code: string; name: string }[];
      const cardsRes = await get(def.allCardsUrl);
      expect(cardsRes.status).toBe(200);
      const cards = (await cardsRes.json()) as Record<string, string>[];
      const catalog = bundledCatalogFiles()
        .filter((f) => f.includes(`/${game}/`))
        .flatMap((f) => JSON.parse(readFileSync(f, "utf8")).cards as { code: string }[]);
      expect(new Set(cards.map((c) => c[def.cardIdIdentifier]))).toEqual(new Set(catalog.map((c) => c.code)));
      const setCodes = new Set(sets.map((s) => s.code));
      for (const card of cards) {
        expect(card[def.cardNameIdentifier]).toBeTruthy();
        expect(setCodes.has(card[def.cardSetIdentifier])).toBe(true);
      }
      const image = await get(def.cardImageUrl.replace("{cardId}", encodeURIComponent(cards[0].id)));
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
    }
  }, 120_000);

  it("answers an unknown game or locale with 404/400 JSON", async () => {
    const bad = await definitionRoute(request("GET", "/api/v1/export/cgs/chess.json"), params({ file: "chess.json" }));
    expect(bad.status).toBe(404);
    expect((await bad.json()).error.code).toBe("NOT_FOUND");
    expect((await cardsRoute(request("GET", "/api/v1/export/cgs/chess/cards.json"), params({ file: "chess" }))).status).toBe(404);
    expect((await setsRoute(request("GET", "/api/v1/export/cgs/dark-eden/sets.json?locale=xx"), params({ file: "dark-eden" }))).status).toBe(400);
  });

  it("writes a deck as N [id] Name (SET) lines whose ids are in the card list", async () => {
    const res = await createDeckRoute(
      request("POST", "/api/v1/decks", {
        json: { name: "CGS", list: "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n3x Livery\n10 Soldat\n", visibility: "public" },
        cookie: aliceCookie,
      }),
    );
    const { id } = await res.json();
    const text = await (await exportRoute(request("GET", `/api/v1/decks/${id}/export?format=cgs&locale=pl`), params({ id }))).text();
    const lines = text.trimEnd().split("\n");
    expect(lines.length).toBe(4);
    const cards = (await (await cardsRoute(request("GET", "/api/v1/export/cgs/dark-eden/cards.json?locale=pl"), params({ file: "dark-eden" }))).json()) as {
      id: string;
      name: string;
      set: string;
    }[];
    for (const line of lines) {
      const m = /^(\d+) \[([^\]]+)\] (.+) \(([^)]+)\)$/.exec(line);
      expect(m, line).not.toBeNull();
      const card = cards.find((c) => c.id === m?.[2]);
      expect(card?.name).toBe(m?.[3]);
      expect(card?.set).toBe(m?.[4]);
    }
    expect(lines.some((l) => l.startsWith("10 ["))).toBe(true);
  });
});
