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

  test("the Battle for Eden goldfish names cards, its log and its odds table in Polish, and the odds count a card bought", async ({ page }) => {
    await signedUpThroughApi(page.request, "bfeplfish");
    const world = await post(page, "/api/v1/sets/import?visibility=public", BFE_WORLD);
    const list = `game: battle-for-eden\nsets: ${world}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`;
    const deckId = await post(page, "/api/v1/decks", { name: "Zielony złowiony", list, visibility: "unlisted" });

    await page.goto(`/decks/${deckId}/goldfish?seed=bfe-pl`);
    const hand = page.getByRole("list", { name: "Karty na ręce" });
    // 5 of the 7 cards are drawn, so at least one of the 3 Small Energy Crystals: named as the catalog names it in Polish.
    const small = hand.locator('li[data-card="small-energy-crystal"]').first();
    await expect(small).toContainText("Mały Kryształ Energii");
    await small.getByRole("button", { name: "Zagraj kryształ" }).click();
    await expect(page.getByText("Wyłożono Mały Kryształ Energii przed sobą.")).toBeVisible();

    // The odds table's types, rounds and card names in Polish; its deck is the 7 cards of the starting deck.
    const odds = page.getByRole("table", { name: "Tabela szans" });
    await expect(odds.getByRole("columnheader", { name: /^Runda 1/ })).toBeVisible();
    await expect(odds.locator('tr[data-row="kind:crystal"] td').first()).toHaveText("Kryształ Energii");
    await expect(odds.locator('tr[data-row="small-energy-crystal"] td').first()).toHaveText("Mały Kryształ Energii");
    await expect(odds.locator('tr[data-row="thornling"] td').nth(1)).toHaveText("1");

    // "The Reinforcements phase": a Thornling bought goes to the discard pile, so the odds count 2 of 8 cards.
    await page.getByRole("button", { name: "Koniec tury: do fazy Posiłków" }).click();
    await expect(page.getByRole("heading", { name: "Faza Posiłków, runda 1" })).toBeVisible();
    await page.getByRole("button", { name: "Kup Thornling" }).click();
    await expect(page).toHaveURL(/_b\.\d+$/);
    await expect(odds.locator('tr[data-row="thornling"] td').nth(1)).toHaveText("2");
    await expect(odds.locator('tr[data-row="kind:unit"] td').nth(1)).toHaveText("4");
  });
});
