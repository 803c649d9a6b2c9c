import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// The interface in Polish and Spanish (docs/i18n.md): the browser's language picks it, the
// header's language menu changes it in place, and a signed-in player's choice follows them.

const badge = (page: Page) => page.getByTestId("legal-badge");

/** A new account, signed in in this page's browser context (through the API: the forms are tested elsewhere). */
async function signedIn(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  return username;
}

/** Searches the builder's catalog pane and adds the card `times` times with its + button. */
async function add(page: Page, search: { label: string; button: string; query: string; code: string; add: string }, times = 1) {
  await page.getByLabel(search.label).fill(search.query);
  await page.getByRole("button", { name: search.button, exact: true }).click();
  const row = page.locator(`li[data-card="${search.code}"]`).first();
  await expect(row).toBeVisible();
  for (let i = 0; i < times; i++) await row.getByRole("button", { name: search.add, exact: true }).click();
}

test.describe("a Polish browser", () => {
  test.use({ locale: "pl-PL" });

  test("builds a Dark Eden deck with Polish menus, Polish card names and Polish rules messages", async ({ page }) => {
    await signedIn(page, "polak");
    await page.goto("/decks/new?game=dark-eden");
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    const nav = page.getByRole("navigation", { name: "Główne" });
    await expect(nav.getByRole("link", { name: "Moje talie" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Wyloguj się" })).toBeVisible();
    await expect(page.getByLabel("Język", { exact: true })).toHaveValue("pl");

    await page.getByLabel("Nazwa talii Dark Eden").fill("Stajnie Rasputina");
    await page.getByLabel("Przywódca", { exact: true }).selectOption({ label: "Kommendant Leitheusser" });
    // Livery is "Stajnie" in the Polish catalog; the English name still finds it.
    await add(page, { label: "Nazwa karty (w dowolnym języku)", button: "Szukaj", query: "livery", code: "livery", add: "Dodaj Stajnie" }, 6);

    await expect(page.getByTestId("deck-counter")).toHaveText("6 / 60 kart");
    await expect(badge(page)).toHaveAttribute("aria-busy", "false");
    await expect(badge(page)).toHaveText("Nielegalna");
    const list = page.locator("#builder-list");
    await expect(list.locator('li[data-card="livery"]').getByRole("link", { name: "Stajnie" })).toBeVisible();
    await expect(list.locator('[data-issue="DE_DECK_TOO_SMALL"]').first()).toContainText(
      "Talia do gry ma 6 kart; potrzeba co najmniej 60 (Przywódca się nie liczy).",
    );
    await expect(list.locator('[data-issue="DE_COPY_LIMIT"]').first()).toContainText("6 egzemplarzy karty Stajnie");
    await expect(page.getByText(/^2 błędy, /)).toBeVisible();

    await page.getByRole("button", { name: "Zapisz nową listę" }).click();
    await expect(page.getByTestId("save-state")).toHaveText("Zapisano · wersja 1");
  });
});

test.describe("a Spanish browser", () => {
  test.use({ locale: "es-ES" });

  test("builds an EDEN warband with Spanish menus, Spanish card names and Spanish rules messages", async ({ page }) => {
    await signedIn(page, "bamakaes");
    await page.goto("/decks/new?game=eden-skirmish");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Mis mazos" })).toBeVisible();

    await page.getByLabel("Nombre de la banda de EDEN").fill("Ngombe");
    await page.getByLabel("Banda", { exact: true }).selectOption({ label: "Clan Bamaka" });
    const search = { label: "Nombre de la carta (en cualquier idioma)", button: "Buscar" };
    await add(page, { ...search, query: "Sabaka", code: "sabaka", add: "Añadir Sabaka" });
    await add(page, { ...search, query: "Ngwane", code: "ngwane", add: "Añadir Ngwane" });
    // Abama is "Abama Gran-Ventre" in the Spanish rules.
    await add(page, { ...search, query: "abama", code: "abama", add: "Añadir Abama Gran-Ventre" });
    await expect(page.getByTestId("points-meter")).toHaveText("100 / 100");
    await expect(page.locator('#builder-list li[data-card="abama"]').getByRole("link", { name: "Abama Gran-Ventre" })).toBeVisible();
    await page.getByLabel("Jefe", { exact: true }).selectOption({ label: "Sabaka" });

    await page.getByLabel("Presupuesto (puntos)").fill("60");
    await expect(page.getByTestId("points-meter")).toHaveText("100 / 60");
    await expect(badge(page)).toHaveAttribute("aria-busy", "false");
    await expect(badge(page)).toHaveText("No legal");
    await expect(page.locator('[data-issue="EDEN_OVER_BUDGET"]').first()).toContainText("La banda vale 100 puntos, 40 por encima del presupuesto de 60.");
    await expect(page.getByText("Por encima del presupuesto en 40 puntos.")).toBeVisible();
  });
});

test("the language menu changes the page in place: the unsaved deck stays, and the account keeps the choice", async ({ page, browser }) => {
  const username = await signedIn(page, "switcher");
  await page.goto("/decks/new?game=dark-eden");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByLabel("Dark Eden deck name").fill("Twelve walls");
  await add(page, { label: "Card name (any language)", button: "Search", query: "Boot Camp", code: "boot-camp", add: "Add Boot Camp" }, 3);
  await expect(page.getByTestId("deck-counter")).toHaveText("3 / 60 cards");
  await expect(page.locator('[data-issue="DE_NO_COMMANDER"]').first()).toContainText("No Commander");

  await page.getByLabel("Language", { exact: true }).selectOption("pl");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  // The draft was never saved: it is still there, now in Polish.
  await expect(page.getByLabel("Nazwa talii Dark Eden")).toHaveValue("Twelve walls");
  await expect(page.getByTestId("deck-counter")).toHaveText("3 / 60 kart");
  await expect(page.getByTestId("save-state")).toHaveText("Jeszcze nie zapisano");
  await expect(page.locator('#builder-list li[data-card="boot-camp"]').getByRole("link", { name: "Obóz Szkoleniowy" })).toBeVisible();
  await expect(page.locator('[data-issue="DE_NO_COMMANDER"]').first()).toContainText("Brak Przywódcy");

  await page.getByLabel("Język", { exact: true }).selectOption("es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByLabel("Nombre del mazo de Dark Eden")).toHaveValue("Twelve walls");
  await expect(page.getByTestId("deck-counter")).toHaveText("3 / 60 cartas");

  // Signed in elsewhere with an English browser and no cookie: the account's choice wins.
  const other = await browser.newContext({ locale: "en-US" });
  const elsewhere = await other.newPage();
  await signInThroughApi(elsewhere.request, username);
  await elsewhere.goto("/");
  await expect(elsewhere.locator("html")).toHaveAttribute("lang", "es");
  await expect(elsewhere.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Mis mazos" })).toBeVisible();
  await other.close();
});
