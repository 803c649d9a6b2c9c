import { expect, test } from "@playwright/test";
import { openSettled } from "./helpers/a11y";

// What players met (issue #48): a card page in Polish speaks Polish under its title and on its face.

test.describe("in Polish", () => {
  test.use({ locale: "pl-PL" });

  test("a Dark Eden card page: type and set under the title, and the face's type line, in Polish", async ({ page }) => {
    await openSettled(page, "/cards/dark-eden/boot-camp");
    await expect(page.locator("article header p")).toHaveText("Miejsce · Dark Eden – zestaw podstawowy");
    const svg = await (await page.request.get("/api/v1/cards/dark-eden/boot-camp/face.svg?locale=pl")).text();
    expect(svg).toContain("Miejsce · Ogólna");
    expect(svg).not.toMatch(/>Establishment|>General</);
  });
});
