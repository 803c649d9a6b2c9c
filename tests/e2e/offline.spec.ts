import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BFE_WORLD, GOT_SET } from "../support/set-fixtures";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// At the table without network (docs/offline.md): one visit online makes the device ready (the
// service worker keeps the shell, the catalogs, the rules and the player's decks), then with the
// network cut (loopback too): the catalog searches on the device, a saved deck opens, goldfish
// deals in each of the four games, the rules open, and the header says "Offline".

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test("offline after one visit: catalog search, a saved deck, goldfish in four games, the rules", async ({ page, context }) => {
  const username = uniqueUsername("table");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const world = await post(page, "/api/v1/sets/import?visibility=private", BFE_WORLD);
  const era = await post(page, "/api/v1/sets/import?visibility=private", GOT_SET);
  const lists = {
    "dark-eden": readFileSync("tests/fixtures/decks/dark-eden-sixty-establishments.txt", "utf8"),
    "battle-for-eden": `game: battle-for-eden\nsets: ${world}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`,
    "got-cgs": `game: got-cgs\nsets: ${era}\nplayers: 3\n1 Tidewater Regatta\n1 Harbor Pilot\n`,
    "eden-skirmish": readFileSync("tests/fixtures/decks/eden-bamaka-100.txt", "utf8"),
  };
  const decks: Record<string, string> = {};
  for (const [game, list] of Object.entries(lists)) decks[game] = await post(page, "/api/v1/decks", { name: `Table ${game}`, list, visibility: "private" });

  // One visit: the worker installs, keeps the shell and the player's pages, the catalogs go to the device.
  const started = Date.now();
  await page.goto("/");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Ready when the worker has kept the pages and the four catalogs are on the device (a first visit's work: no fixed time).
  await page.locator('[data-testid="offline-status"][data-offline="ready"]').waitFor({ state: "attached" });
  const readyMs = Date.now() - started;
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  console.log(`offline-ready after ${readyMs} ms; the device keeps ${(usage / 1024 / 1024).toFixed(1)} MiB`);

  await context.setOffline(true);
  await page.goto("/cards/dark-eden?q=oboz");
  expect(
    await page.evaluate(() =>
      fetch("/api/health").then(
        () => "reached",
        () => "no network",
      ),
    ),
  ).toBe("no network");
  await expect(page.getByTestId("offline-status")).toContainText("Offline");
  await expect(page.getByRole("list", { name: "Search results" })).toContainText("Obóz Szkoleniowy");
  await expect(page.getByRole("status").filter({ hasText: "searched on this device" })).toBeVisible();

  await page.goto(`/decks/${decks["dark-eden"]}`);
  await expect(page.getByRole("heading", { level: 1, name: "Table dark-eden" })).toBeAttached();

  const dealt: Record<string, (p: Page) => ReturnType<Page["locator"]>> = {
    "dark-eden": (p) => p.getByRole("list", { name: "Hand cards" }).locator("li[data-card]"),
    "battle-for-eden": (p) => p.getByRole("list", { name: "Hand cards" }).locator("li[data-card]"),
    "got-cgs": (p) => p.locator("li[data-card]"),
    "eden-skirmish": (p) => p.getByRole("list", { name: "Combatants" }).locator("li[data-card]"),
  };
  for (const [game, cards] of Object.entries(dealt)) {
    await page.goto(`/decks/${decks[game]}/goldfish?seed=table`);
    await expect(page.getByRole("heading", { level: 1, name: /^Goldfish: / })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  }

  await page.goto("/rules/dark-eden");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rules Edenkeep checks: Dark Eden");
});
