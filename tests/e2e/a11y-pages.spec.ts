import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BFE_WORLD, GOT_SET } from "../support/set-fixtures";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { gzippedScriptBytes, laidOut, openSettled, overflow, seriousViolations, widest } from "./helpers/a11y";

// Every page, signed out and signed in, in a real Chromium: axe finds nothing serious or
// critical on a desktop screen, and no page is wider than a 390 px or a 360 px phone.

const GAMES = ["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"] as const;
const MAP = JSON.parse(readFileSync("card-data/battle-for-eden/maps/example-2p.json", "utf8")) as { tiles: unknown[] };

/** Pages anyone can open. */
const PUBLIC_PAGES = [
  "/",
  "/login",
  "/register",
  ...GAMES.map((g) => `/cards/${g}`),
  "/cards/dark-eden/abdul-iv-of-pale-sun",
  "/cards/battle-for-eden/small-energy-crystal",
  "/cards/got-cgs/temblor-sector-exploration",
  "/cards/eden-skirmish/sabaka",
  "/rules",
  ...GAMES.map((g) => `/rules/${g}`),
  "/maps",
  "/maps/play?players=2&seed=7",
  "/decks/public",
  "/sets/public",
  "/collection",
];

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A signed-in player with a deck of each game (Battle for Eden and Gardener of Thoughts on their own sets), a map and a set; their pages. */
async function signedInPages(page: Page): Promise<{ pages: string[]; readerPages: string[] }> {
  const username = uniqueUsername("axe");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const world = await post(page, "/api/v1/sets/import?visibility=private", BFE_WORLD);
  const era = await post(page, "/api/v1/sets/import?visibility=private", GOT_SET);
  const lists: Record<(typeof GAMES)[number], string> = {
    "dark-eden": readFileSync("tests/fixtures/decks/dark-eden-sixty-establishments.txt", "utf8"),
    "battle-for-eden": `game: battle-for-eden\nsets: ${world}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`,
    "got-cgs": `game: got-cgs\nsets: ${era}\nplayers: 3\n1 Tidewater Regatta\n1 Harbor Pilot\n`,
    "eden-skirmish": readFileSync("tests/fixtures/decks/eden-bamaka-100.txt", "utf8"),
  };
  const decks: string[] = [];
  for (const game of GAMES) decks.push(await post(page, "/api/v1/decks", { name: `Axe ${game}`, list: lists[game], visibility: "unlisted" }));
  const map = await post(page, "/api/v1/maps", { name: "Axe map", visibility: "private", map: MAP });
  // Empty sets of the two games whose cards are designed one by one: the designer starts empty.
  const designed: string[] = [];
  for (const game of ["dark-eden", "eden-skirmish"])
    designed.push(await post(page, "/api/v1/sets", { game, name: `Axe ${game}`, visibility: "private", cards: [] }));
  return {
    pages: [
      "/decks",
      "/decks/new",
      ...GAMES.map((g) => `/decks/new?game=${g}`),
      ...decks.map((id) => `/decks/${id}`),
      ...decks.slice(0, 3).map((id) => `/decks/${id}/goldfish?seed=axe`),
      `/decks/${decks[0]}/history`,
      `/decks/${decks[0]}/lacks`,
      "/collection",
      "/sets",
      "/sets/import",
      `/sets/${world}`,
      `/sets/${era}`,
      ...[world, era, ...designed].map((id) => `/sets/${id}/design`),
      "/maps",
      "/maps/new",
      `/maps/${map}`,
      "/account",
    ],
    // A deck someone else shared by its link: the read-only view.
    readerPages: [`/decks/${decks[0]}`, `/decks/${decks[3]}`],
  };
}

/**
 * Each page at a desktop width (axe) and at 390 and 360 px (width): every finding, named by page.
 * One navigation a page: the layout follows the window by CSS alone (no script reads the
 * window's width), so the same page narrowed to a phone's width is the page a phone opens.
 */
async function survey(page: Page, paths: string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSettled(page, path);
    const h1 = await page.locator("h1").count();
    if (h1 !== 1) findings.push(`${path}: ${h1} h1 headings`);
    for (const v of await seriousViolations(page)) findings.push(`${path}: ${v}`);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await laidOut(page, width);
      const extra = await overflow(page);
      if (extra > 0) findings.push(`${path}: ${extra} px wider than a ${width} px screen: ${(await widest(page)).join(", ")}`);
    }
  }
  return findings;
}

/**
 * The survey runs on a server of its own (playwright.config.ts, project "survey"), its tests side
 * by side: each takes a part of the pages. What the public listings show is what this file made:
 * a public deck and a public set (the signed-in parts make only unlisted and private things).
 */
test.describe.configure({ mode: "parallel" });

/** `n` parts of about the same length, in order. */
function parts<T>(items: T[], n: number): T[][] {
  const size = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/** A public deck and a public set, made by a player of their own, so the public listings have something to show. */
async function publicContent(page: Page): Promise<void> {
  const maker = await page.context().browser()?.newContext({ baseURL: test.info().project.use.baseURL });
  if (!maker) throw new Error("no browser");
  const username = uniqueUsername("pub");
  await registerThroughApi(maker.request, username);
  await signInThroughApi(maker.request, username);
  const list = readFileSync("tests/fixtures/decks/dark-eden-sixty-establishments.txt", "utf8");
  for (const [url, data] of [
    ["/api/v1/decks", { name: "Axe public deck", list, visibility: "public" }],
    ["/api/v1/sets/import?visibility=public", GOT_SET],
  ] as const) {
    const res = await maker.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
  }
  await maker.close();
}

const PUBLIC_PARTS = parts(PUBLIC_PAGES, 2);
for (const [i, paths] of PUBLIC_PARTS.entries()) {
  test(`the pages anyone can open pass axe and fit 390 and 360 px phones (part ${i + 1} of ${PUBLIC_PARTS.length}: ${paths[0]} …)`, async ({ page }) => {
    test.setTimeout(600_000);
    if (paths.includes("/decks/public") || paths.includes("/sets/public")) await publicContent(page);
    expect(await survey(page, paths)).toEqual([]);
  });
}

const SIGNED_IN_PARTS = 4;
for (let i = 0; i < SIGNED_IN_PARTS; i++) {
  test(`a signed-in player's pages (decks, builder, goldfish, collection, sets, maps) pass axe and fit 390 and 360 px phones (part ${i + 1} of ${SIGNED_IN_PARTS})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(900_000);
    const { pages, readerPages } = await signedInPages(page);
    const findings = await survey(page, parts(pages, SIGNED_IN_PARTS)[i]);
    if (i === SIGNED_IN_PARTS - 1) {
      // A deck someone else shared by its link, as that reader sees it.
      const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      findings.push(...(await survey(await visitor.newPage(), readerPages)));
      await visitor.close();
    }
    expect(findings).toEqual([]);
  });
}

test("the game chooser and a catalog page load no builder code: far fewer script bytes than the builder", async ({ page }) => {
  const username = uniqueUsername("weight");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const sizes: Record<string, number> = {};
  for (const path of ["/decks/new", "/cards/dark-eden", "/decks/new?game=dark-eden"]) {
    await openSettled(page, path);
    sizes[path] = (await gzippedScriptBytes(page)).total;
  }
  test.info().annotations.push({ type: "gzipped script bytes", description: JSON.stringify(sizes) });
  console.log("gzipped script bytes", sizes);
  // The builder's own code (search, deck, text editor, rules check) is well over 30 KB gzipped.
  expect(sizes["/decks/new"]).toBeLessThan(sizes["/decks/new?game=dark-eden"] - 30_000);
  expect(sizes["/cards/dark-eden"]).toBeLessThan(sizes["/decks/new?game=dark-eden"] - 30_000);
});

test("the axe check names what it finds: an image without a text and a button without a name", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Planted</title></head><body><main><h1>Planted</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const found = await seriousViolations(page);
  expect(found.map((line) => line.split(" ")[0]).sort()).toEqual(["button-name", "image-alt"]);
});
