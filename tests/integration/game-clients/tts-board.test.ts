import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledCatalogFiles, params, request } from "../helpers/http";
import { EXAMPLE_MAP, type Json, okJson, saved, twoUsers } from "../maps/helpers";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { PUT as putDeckMapsRoute } from "@/app/api/v1/decks/[id]/maps/route";
import { GET as exportRoute } from "@/app/api/v1/decks/[id]/export/route";
import { GET as boardRoute } from "@/app/api/v1/decks/[id]/tts/[version]/board/[map]/route";
import { importCatalogFiles } from "@/lib/catalog/import";

// CONTRACTS §10 "Tabletop Simulator" and issue #44 item 5 (docs/play-online.md "Battle for Eden
// board"): a Battle for Eden deck's TTS saved object carries its linked map (CONTRACTS §7) as a
// Custom_Board whose image is the map's hexes as a PNG, served under the sheets' access rules
// (CONTRACTS §10 "Access"): public and unlisted decks without a signature, a private deck's only
// with one, else 404. The map is the Battle for Eden rules' "Map creation ▶ Setup" layout of tiles.

let alice: string;
let bob: string;

const BFE_LIST = "game: battle-for-eden\n3 Small Energy Crystal\n1 Medium Energy Crystal\n";

async function deck(visibility: string, list = BFE_LIST, game = "battle-for-eden"): Promise<{ id: string; version: number }> {
  return okJson(
    await createDeckRoute(request("POST", "/api/v1/decks", { json: { game, name: "On the board", list, visibility }, cookie: alice })),
    201,
  ) as Promise<{
    id: string;
    version: number;
  }>;
}
const link = async (deckId: string, mapIds: string[]) =>
  okJson(await putDeckMapsRoute(request("PUT", `/api/v1/decks/${deckId}/maps`, { json: { mapIds }, cookie: alice }), params({ id: deckId })));
const tts = (id: string, query = "", cookie?: string) =>
  exportRoute(request("GET", `/api/v1/decks/${id}/export?format=tts${query}`, { cookie }), params({ id }));
const boardOf = (saved: Json): Json | undefined => (saved.ObjectStates as Json[]).find((o) => o.Name === "Custom_Board");

/** Fetches a board URL as a game client does (no cookie unless given). */
function fetchBoard(url: string, cookie?: string): Promise<Response> {
  const u = new URL(url);
  const [, , , , id, , version, , file] = u.pathname.split("/");
  return boardRoute(request("GET", `${u.pathname}${u.search}`, { cookie }), params({ id, version, map: decodeURIComponent(file) }));
}

/**
 * The picture's size worked out from the tiles as docs/play-online.md states it: pointy-top hexes
 * 120 px across the flats; the centres' extent (x = q + r/2, y = r · 3/(2√3) hex widths) plus one hex
 * across and 2/√3 down, plus half a hex of margin, rounded up. The example map spans q + r/2 from
 * -4 to 4 and r from -1 to 1: (8 + 1.5) × 120 = 1140 px wide, (3/√3 + 2/√3 + 0.5) × 120 ≈ 406.4 → 407 px high.
 */
function expectedSize(tiles: { q: number; r: number }[]): { width: number; height: number } {
  const xs = tiles.map((t) => t.q + t.r / 2);
  const ys = tiles.map((t) => (t.r * 1.5) / Math.sqrt(3));
  const spanX = Math.max(...xs) - Math.min(...xs) + 1.5;
  const spanY = Math.max(...ys) - Math.min(...ys) + 2 / Math.sqrt(3) + 0.5;
  return { width: Math.ceil(spanX * 120), height: Math.ceil(spanY * 120) };
}

beforeAll(async () => {
  ({ alice, bob } = await twoUsers());
  await importCatalogFiles(bundledCatalogFiles());
});

describe("a Battle for Eden map as the Tabletop Simulator board (CONTRACTS §10, issue #44 item 5)", () => {
  it("a public deck's saved object has its linked map as a Custom_Board whose URL answers a PNG of the map's size", async () => {
    const d = await deck("public");
    const map = await saved(alice, "public", "Two rivers");
    await link(d.id, [map.id]);
    const out = await okJson(await tts(d.id));
    // The play deck stays ObjectStates[0]; the board comes after the decks.
    expect(out.ObjectStates[0].Name).toBe("DeckCustom");
    const board = boardOf(out);
    expect(board).toMatchObject({ Name: "Custom_Board", Nickname: "Two rivers", Locked: true });
    const url: string = board?.CustomImage.ImageURL;
    expect(url).toContain(`/api/v1/decks/${d.id}/tts/${d.version}/board/${map.id}.png`);
    expect(url).not.toContain("sig=");
    const res = await fetchBoard(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    const size = expectedSize(EXAMPLE_MAP.tiles as { q: number; r: number }[]);
    expect(size).toEqual({ width: 1140, height: 407 });
    expect({ width: meta.width, height: meta.height }).toEqual(size);
    // The Heart of Eden (0,0) is drawn where the map puts it (4.75 hex widths from the left, 1.5/√3 + 1/√3 + 0.25
    // from the top), filled gold above its words (sampled 0.8 of the hex's radius above its centre).
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const heartX = Math.round((4 + 0.75) * 120);
    const heartY = Math.round((1.5 / Math.sqrt(3) + 1 / Math.sqrt(3) + 0.25) * 120 - 0.8 * (120 / Math.sqrt(3)));
    expect(at(heartX, heartY)).toEqual([0xf5, 0x9e, 0x0b]);
    // A second request with its ETag: 304, nothing drawn.
    const again = await fetchBoard(url);
    const etag = again.headers.get("etag") ?? "";
    const u = new URL(url);
    const cached = await boardRoute(
      request("GET", u.pathname, { headers: { "if-none-match": etag } }),
      params({ id: d.id, version: String(d.version), map: `${map.id}.png` }),
    );
    expect(cached.status).toBe(304);
  });

  it("?map= picks another linked map; a map not linked, or a deck of another game, is 404 naming the map", async () => {
    const d = await deck("unlisted");
    const first = await saved(alice, "public", "First valley");
    const second = await saved(bob, "unlisted", "Bob's plain");
    const unlinked = await saved(alice, "public", "Elsewhere");
    await link(d.id, [first.id, second.id]);
    expect(boardOf(await okJson(await tts(d.id)))?.Nickname).toBe("First valley");
    const picked = boardOf(await okJson(await tts(d.id, `&map=${second.id}`)));
    expect(picked?.Nickname).toBe("Bob's plain");
    expect((await fetchBoard(picked?.CustomImage.ImageURL)).status).toBe(200);
    const refused = await tts(d.id, `&map=${unlinked.id}`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.code).toBe("MAP_NOT_FOUND");
    // The board of a map not linked to the deck: 404, though the map itself is public.
    const notLinked = await boardRoute(
      request("GET", `/api/v1/decks/${d.id}/tts/${d.version}/board/${unlinked.id}.png`),
      params({ id: d.id, version: String(d.version), map: `${unlinked.id}.png` }),
    );
    expect(notLinked.status).toBe(404);
    // A deck with no linked map has no board; a Dark Eden deck takes no map.
    expect(boardOf(await okJson(await tts((await deck("public")).id)))).toBeUndefined();
    const de = await deck("public", "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n", "dark-eden");
    expect((await tts(de.id, `&map=${first.id}`)).status).toBe(404);
  });

  it("a private deck's board opens only with the signature its export gives: 404 without, for a stale version, or for another reader", async () => {
    const d = await deck("private");
    const map = await saved(alice, "private", "Alice's secret table");
    await link(d.id, [map.id]);
    expect((await tts(d.id)).status).toBe(404);
    const url: string = boardOf(await okJson(await tts(d.id, "", alice)))?.CustomImage.ImageURL;
    expect(url).toMatch(/[?&]sig=/);
    expect(url).toMatch(/[?&]expires=\d+/);
    expect((await fetchBoard(url)).status).toBe(200);
    const unsigned = url.split("?")[0];
    expect((await fetchBoard(unsigned)).status).toBe(404);
    expect((await fetchBoard(unsigned, bob)).status).toBe(404);
    const forged = url.replace(/sig=[^&]+/, "sig=AAAA");
    expect((await fetchBoard(forged)).status).toBe(404);
    const stale = url.replace(`/tts/${d.version}/`, `/tts/${d.version + 1}/`);
    expect((await fetchBoard(stale)).status).toBe(404);
  });

  it("the owner's private map on a shared deck: shown to the owner only, through a signed URL", async () => {
    const d = await deck("public");
    const map = await saved(alice, "private", "Alice's own table");
    await link(d.id, [map.id]);
    // Anyone else's export has no board: they may not see the map.
    expect(boardOf(await okJson(await tts(d.id)))).toBeUndefined();
    expect(boardOf(await okJson(await tts(d.id, "", bob)))).toBeUndefined();
    expect((await tts(d.id, `&map=${map.id}`, bob)).status).toBe(404);
    const url: string = boardOf(await okJson(await tts(d.id, "", alice)))?.CustomImage.ImageURL;
    expect(url).toMatch(/[?&]sig=/);
    expect((await fetchBoard(url)).status).toBe(200);
    expect((await fetchBoard(url.split("?")[0])).status).toBe(404);
  });
});
