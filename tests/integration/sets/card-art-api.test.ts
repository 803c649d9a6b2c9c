import { NextRequest } from "next/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { ORIGIN, params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { cpuMs } from "../../support/growth";
import { POST as createRoute } from "@/app/api/v1/sets/route";
import { DELETE as deleteSetRoute, PUT as putSetRoute } from "@/app/api/v1/sets/[id]/route";
import { DELETE as deleteArtRoute, GET as getArtRoute, PUT as putArtRoute } from "@/app/api/v1/sets/[id]/cards/[code]/art/route";
import { GET as listArtRoute } from "@/app/api/v1/sets/[id]/art/route";
import { POST as restoreRoute } from "@/app/api/v1/sets/[id]/versions/[n]/restore/route";
import { crossSiteRefusal } from "@/lib/http/cross-site";
import { db } from "@/lib/db/client";
import { registerUser } from "@/lib/accounts/service";
import { ART_BYTES_PER_USER, ART_STORED_SIDE, MAX_ART_UPLOAD_BYTES } from "@/lib/sets/art-limits";
import type { CardArtInfo } from "@/lib/sets/art";
import { DARK_EDEN_SET, copyOf, setBody } from "../../support/set-fixtures";
import { SVG, gif, jpeg, png, pngBomb, webp } from "../../support/art-images";

let aliceCookie: string;
let bobCookie: string;
let setId: string;
const CODE = "marshal-vey";

function upload(id: string, code: string, bytes: Uint8Array, type: string, cookie?: string): Promise<Response> {
  const headers = new Headers({ "content-type": type });
  if (cookie) headers.set("cookie", cookie);
  return putArtRoute(
    new NextRequest(new URL(`/api/v1/sets/${id}/cards/${code}/art`, ORIGIN), { method: "PUT", headers, body: Buffer.from(bytes) }),
    params({ id, code }),
  );
}
const getArt = (id: string, code: string, cookie?: string, headers: Record<string, string> = {}) =>
  getArtRoute(request("GET", `/api/v1/sets/${id}/cards/${code}/art`, { cookie, headers }), params({ id, code }));
const deleteArt = (id: string, code: string, cookie?: string) =>
  deleteArtRoute(request("DELETE", `/api/v1/sets/${id}/cards/${code}/art`, { cookie }), params({ id, code }));

async function errorOf(res: Response, status: number): Promise<{ code: string; message: string }> {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

async function newSet(cookie: string, visibility = "private"): Promise<string> {
  const res = await createRoute(request("POST", "/api/v1/sets", { json: setBody(copyOf(DARK_EDEN_SET), visibility), cookie }));
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  aliceCookie = await sessionCookie(await registerUser({ username: "alice", password: "alice's long password" }));
  bobCookie = await sessionCookie(await registerUser({ username: "bob", password: "bob's long password" }));
  setId = await newSet(aliceCookie);
});

describe("PUT /api/v1/sets/:id/cards/:code/art", () => {
  it("stores a PNG, JPEG or WebP re-encoded within the stored size, metadata stripped", async () => {
    for (const [bytes, type, stored] of [
      [await png(2400, 1200, { exif: true }), "image/png", "image/jpeg"],
      [await png(300, 200, { alpha: true }), "image/png", "image/png"],
      [await jpeg(800, 600, { exif: true }), "image/jpeg", "image/jpeg"],
      [await webp(640, 480), "image/webp", "image/jpeg"],
    ] as const) {
      const res = await upload(setId, CODE, bytes, type, aliceCookie);
      const info = (await res.json()) as CardArtInfo;
      expect(res.status, JSON.stringify(info)).toBe(200);
      expect(info).toMatchObject({ code: CODE, mime: stored });
      expect(Math.max(info.width, info.height)).toBeLessThanOrEqual(ART_STORED_SIDE);
      const got = await getArt(setId, CODE, aliceCookie);
      expect(got.status).toBe(200);
      expect(got.headers.get("content-type")).toBe(stored);
      const body = new Uint8Array(await got.arrayBuffer());
      expect(body.byteLength).toBe(info.size);
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([info.width, info.height]);
      expect(Buffer.from(body).includes("secret-owner-name")).toBe(false);
    }
    // 2400 × 1200 is shrunk to 1500 × 750.
    const big = (await (await upload(setId, CODE, await png(2400, 1200), "image/png", aliceCookie)).json()) as CardArtInfo;
    expect([big.width, big.height]).toEqual([1500, 750]);
  });

  it("refuses an SVG, a GIF, a PNG that is really a GIF or a JPEG, and a damaged file, each with a clear error; the stored art stays", async () => {
    await upload(setId, CODE, await png(100, 100), "image/png", aliceCookie);
    const before = (await (await getArt(setId, CODE, aliceCookie)).arrayBuffer()).byteLength;
    expect((await errorOf(await upload(setId, CODE, SVG, "image/png", aliceCookie), 400)).code).toBe("ART_BAD_FORMAT");
    const gifError = await errorOf(await upload(setId, CODE, await gif(20, 20), "image/png", aliceCookie), 400);
    expect(gifError).toMatchObject({ code: "ART_BAD_FORMAT" });
    expect(gifError.message).toContain("GIF");
    const mismatch = await errorOf(await upload(setId, CODE, await jpeg(20, 20), "image/png", aliceCookie), 400);
    expect(mismatch.code).toBe("ART_TYPE_MISMATCH");
    expect(mismatch.message).toContain("image/jpeg");
    const whole = await png(200, 200);
    expect((await errorOf(await upload(setId, CODE, whole.slice(0, 60), "image/png", aliceCookie), 400)).code).toBe("ART_UNREADABLE");
    expect((await errorOf(await upload(setId, CODE, new TextEncoder().encode("not an image"), "image/webp", aliceCookie), 400)).code).toBe("ART_UNREADABLE");
    expect((await errorOf(await upload(setId, CODE, await gif(20, 20), "image/gif", aliceCookie), 415)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await (await getArt(setId, CODE, aliceCookie)).arrayBuffer()).byteLength).toBe(before);
  });

  it("refuses a decompression bomb and an image over 4000 px from its header, and a body over 5 MB", async () => {
    const bomb = pngBomb(8_000);
    expect(bomb.byteLength).toBeLessThan(MAX_ART_UPLOAD_BYTES);
    const error = await errorOf(await upload(setId, CODE, bomb, "image/png", aliceCookie), 400);
    expect(error.code).toBe("ART_TOO_MANY_PIXELS");
    expect(error.message).toContain("8000 × 8000");
    // Refused from its header: the bomb costs what any body of its size refused at once costs (bytes that are no image);
    // decoding its 64 million pixels would cost several times that.
    const noImage = new Uint8Array(bomb.byteLength).fill(7);
    const refusing = await cpuMs(() => upload(setId, CODE, bomb, "image/png", aliceCookie), 5);
    const refusingNoImage = await cpuMs(() => upload(setId, CODE, noImage, "image/png", aliceCookie), 5);
    expect(refusing / Math.max(refusingNoImage, 2)).toBeLessThan(2);
    expect((await errorOf(await upload(setId, CODE, await png(4001, 10), "image/png", aliceCookie), 400)).code).toBe("ART_TOO_MANY_PIXELS");
    const huge = new Uint8Array(MAX_ART_UPLOAD_BYTES + 1);
    expect((await errorOf(await upload(setId, CODE, huge, "image/png", aliceCookie), 413)).code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("is for the set's owner only: anonymous 401, someone else 404, a card the set lacks 404", async () => {
    const image = await png(50, 50);
    expect((await errorOf(await upload(setId, CODE, image, "image/png"), 401)).code).toBeTruthy();
    expect((await errorOf(await upload(setId, CODE, image, "image/png", bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await upload(setId, "no-such-card", image, "image/png", aliceCookie), 404)).code).toBe("CARD_NOT_FOUND");
    expect((await errorOf(await deleteArt(setId, CODE, bobCookie), 404)).code).toBe("NOT_FOUND");
  });

  it("keeps each user within the art quota: 429 and nothing stored when an upload would pass it", async () => {
    const other = await newSet(aliceCookie);
    const client = await db();
    const filler = await client.cardArt.create({
      data: {
        setId: other,
        cardCode: "outpost-1",
        mime: "image/png",
        bytes: new Uint8Array([1]),
        size: ART_BYTES_PER_USER - 1000,
        width: 1,
        height: 1,
        hash: "x",
      },
    });
    const error = await errorOf(await upload(setId, "outpost-2", await png(400, 400), "image/png", aliceCookie), 429);
    expect(error.code).toBe("ART_QUOTA");
    expect(await client.cardArt.count({ where: { setId, cardCode: "outpost-2" } })).toBe(0);
    // Bob's quota is his own.
    const bobs = await newSet(bobCookie);
    expect((await upload(bobs, CODE, await png(400, 400), "image/png", bobCookie)).status).toBe(200);
    await client.cardArt.delete({ where: { id: filler.id } });
    expect((await upload(setId, "outpost-2", await png(400, 400), "image/png", aliceCookie)).status).toBe(200);
  });

  it("accepts image bodies on this route only through the cross-site check", () => {
    const req = (path: string, type: string) =>
      new NextRequest(new URL(path, ORIGIN), { method: "PUT", headers: { "content-type": type, origin: ORIGIN }, body: "x" });
    expect(crossSiteRefusal(req(`/api/v1/sets/${setId}/cards/${CODE}/art`, "image/webp"))).toBeNull();
    expect(crossSiteRefusal(req(`/api/v1/sets/${setId}`, "image/webp"))?.status).toBe(415);
    expect(crossSiteRefusal(req(`/api/v1/sets/${setId}/cards/${CODE}/art`, "text/plain"))?.status).toBe(415);
  });
});

describe("GET and DELETE …/art", () => {
  it("serves a private set's art to its owner only (404 to others, as if there were none), then to all once public", async () => {
    await upload(setId, CODE, await png(60, 60), "image/png", aliceCookie);
    expect((await errorOf(await getArt(setId, CODE, bobCookie), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await getArt(setId, CODE), 404)).code).toBe("NOT_FOUND");
    expect((await errorOf(await listArtRoute(request("GET", `/api/v1/sets/${setId}/art`, { cookie: bobCookie }), params({ id: setId })), 404)).code).toBe(
      "NOT_FOUND",
    );
    const version = (await db()).playerSet.findUniqueOrThrow({ where: { id: setId }, select: { version: true } });
    const res = await putSetRoute(
      request("PUT", `/api/v1/sets/${setId}`, { json: { version: (await version).version, visibility: "public" }, cookie: aliceCookie }),
      params({ id: setId }),
    );
    expect(res.status).toBe(200);
    expect((await getArt(setId, CODE)).status).toBe(200);
    const listed = await listArtRoute(request("GET", `/api/v1/sets/${setId}/art`), params({ id: setId }));
    expect(((await listed.json()).art as CardArtInfo[]).map((a) => a.code)).toContain(CODE);
  });

  it("answers 304 to a matching If-None-Match, and a new ETag once the art changes", async () => {
    await upload(setId, CODE, await png(60, 60), "image/png", aliceCookie);
    const first = await getArt(setId, CODE, aliceCookie);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await getArt(setId, CODE, aliceCookie, { "if-none-match": etag })).status).toBe(304);
    await upload(setId, CODE, await png(90, 60), "image/png", aliceCookie);
    const second = await getArt(setId, CODE, aliceCookie, { "if-none-match": etag });
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).not.toBe(etag);
  });

  it("deletes art (then 404), and a deleted set takes its art with it", async () => {
    await upload(setId, CODE, await png(60, 60), "image/png", aliceCookie);
    expect((await deleteArt(setId, CODE, aliceCookie)).status).toBe(204);
    expect((await errorOf(await getArt(setId, CODE, aliceCookie), 404)).code).toBe("NOT_FOUND");
    await upload(setId, CODE, await png(60, 60), "image/png", aliceCookie);
    expect((await deleteSetRoute(request("DELETE", `/api/v1/sets/${setId}`, { cookie: aliceCookie }), params({ id: setId }))).status).toBe(204);
    expect(await (await db()).cardArt.count({ where: { setId } })).toBe(0);
  });
});

describe("saving a set and its cards' art", () => {
  it("takes the art of a card the save leaves out or renames, freeing the owner's quota; kept cards, other sets and other users keep theirs", async () => {
    const client = await db();
    const saved = await newSet(aliceCookie);
    const sibling = await newSet(aliceCookie);
    const bobs = await newSet(bobCookie);
    const image = await png(60, 60);
    for (const code of [CODE, "outpost-1", "outpost-2"]) expect((await upload(saved, code, image, "image/png", aliceCookie)).status).toBe(200);
    for (const code of [CODE, "outpost-1"]) expect((await upload(bobs, code, image, "image/png", bobCookie)).status).toBe(200);
    const bobsBefore = await client.cardArt.findMany({ where: { setId: bobs }, select: { cardCode: true, hash: true }, orderBy: { cardCode: "asc" } });
    // Alice's quota full to the byte: one more image is refused.
    const used = (await client.cardArt.aggregate({ _sum: { size: true }, where: { set: { owner: { username: "alice" } } } }))._sum.size ?? 0;
    await client.cardArt.create({
      data: {
        setId: sibling,
        cardCode: "outpost-1",
        mime: "image/png",
        bytes: new Uint8Array([1]),
        size: ART_BYTES_PER_USER - used,
        width: 1,
        height: 1,
        hash: "x",
      },
    });
    expect((await errorOf(await upload(saved, "outpost-3", image, "image/png", aliceCookie), 429)).code).toBe("ART_QUOTA");

    // The save drops outpost-1 and saves outpost-2 under a new code.
    const cards = copyOf(DARK_EDEN_SET)
      .cards.filter((c) => c.code !== "outpost-1")
      .map((c) => (c.code === "outpost-2" ? { ...c, code: "outpost-two" } : c));
    const { version } = await client.playerSet.findUniqueOrThrow({ where: { id: saved }, select: { version: true } });
    const res = await putSetRoute(request("PUT", `/api/v1/sets/${saved}`, { json: { version, cards }, cookie: aliceCookie }), params({ id: saved }));
    expect(res.status, await res.clone().text()).toBe(200);

    for (const code of ["outpost-1", "outpost-2", "outpost-two"]) expect((await errorOf(await getArt(saved, code, aliceCookie), 404)).code).toBe("NOT_FOUND");
    expect((await getArt(saved, CODE, aliceCookie)).status).toBe(200);
    expect(await client.cardArt.count({ where: { setId: sibling, cardCode: "outpost-1" } })).toBe(1);
    expect(await client.cardArt.findMany({ where: { setId: bobs }, select: { cardCode: true, hash: true }, orderBy: { cardCode: "asc" } })).toEqual(bobsBefore);
    // The two removed images' bytes are free again: the same image now fits.
    expect((await upload(saved, "outpost-3", image, "image/png", aliceCookie)).status).toBe(200);
  });
});

describe("restoring a set version and its cards' art", () => {
  it("takes the art of a card the restored version lacks, freeing the owner's quota; the cards it holds keep theirs", async () => {
    const client = await db();
    // A user of its own: alice's quota is full from the test before.
    const carol = await sessionCookie(await registerUser({ username: "carol", password: "carol's long password" }));
    const id = await newSet(carol);
    // Version 2 adds a card, which gets art beside a card of version 1.
    const added = { ...copyOf(DARK_EDEN_SET).cards[0], code: "added-later", name: "Added Later" };
    const put = await putSetRoute(
      request("PUT", `/api/v1/sets/${id}`, { json: { version: 1, cards: [...copyOf(DARK_EDEN_SET).cards, added] }, cookie: carol }),
      params({ id }),
    );
    expect(put.status, await put.clone().text()).toBe(200);
    const image = await png(60, 60);
    for (const code of [CODE, "added-later"]) expect((await upload(id, code, image, "image/png", carol)).status).toBe(200);
    const quotaOf = async () => (await client.cardArt.aggregate({ _sum: { size: true }, where: { set: { owner: { username: "carol" } } } }))._sum.size ?? 0;
    const before = await quotaOf();
    const addedSize = (await client.cardArt.findFirstOrThrow({ where: { setId: id, cardCode: "added-later" } })).size;

    // Restoring version 1 (a save of its own, version 3) drops the added card and its art, in the same transaction.
    const res = await restoreRoute(request("POST", `/api/v1/sets/${id}/versions/1/restore`, { json: { version: 2 }, cookie: carol }), params({ id, n: "1" }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).version).toBe(3);
    expect((await errorOf(await getArt(id, "added-later", carol), 404)).code).toBe("NOT_FOUND");
    expect((await getArt(id, CODE, carol)).status).toBe(200);
    expect(await quotaOf()).toBe(before - addedSize);
  });
});
