import { expect, test, type Page } from "@playwright/test";
import { BFE_WORLD } from "../support/set-fixtures";
import { signedUpThroughApi } from "./helpers/accounts";

// Battle for Eden in a Polish browser (docs/i18n.md): the builder's panel, its World and a
// starting-deck validation message ("Conquest ▶ Setup": 3 cost-1 units) read in Polish.

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe("a Polish browser", () => {
  test.use({ locale: "pl-PL" });

  test("the Battle for Eden builder panel, its World and a starting-deck message are in Polish", async ({ page }) => {
    await signedUpThroughApi(page.request, "bfepl");
    const world = await post(page, "/api/v1/sets/import?visibility=public", BFE_WORLD);
    const list = `game: battle-for-eden\nsets: ${world}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n`;
    const deckId = await post(page, "/api/v1/decks", { name: "Zielona talia", list, visibility: "unlisted" });

    await page.goto(`/decks/${deckId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect(page.getByRole("combobox", { name: "Cywilizacja" })).toBeVisible();
    const deck = page.getByRole("table", { name: "Talia początkowa" });
    await expect(deck.getByRole("rowheader", { name: "Mały Kryształ Energii" })).toBeVisible();
    await expect(deck.getByRole("rowheader", { name: "Jednostki cywilizacji o koszcie 1" })).toBeVisible();
    await expect(page.getByTestId("deck-counter")).toHaveText("6 / 7 kart");
    await expect(page.locator('[data-issue="BFE_START_COMPOSITION"]').first()).toContainText(
      "Talia początkowa ma 2 jednostki o koszcie 1; potrzeba dokładnie 3.",
    );

    await expect(page.getByRole("heading", { name: "Świat: Verdant Reach" })).toBeVisible();
    await page.getByRole("button", { name: "Dodaj Bramble Guard do talii początkowej" }).click();
    await expect(page.getByTestId("deck-counter")).toHaveText("7 / 7 kart");
    await expect(page.locator('[data-issue="BFE_START_COMPOSITION"]')).toHaveCount(0);
  });
});
