import { expect, test } from "@playwright/test";

// Search the Dark Eden catalog as `obóz` and as `oboz`, open the card,
// see its English and Polish names.
for (const q of ["obóz", "oboz"]) {
  test(`Dark Eden catalog search finds Boot Camp as "${q}" and shows both names`, async ({ page }) => {
    await page.goto("/cards/dark-eden");
    await page.getByLabel("Name (any language)").fill(q);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`));
    const results = page.getByRole("list", { name: "Search results" });
    await expect(results.getByRole("link", { name: "Boot Camp" })).toBeVisible();
    await results.getByRole("link", { name: "Boot Camp" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Boot Camp" })).toBeVisible();
    await expect(page.getByText("Obóz Szkoleniowy")).toBeVisible();
    await expect(page.locator("dt", { hasText: "Polish" })).toBeVisible();
  });
}

test("a shared search URL lists Boot Camp for ?q=boot", async ({ page }) => {
  await page.goto("/cards/dark-eden?q=boot");
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("link", { name: "Boot Camp" })).toBeVisible();
});

test("the EDEN catalog lists Yûri of the Jokers at value 25", async ({ page }) => {
  await page.goto("/cards/eden-skirmish?q=yuri");
  const row = page.locator("li[data-card='yuri']");
  await expect(row.getByRole("link", { name: "Yûri" })).toBeVisible();
  await expect(row).toContainText("Jokers");
  await expect(row).toContainText("25");
});
