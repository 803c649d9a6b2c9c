import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { signedUpThroughApi } from "./helpers/accounts";

// The header (issue 43 item 6): on a phone a compact bar with a menu (it was five rows of 20 px
// links); at 1280 px, signed in, one row in English, Polish and Spanish; every target in it, and
// the collection's count boxes, at least 24 × 24 px (WCAG 2.2, 2.5.8 Target Size (Minimum)).
// With SHOTS_DIR set, it keeps screenshots of the header at 390 and 1280 px in English and Polish.

const SHOTS = process.env.SHOTS_DIR;

/** Visible links, buttons and fields of the header (or of `scope`) smaller than 24 × 24 px, by name. */
function smallTargets(page: Page, scope = "header:has(> nav)"): Promise<string[]> {
  return page.locator(`${scope} :is(a, button, select, input, summary)`).evaluateAll((els) =>
    els
      .filter((e) => e.tagName === "SUMMARY" || !e.closest("details:not([open])"))
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.width < 24 || r.height < 24))
      .map(({ e, r }) => `${e.getAttribute("aria-label") ?? e.textContent?.trim()} ${Math.round(r.width)}×${Math.round(r.height)}`),
  );
}

/** How many rows the header's visible items stand in (by their vertical centres). */
function rows(page: Page): Promise<number> {
  return page.locator("header nav :is(a, button, select, summary, [data-testid=offline-status])").evaluateAll((els) => {
    // (the links of a closed menu keep a box in Chrome, though not shown)
    const centres = els
      .filter((e) => e.tagName === "SUMMARY" || !e.closest("details:not([open])"))
      .map((e) => e.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => r.top + r.height / 2);
    const distinct: number[] = [];
    for (const c of centres.sort((a, b) => a - b)) if (!distinct.some((d) => Math.abs(d - c) < 12)) distinct.push(c);
    return distinct.length;
  });
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.getByRole("banner").screenshot({ path: `${SHOTS}/${name}.png` });
}

test("the header: one row at 1280 px signed in in three languages, a compact bar with a menu on a phone, targets of 24 px", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // six page loads and three languages: more than one test's usual time on a loaded machine
  await signedUpThroughApi(context.request, "header");
  for (const locale of ["en", "pl", "es"]) {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: baseURL ?? "" }]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/cards/dark-eden/boot-camp");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    expect(await rows(page)).toBe(1);
    expect(await smallTargets(page)).toEqual([]);
    // The collection's count boxes beside the card.
    expect(await smallTargets(page, "[data-collection-editor]")).toEqual([]);
    if (locale !== "es") await shot(page, `header-1280-${locale}`);

    await page.setViewportSize({ width: 390, height: 844 });
    const bar = await page.getByRole("banner").boundingBox();
    expect(bar?.height).toBeLessThan(80);
    if (locale !== "es") await shot(page, `header-390-${locale}`);
    const menu = page.locator("header nav button[aria-controls=site-menu]"); // the nav is named in the page's language
    await menu.click();
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#site-menu").getByRole("link", { name: "Dark Eden" })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    if (locale !== "es") await shot(page, `header-390-${locale}-menu`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});
