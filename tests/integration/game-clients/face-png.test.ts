import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request } from "../helpers/http";
import { GET as pngRoute } from "@/app/api/v1/cards/[game]/[code]/face.png/route";

const png = (game: string, code: string, query = "", headers: Record<string, string> = {}) =>
  pngRoute(request("GET", `/api/v1/cards/${game}/${code}/face.png${query}`, { headers }), params({ game, code }));

beforeAll(async () => {
  await freshDatabase({ catalog: true });
});

// CONTRACTS §10 "Pictures": face.png, default 745 px wide, at most 1500, the card's proportions.
describe("GET /api/v1/cards/:game/:code/face.png", () => {
  it("is a 745 px wide PNG of the card's proportions (63 × 88 mm), with an ETag and 304", async () => {
    const res = await png("dark-eden", "abdul-iv-of-pale-sun", "?locale=pl");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 745, Math.round((745 * 88) / 63)]);
    // Not a blank picture: dark ink (words as outlines) on white paper.
    const { channels } = await sharp(bytes).stats();
    expect(Math.min(...channels.slice(0, 3).map((c) => c.min))).toBeLessThan(80);
    expect(Math.max(...channels.slice(0, 3).map((c) => c.max))).toBe(255);
    const again = await png("dark-eden", "abdul-iv-of-pale-sun", "?locale=pl", { "if-none-match": res.headers.get("etag") ?? "" });
    expect(again.status).toBe(304);
    // Another language or width is another picture.
    const en = await png("dark-eden", "abdul-iv-of-pale-sun", "?locale=en");
    expect(en.headers.get("etag")).not.toBe(res.headers.get("etag"));
  }, 60_000);

  it("draws at the width asked for, up to 1500 px, in every game (gold cards keep their size)", async () => {
    for (const [game, code] of [
      ["dark-eden", "baron-strassbourg"],
      ["eden-skirmish", "yuri"],
      ["battle-for-eden", "small-energy-crystal"],
      ["got-cgs", "temblor-sector-exploration"],
    ]) {
      for (const width of [120, 1500]) {
        const res = await png(game, code, `?width=${width}`);
        expect(res.status, `${game} ${width}`).toBe(200);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.width).toBe(width);
        expect(Math.abs((meta.height ?? 0) / width - 88 / 63)).toBeLessThan(0.02);
      }
    }
  }, 120_000);

  it("answers bad input with 400 or 404 JSON naming it", async () => {
    for (const [game, code, query, status, field] of [
      ["dark-eden", "abdul-iv-of-pale-sun", "?width=1501", 400, "width"],
      ["dark-eden", "abdul-iv-of-pale-sun", "?width=abc", 400, "width"],
      ["dark-eden", "abdul-iv-of-pale-sun", "?locale=fr", 400, "locale"],
      ["chess", "abdul-iv-of-pale-sun", "", 400, "game"],
      ["dark-eden", "no-such-card", "", 404, undefined],
    ] as const) {
      const res = await png(game, code, query);
      expect(res.status, `${game}/${code}${query}`).toBe(status);
      const body = await res.json();
      expect(body.error).toBeDefined();
      if (field) expect(JSON.stringify(body)).toContain(field);
    }
  });
});
