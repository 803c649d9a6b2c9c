import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { BFE_WORLD, GOT_SET } from "../support/set-fixtures";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { gzippedScriptBytes, openSettled, overflow, seriousViolations, widest } from "./helpers/a11y";

// Cards as pictures (docs/faces.md): the catalog's picture view, the face on the card page, a
// deck as faces, the builder's face on focus, the goldfish table's compact faces in all four
// games, and the share picture of a public deck (none for a private one).

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function signedIn(page: Page, prefix: string): Promise<void> {
  const username = uniqueUsername(prefix);
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
}

/** Every image of `locator` that has loaded, drawn by the browser (an SVG face that failed would be 0 wide). */
async function loadedImages(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length);
}

async function fitsAt360(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 780 });
  await openSettled(page, path);
  expect(await overflow(page), `${path} at 360 px: ${(await widest(page)).join("; ")}`).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the catalog's picture view shows faces as links to the card pages, lazily, with the names as text; the list view stays", async ({ page }) => {
  await openSettled(page, "/cards/dark-eden?view=grid");
  const results = page.getByRole("list", { name: "Search results" });
  const links = results.getByRole("link");
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThan(10);
  // Each face is an image named by its card, inside a link to the card's page.
  const first = results.locator("li").first();
  const code = await first.getAttribute("data-card");
  const img = first.getByRole("img");
  const alt = await img.getAttribute("alt");
  expect(alt?.length).toBeGreaterThan(1);
  await expect(first.getByRole("link", { name: alt! })).toHaveAttribute("href", `/cards/dark-eden/${code}`);
  await expect.poll(() => loadedImages(page, "[data-view=grid] img")).toBeGreaterThan(0);
  expect(await results.locator("img[loading=lazy]").count()).toBeGreaterThan(5);
  // The toggle: pictures is the current view; the list is one link away, and back.
  const toggle = page.getByRole("navigation", { name: "Show cards as" });
  await expect(toggle.getByRole("link", { name: "Pictures" })).toHaveAttribute("aria-current", "page");
  expect(await seriousViolations(page)).toEqual([]);
  await toggle.getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL(/\/cards\/dark-eden\?$|\/cards\/dark-eden$/);
  await expect(page.locator("[data-view=grid]")).toHaveCount(0);
  await expect(results.locator("li[data-card]").first()).toBeVisible();
});

test("a face of the picture view opens its card from the keyboard, and a search keeps the picture view", async ({ page }) => {
  await openSettled(page, "/cards/dark-eden?view=grid&q=boot");
  const item = page.locator("[data-view=grid] li[data-card]").first();
  const code = await item.getAttribute("data-card");
  const face = item.getByRole("link");
  await face.focus();
  await expect(face).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/cards/dark-eden/${code}$`));
  await expect(page.locator("figure[data-face] img")).toBeVisible();

  // A search keeps the picture view.
  await openSettled(page, "/cards/dark-eden?view=grid");
  await page.getByLabel("Name (any language)").fill("camp");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/view=grid/);
  await expect(page.locator("[data-view=grid] li[data-card]").first()).toBeVisible();
});

test("the picture view of all Dark Eden cards keeps its script weight within 10% of the list view, and both fit 360 px", async ({ page }) => {
  await openSettled(page, "/cards/dark-eden");
  const list = await gzippedScriptBytes(page);
  await openSettled(page, "/cards/dark-eden?view=grid");
  const grid = await gzippedScriptBytes(page);
  expect(grid.total, `list ${list.total} B, grid ${grid.total} B`).toBeLessThanOrEqual(list.total * 1.1);
  await fitsAt360(page, "/cards/dark-eden?view=grid");
});

test("the card page shows the face beside the stats, named by the card, and its fields in words (Polish too)", async ({ page }) => {
  await openSettled(page, "/cards/dark-eden/anti-terrorism-headquarters");
  const face = page.locator("figure[data-face] img");
  await expect(face).toHaveAttribute("alt", "Anti-Terrorism Headquarters");
  await expect.poll(() => loadedImages(page, "figure[data-face] img")).toBe(1);
  const stats = page.getByRole("region", { name: "Stats" });
  await expect(stats).toContainText("Requires");
  await expect(stats).toContainText("Raw Materials 2");
  await expect(stats).not.toContainText("rawMaterials");
  expect(await seriousViolations(page)).toEqual([]);
  await fitsAt360(page, "/cards/dark-eden/anti-terrorism-headquarters");

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pl", url: page.url() }]);
  await openSettled(page, "/cards/dark-eden/abdul-iv-of-pale-sun");
  await expect(page.locator("figure[data-face] img")).toHaveAttribute("alt", "Abdul IV spod Zachodzącego Słońca");
  await expect(page.locator("figure[data-face] img")).toHaveAttribute("src", /locale=pl/);
  await expect.poll(() => loadedImages(page, "figure[data-face] img")).toBe(1);
  await openSettled(page, "/cards/dark-eden/anti-terrorism-headquarters");
  await expect(page.getByRole("region", { name: "Statystyki" }).or(page.locator("section[aria-labelledby=stats]"))).toContainText("Surowce 2");
});

test("a deck as pictures: faces grouped by section, copies as stacks; the builder shows a face on focus", async ({ page }) => {
  await signedIn(page, "faces");
  const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
  const id = await post(page, "/api/v1/decks", { name: "Faces deck", list, visibility: "public" });
  await openSettled(page, `/decks/${id}?view=visual`);
  const view = page.locator("[data-view=visual]");
  await expect(view.getByRole("heading", { level: 1, name: "Faces deck" })).toBeVisible();
  // The commander, named in the headers, first; then the deck's cards, five copies a stack.
  await expect(view.getByRole("heading", { name: /Named in the deck's headers/ })).toBeVisible();
  await expect(view.getByRole("link", { name: "Cain Mournor, 1 copy" })).toBeVisible();
  const stack = view.getByRole("link", { name: "Anti-Terrorism Headquarters, 5 copies" });
  await expect(stack).toBeVisible();
  await expect(stack.getByRole("img", { name: "Anti-Terrorism Headquarters" })).toBeVisible();
  expect(await view.locator("li[data-quantity='5']").count()).toBe(12);
  await expect.poll(() => loadedImages(page, "[data-view=visual] img")).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  await fitsAt360(page, `/decks/${id}?view=visual`);

  // Back to the list (the builder, for its owner): a card line's face shows while its name has the focus.
  await page.getByRole("navigation", { name: "Show the deck as" }).getByRole("link", { name: "List" }).click();
  await expect(page.locator("[data-view=visual]")).toHaveCount(0);
  const line = page.locator("li[data-card='anti-terrorism-headquarters'][data-section]").getByRole("link", { name: "Anti-Terrorism Headquarters" });
  await line.focus();
  const peek = page.getByRole("tooltip");
  await expect(peek.getByRole("img", { name: "Face of Anti-Terrorism Headquarters" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(peek).toHaveCount(0);
  await line.hover();
  await expect(peek).toBeVisible();
});

const GOLDFISH_GAMES = ["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"] as const;

for (const game of GOLDFISH_GAMES) {
  test(`the goldfish table of ${game} shows compact faces (name and key numbers), readable at 360 px`, async ({ page }) => {
    await signedIn(page, "fishface");
    let list: string;
    if (game === "battle-for-eden") {
      const world = await post(page, "/api/v1/sets/import?visibility=private", BFE_WORLD);
      list = `game: battle-for-eden\nsets: ${world}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`;
    } else if (game === "got-cgs") {
      const era = await post(page, "/api/v1/sets/import?visibility=private", GOT_SET);
      list = `game: got-cgs\nsets: ${era}\nplayers: 3\n1 Tidewater Regatta\n1 Harbor Pilot\n`;
    } else list = readFileSync(game === "dark-eden" ? "tests/fixtures/decks/dark-eden-legal.txt" : "tests/fixtures/decks/eden-bamaka-100.txt", "utf8");
    const id = await post(page, "/api/v1/decks", { name: `Fish ${game}`, list, visibility: "private" });
    await page.setViewportSize({ width: 360, height: 780 });
    await openSettled(page, `/decks/${id}/goldfish?seed=faces`);
    const faces = page.locator("[data-face=compact]");
    await expect(faces.first()).toBeVisible();
    // Every compact face has its name in its band and fits the phone's width.
    const boxes = await faces.evaluateAll((els) => els.map((e) => ({ w: e.getBoundingClientRect().width, name: e.firstElementChild?.textContent ?? "" })));
    expect(boxes.length).toBeGreaterThan(0);
    for (const b of boxes) {
      expect(b.name.trim().length).toBeGreaterThan(0);
      expect(b.w, b.name).toBeLessThanOrEqual(360);
    }
    expect(await overflow(page), `goldfish at 360 px: ${(await widest(page)).join("; ")}`).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("a public deck's page names its 1200 × 630 share picture; a private deck's names none and its picture is 404", async ({ page, browser }) => {
  await signedIn(page, "sharer");
  const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
  const open = await post(page, "/api/v1/decks", { name: "Shared deck", list, visibility: "public" });
  const hidden = await post(page, "/api/v1/decks", { name: "Hidden deck", list, visibility: "private" });

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(`/decks/${open}`);
  const og = await other.locator('meta[property="og:image"]').getAttribute("content");
  const tw = await other.locator('meta[name="twitter:image"]').getAttribute("content");
  expect(og).toMatch(/\/api\/v1\/decks\/[^/]+\/share\.png/);
  expect(tw).toBe(og);
  await expect(other.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  const res = await other.request.get(og!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/png");
  const meta = await sharp(await res.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  await stranger.close();

  // The private deck: its owner's page names no picture, and the picture is 404 for everyone.
  await page.goto(`/decks/${hidden}`);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveCount(0);
  expect((await page.request.get(`/api/v1/decks/${hidden}/share.png`)).status()).toBe(404);
  const anon = await browser.newContext();
  expect((await anon.request.get(new URL(`/api/v1/decks/${hidden}/share.png`, page.url()).href)).status()).toBe(404);
  await anon.close();
});
