import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, test, type Page } from "@playwright/test";
import { BFE_WORLD, GOT_SET } from "../support/set-fixtures";
import { PASSWORD, registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

// At the table without network (docs/offline.md): one visit online makes the device ready (the
// service worker keeps the shell, the catalogs, the rules and the player's decks), then with the
// network cut (loopback too): the catalog searches on the device, a saved deck opens, goldfish
// deals in each of the four games, the rules open, and the header says "Offline".

async function post(page: Page | APIRequestContext, url: string, data: unknown): Promise<string> {
  const res = await ("request" in page ? page.request : page).post(url, { data });
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

  // Offline, the pages show no hydration error (React #418) and ask for no prefetch that fails.
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => m.type() === "error" && /hydrat|#418|#423|#425/i.test(m.text()) && problems.push(m.text()));
  // (a prefetch the page itself cancels on leaving is no failure)
  page.on(
    "requestfailed",
    (r) => r.headers()["next-router-prefetch"] && r.failure()?.errorText !== "net::ERR_ABORTED" && problems.push(`prefetch failed: ${r.url()}`),
  );
  page.on("console", (m) => m.type() === "error" && m.location().url.includes("_rsc=") && problems.push(`${m.text()} ${m.location().url}`));
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

  // Offline pages for everything: the list of what waits to sync, and the app's own page for a page never visited.
  await page.goto("/sync");
  await expect(page.getByRole("heading", { level: 1, name: "Waiting to sync" })).toBeVisible();
  await expect(page.getByText("Nothing is waiting: everything is on the server.")).toBeVisible();
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Not on this device yet" })).toBeVisible();
  await expect(page.getByTestId("kept-pages").getByRole("link", { name: "Table dark-eden", exact: true }).first()).toBeVisible();

  // The builder's "Find cards" searches the device's catalog, as the catalog page does; its note goes when the network is back.
  await page.goto(`/decks/${decks["dark-eden"]}`);
  const search = page.locator("#builder-search");
  await page.locator("#builder-q").fill("oboz");
  await page.locator("#builder-q").press("Enter");
  await expect(search.getByRole("list").getByText("Obóz Szkoleniowy")).toBeVisible();
  await expect(search.getByRole("status")).toContainText("searched on this device");
  await context.setOffline(false);
  await expect(search.getByRole("status")).not.toContainText("searched on this device");
  await expect(search.getByRole("list").getByText("Obóz Szkoleniowy")).toBeVisible();
  expect(problems).toEqual([]);
});

test("a player's things stay theirs: after sign-in through the form and sign-out no cache holds them; the next player offline sees none of them", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const first = uniqueUsername("first");
  const second = uniqueUsername("second");
  const deckOf = async (username: string, name: string) => {
    const api = await playwright.request.newContext({ baseURL });
    await registerThroughApi(api, username);
    await signInThroughApi(api, username);
    const id = await post(api, "/api/v1/decks", { name, list: "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n", visibility: "private" });
    await api.dispose();
    return id;
  };
  const firstDeck = await deckOf(first, `Hoard of ${first}`);
  await deckOf(second, `Cache of ${second}`);
  const signInWithForm = async (username: string) => {
    await page.goto("/login?callbackUrl=%2Fdecks");
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("navigation", { name: "Main" }).getByText(username)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: username === first ? `Hoard of ${first}` : `Cache of ${second}` })).toBeVisible();
    // The worker has kept the player's pages (their list of decks among them) in their own cache.
    await expect.poll(() => cachesHolding(page, username === first ? `Hoard of ${first}` : `Cache of ${second}`), { timeout: 30_000 }).not.toEqual([]);
  };
  const everything = (names: string[]) => Promise.all(names.map((n) => cachesHolding(page, n))).then((found) => found.flat());
  const firstsDatabases = () =>
    page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("edenkeep-device-")));

  // The worker is ready before anyone signs in (the public pages and catalogs).
  await page.goto("/");
  await page.locator('[data-testid="offline-status"][data-offline="ready"]').waitFor({ state: "attached" });

  // Signed in through the form, then out with the button: no cache holds the player's name or deck names (every entry read).
  await signInWithForm(first);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
  await expect.poll(() => everything([first, `Hoard of ${first}`])).toEqual([]);

  // Signed in again; the session then ends without the button (cookies cleared) and another player signs in here.
  await signInWithForm(first);
  const firstDb = await firstsDatabases();
  expect(firstDb).toHaveLength(1);
  await context.clearCookies();
  await signInWithForm(second);
  await expect.poll(() => everything([first, `Hoard of ${first}`])).toEqual([]);
  await expect.poll(firstsDatabases).not.toContain(firstDb[0]);

  // Offline, the second player sees their own things and none of the first player's.
  await context.setOffline(true);
  await page.goto("/decks");
  await expect(page.getByRole("link", { name: `Cache of ${second}` })).toBeVisible();
  await expect(page.getByText(`Hoard of ${first}`)).toHaveCount(0);
  await page.goto(`/decks/${firstDeck}`);
  await expect(page.getByRole("heading", { level: 1, name: "Not on this device yet" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(first);
});

/** Every Cache Storage entry (URL, headers, body) of this origin that holds `text`: "<cache> <url>" each. */
function cachesHolding(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (needle) => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const headers = response ? [...response.headers].map(([k, v]) => `${k}: ${v}`).join("\n") : "";
        const body = response ? await response.text() : "";
        if (`${request.url}\n${headers}\n${body}`.includes(needle)) found.push(`${name} ${request.url}`);
      }
    }
    return found;
  }, text);
}
