import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { params, request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { cliInProcess } from "../../support/cli";
import { GET as pngRoute } from "@/app/api/v1/cards/[game]/[code]/face.png/route";
import { GET as svgRoute } from "@/app/api/v1/cards/[game]/[code]/face.svg/route";
import { POST as createDeckRoute } from "@/app/api/v1/decks/route";
import { catalogArtHashes } from "@/lib/game-clients/catalog-art";
import { registerUser } from "@/lib/accounts/service";
import { proxySheetForSavedDeck } from "@/lib/proxies/service";

// CONTRACTS §10 "Pictures": art imported by the operator (cli import-art --game G DIR, files
// <code>.png|jpg|webp) appears on faces, proxies and exports; bad files are refused by name and
// nothing is stored; art is replaced and removed.

let url: string;
let aliceId: string;
const CODE = "abdul-iv-of-pale-sun";

const image = (width: number, height: number, color: string, format: "png" | "jpeg" | "webp") =>
  sharp({ create: { width, height, channels: 3, background: color } })
    [format]()
    .toBuffer();

function folder(files: Record<string, Buffer | string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-art-"));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(dir, name), bytes);
  return dir;
}

const face = async (query = "") => pngRoute(request("GET", `/api/v1/cards/dark-eden/${CODE}/face.png${query}`), params({ game: "dark-eden", code: CODE }));

/** How red a picture is: the mean of red minus the mean of green (0 for grey and white). */
async function redness(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats();
  return channels[0].mean - channels[1].mean;
}

/** The JPEG images of a PDF's first page, read back from its XObjects (the art as embedded). */
async function pdfImages(pdf: Uint8Array): Promise<Buffer[]> {
  const doc = await PDFDocument.load(pdf);
  const xobjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  const out: Buffer[] = [];
  for (const [, ref] of xobjects?.entries() ?? []) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    if (stream.dict.get(PDFName.of("Filter")) === PDFName.of("DCTDecode")) out.push(await sharp(Buffer.from(stream.contents)).png().toBuffer());
    else out.push(Buffer.alloc(0));
  }
  return out;
}

beforeAll(async () => {
  useTestAuthEnv();
  url = await freshDatabase({ catalog: true });
  if (!url.includes(":")) url = `file:${url}`;
  const alice = await registerUser({ username: "alice", password: "alice's long password" });
  aliceId = alice.id;
  await sessionCookie(alice);
});

describe("cli import-art", () => {
  it("refuses a folder with any bad file, naming it, and stores nothing", async () => {
    const good = await image(600, 800, "#ff0000", "png");
    const cases: [Record<string, Buffer | string>, string][] = [
      [{ [`${CODE}.png`]: good, "notes.txt": "hello" }, "notes.txt"],
      [{ [`${CODE}.png`]: good, "no-such-card.png": good }, "no-such-card.png"],
      [{ [`${CODE}.png`]: good, "baron-strassbourg.png": "not an image at all" }, "baron-strassbourg.png"],
      [{ [`${CODE}.png`]: good, "baron-strassbourg.png": await image(4001, 10, "#00ff00", "png") }, "baron-strassbourg.png"],
      [{ [`${CODE}.png`]: good, "baron-strassbourg.png": await image(100, 100, "#00ff00", "jpeg") }, "baron-strassbourg.png"],
      [{ [`${CODE}.png`]: good, [`${CODE}.webp`]: await image(100, 100, "#00ff00", "webp") }, `${CODE}.webp`],
    ];
    for (const [files, named] of cases) {
      const out = await cliInProcess(url, "import-art", "--game", "dark-eden", folder(files), "--json");
      expect(out.status, named).toBe(2);
      expect(out.json.error.message).toContain(named);
      expect((await catalogArtHashes("dark-eden")).size).toBe(0);
    }
    expect((await cliInProcess(url, "import-art", "--game", "chess", folder({}), "--json")).status).toBe(2);
  }, 60_000);

  it("puts the art on face.png, face.svg and the proxy PDF; replaces it; removes it", async () => {
    const before = await face();
    const plainEtag = before.headers.get("etag");
    const plain = Buffer.from(await before.arrayBuffer());
    expect(Math.abs(await redness(plain))).toBeLessThan(10);

    const imported = await cliInProcess(
      url,
      "import-art",
      "--game",
      "dark-eden",
      folder({ [`${CODE}.png`]: await image(600, 800, "#ff0000", "png"), "baron-strassbourg.webp": await image(300, 300, "#0000ff", "webp") }),
      "--json",
    );
    expect(imported.status, imported.stdout + imported.stderr).toBe(0);
    expect(imported.json.imported).toBe(2);
    const withArt = await face();
    expect(withArt.headers.get("etag")).not.toBe(plainEtag);
    expect(await redness(Buffer.from(await withArt.arrayBuffer()))).toBeGreaterThan(15);
    const svg = await (await svgRoute(request("GET", `/api/v1/cards/dark-eden/${CODE}/face.svg`), params({ game: "dark-eden", code: CODE }))).text();
    expect(svg).toMatch(/<image href="data:image\/(png|jpeg);base64,/);

    // The proxy PDF, read back: the commander's art is an image on the page.
    const res = await createDeckRoute(
      request("POST", "/api/v1/decks", {
        json: { name: "Art", list: "game: dark-eden\ncommander: Abdul IV of Pale Sun\n5 Boot Camp\n", visibility: "private" },
        cookie: await sessionCookie({ id: aliceId, username: "alice" }),
      }),
    );
    const { id } = await res.json();
    const { pdf } = await proxySheetForSavedDeck(aliceId, id, { paper: "a4", cutMarks: true });
    const images = await pdfImages(pdf);
    expect(images.length).toBe(1);
    expect(await redness(images[0])).toBeGreaterThan(100);

    // Replaced: a new import of the same card changes it; the other card keeps its art.
    const replaced = await cliInProcess(
      url,
      "import-art",
      "--game",
      "dark-eden",
      folder({ [`${CODE}.jpg`]: await image(600, 800, "#00aa00", "jpeg") }),
      "--json",
    );
    expect(replaced.status).toBe(0);
    const green2 = await face();
    expect(await redness(Buffer.from(await green2.arrayBuffer()))).toBeLessThan(0);
    expect((await catalogArtHashes("dark-eden")).size).toBe(2);

    // Removed: the face is as before.
    const removed = await cliInProcess(url, "remove-art", "--game", "dark-eden", CODE, "--json");
    expect(removed.json.removed).toBe(1);
    expect((await face()).headers.get("etag")).toBe(plainEtag);
    expect((await cliInProcess(url, "remove-art", "--game", "dark-eden", "--all", "--json")).json.removed).toBe(1);
    expect((await cliInProcess(url, "remove-art", "--game", "dark-eden", "--json")).status).toBe(2);
  }, 120_000);
});
