import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { openSettled } from "./helpers/a11y";

// A deck as pictures (docs/faces.md): a stack's count must leave the face readable. Every face
// prints the card's name at its top left, from about 4 % of its width and 3–7 % of its height
// (lib/proxies/frame.ts: the header band inside a 2.5 mm pad); nothing may lie over it.

/** For each stack of several copies: the element the browser hits over the first characters of the card's name. */
async function overNames(page: Page): Promise<{ card: string; hit: string[] }[]> {
  return page.locator("[data-view=visual] li[data-quantity]:not([data-quantity='1'])").evaluateAll((items) =>
    items.map((li) => {
      const img = li.querySelector("img")!;
      // Only what is on screen can be hit: each stack in the middle of the viewport in turn.
      li.scrollIntoView({ block: "center", behavior: "instant" });
      const box = img.getBoundingClientRect();
      const hit = [0.05, 0.1, 0.15, 0.2, 0.3].map((fx) => {
        const el = document.elementFromPoint(box.left + box.width * fx, box.top + box.height * 0.05);
        return el === img ? "face" : `${el?.tagName.toLowerCase()} "${el?.textContent ?? ""}"`;
      });
      return { card: li.getAttribute("data-card") ?? "", hit };
    }),
  );
}

for (const width of [390, 1280]) {
  test(`at ${width} px a stack's count covers no card's name, and still says how many copies`, async ({ page }) => {
    const username = uniqueUsername("stacks");
    await registerThroughApi(page.request, username);
    await signInThroughApi(page.request, username);
    const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
    const made = await page.request.post("/api/v1/decks", { data: { name: "Stacks", list, visibility: "private" } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    await page.setViewportSize({ width, height: 900 });
    await openSettled(page, `/decks/${id}?view=visual`);
    const stacks = page.locator("[data-view=visual] li[data-quantity='5']");
    await expect(stacks.first()).toBeVisible();
    await expect(stacks.first().locator("[data-count]")).toHaveText("5 copies");
    const seen = await overNames(page);
    expect(seen.length).toBeGreaterThan(5);
    expect(seen.filter((s) => s.hit.some((h) => h !== "face"))).toEqual([]);
  });
}
