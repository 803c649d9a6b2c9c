import { expect, test } from "@playwright/test";
import { axe } from "./helpers/a11y";

// "Rules Edenkeep checks": each game's page lists every check the validator runs, with its
// codes, level and rulebook section.

test("the Gardener of Thoughts rules page shows GOT_NO_ROLEPLAY as a warning under its section", async ({ page }) => {
  await page.goto("/rules/got-cgs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rules Edenkeep checks: Gardener of Thoughts");
  const section = page.getByRole("region", { name: "Playing ▶ Session ▶ Era ▶ Adventure ▶ End of adventure ▶ Winning conditions" });
  const row = section.getByRole("row", { name: /GOT_NO_ROLEPLAY/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole("cell").first()).toContainText("warning");
  await expect(row).toContainText("Roleplay");
  // One h1, and the page's own content passes axe.
  await expect(page.locator("h1")).toHaveCount(1);
  const found = await axe(page).include("article").analyze();
  expect(found.violations.map((v) => v.id)).toEqual([]);
});

test("the catalog links to its game's rules page, and the index lists the four games", async ({ page }) => {
  await page.goto("/cards/eden-skirmish");
  await page.getByRole("link", { name: "Rules Edenkeep checks" }).click();
  await expect(page).toHaveURL(/\/rules\/eden-skirmish$/);
  const etapa5 = page.getByRole("region", { name: "4. A - La Fase de Preparación, Etapa 5" });
  await expect(etapa5.getByRole("row", { name: /EDEN_NO_MISSION/ })).toContainText("warning");
  await page.goto("/rules");
  const index = page.getByRole("article");
  for (const [slug, title] of [
    ["dark-eden", "Dark Eden"],
    ["battle-for-eden", "Battle for Eden"],
    ["got-cgs", "Gardener of Thoughts"],
    ["eden-skirmish", "EDEN"],
  ]) {
    await expect(index.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `/rules/${slug}`);
  }
  expect((await page.goto("/rules/no-such-game"))?.status()).toBe(404);
});
