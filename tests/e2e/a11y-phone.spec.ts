import { readFileSync } from "node:fs";
import { devices, expect, test, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { openSettled, overflow } from "./helpers/a11y";

// A 360 px touch phone: the builder's search and list one tab apart, adding a card by touch
// without the page jumping, the goldfish played by touch without the page jumping, and every
// button at least 24 × 24 px. A real phone profile (isMobile: the page's viewport meta, touch,
// a phone's pixel ratio and user agent), as narrow as the narrowest phone we support.

const { defaultBrowserType: _chromium, ...pixel7 } = devices["Pixel 7"];
test.use({ ...pixel7, viewport: { width: 360, height: 780 } });

async function signedIn(page: Page) {
  const username = uniqueUsername("thumb");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
}

/** Visible buttons in the main content smaller than 24 × 24 px (WCAG 2.5.8), by name. */
async function smallButtons(page: Page): Promise<string[]> {
  return page.locator("main button").evaluateAll((buttons) =>
    buttons
      .map((b) => ({ b, r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 24 || r.height < 24))
      .map(({ b, r }) => `${b.getAttribute("aria-label") ?? b.textContent?.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
}

test("on a phone the builder's search and list are one tab apart, and a card added by touch keeps the page still", async ({ page }) => {
  await signedIn(page);
  await openSettled(page, "/decks/new?game=dark-eden");
  const tabs = page.getByRole("tablist", { name: "Builder panes" });
  await expect(tabs.getByRole("tab", { name: "Search" })).toHaveAttribute("aria-selected", "true");
  await expect(tabs.getByRole("tab", { name: "Your list (0)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Find cards" })).toBeVisible();
  await expect(page.locator("#deck-heading")).toBeHidden();

  await page.getByLabel("Card name (any language)").fill("Boot Camp");
  await page.getByRole("button", { name: "Search", exact: true }).tap();
  // This search's answer, not the list of all cards shown first (where Boot Camp is too).
  await expect(page.getByRole("list", { name: "Search results" })).toHaveAttribute("data-query", "Boot Camp");
  await expect(page.getByRole("list", { name: "Search results" })).toHaveAttribute("aria-busy", "false");
  const add = page.getByRole("list", { name: "Search results" }).getByRole("button", { name: "Add Boot Camp", exact: true });
  await add.scrollIntoViewIfNeeded();
  const before = { scroll: await page.evaluate(() => window.scrollY), top: (await add.boundingBox())!.y };
  await add.tap();
  await add.tap();
  await expect(tabs.getByRole("tab", { name: "Your list (2)" })).toBeVisible();
  await expect(page.getByTestId("legal-badge")).toHaveAttribute("aria-busy", "false");
  expect(await page.evaluate(() => window.scrollY)).toBe(before.scroll);
  expect((await add.boundingBox())!.y).toBe(before.top);

  await tabs.getByRole("tab", { name: "Your list (2)" }).tap();
  await expect(page.locator("#deck-heading")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Find cards" })).toBeHidden();
  const line = page.locator('#builder-list li[data-card="boot-camp"]');
  await expect(line).toContainText("2×");
  await line.getByRole("button", { name: "Add one more Boot Camp" }).tap();
  await expect(tabs.getByRole("tab", { name: "Your list (3)" })).toBeVisible();

  expect(await smallButtons(page)).toEqual([]);
  expect(await overflow(page)).toBe(0);
});

test("on a phone the goldfish is played by touch, and the collection's and goldfish's buttons are at least 24 × 24 px", async ({ page }) => {
  await signedIn(page);
  const list = readFileSync("tests/fixtures/decks/dark-eden-sixty-establishments.txt", "utf8");
  const created = await page.request.post("/api/v1/decks", { data: { name: "Thumb run", list, visibility: "private" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await openSettled(page, `/decks/${id}/goldfish?seed=thumb`);
  await page.getByRole("button", { name: "Start turn 1" }).tap();
  const hand = page.getByRole("list", { name: "Hand cards" }).locator("li[data-card]");
  await expect(hand).toHaveCount(7);
  await hand
    .first()
    .getByRole("button", { name: /^Select / })
    .tap();
  const build = page
    .getByRole("grid", { name: "Turf grid" })
    .getByRole("button", { name: /^Build at / })
    .first();
  await build.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  await build.tap();
  await expect(hand).toHaveCount(6);
  // The focus moves on to the hand, far above the grid, without scrolling there after a tap.
  await expect(
    page
      .getByRole("list", { name: "Hand cards" })
      .getByRole("button", { name: /^Select / })
      .first(),
  ).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(4);
  await expect(page).toHaveURL(/a=n_b\.\d+\.-?\d+\.-?\d+$/);
  expect(await smallButtons(page)).toEqual([]);

  await openSettled(page, "/collection?game=dark-eden");
  expect(await smallButtons(page)).toEqual([]);
  await openSettled(page, "/cards/dark-eden");
  expect(await smallButtons(page)).toEqual([]);
});
