import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, registerThroughUI, signedUpThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// The deck and warband builders, versions and sharing, step by step
// through the pages as a player would.

/** The twelve general establishments of a legal 60-card deck under Kommendant Leitheusser (5 each). */
const ESTABLISHMENTS: [code: string, name: string][] = [
  ["boot-camp", "Boot Camp"],
  ["livery", "Livery"],
  ["armory", "Armory"],
  ["arable-land", "Arable Land"],
  ["bazaar", "Bazaar"],
  ["deep-mine", "Deep Mine"],
  ["defense-center", "Defense Center"],
  ["hospital", "Hospital"],
  ["mint", "Mint"],
  ["refinery", "Refinery"],
  ["tavern", "Tavern"],
  ["storehouse", "Storehouse"],
];

const badge = (page: Page) => page.getByTestId("legal-badge");
const results = (page: Page) => page.getByRole("list", { name: "Search results" });

async function settled(page: Page, text: "Legal" | "Not legal") {
  await expect(badge(page)).toHaveAttribute("aria-busy", "false");
  await expect(badge(page)).toHaveText(text);
}

/**
 * Searches the builder's catalog pane by name and waits for the card's row in this search's
 * results: the list first shows all cards, often this one too, and a click on that row while the
 * search's answer replaces the list lands on whatever is there then.
 */
async function search(page: Page, name: string, code: string) {
  await page.getByLabel("Card name (any language)").fill(name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(results(page)).toHaveAttribute("data-query", name);
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  await expect(results(page).locator(`li[data-card="${code}"]`)).toBeVisible();
}

test("a legal 60-card Dark Eden deck from the search, shared unlisted, copied by another player", async ({ page, browser }) => {
  const owner = uniqueUsername("rasputin");
  await registerThroughUI(page, owner);
  await expect(page).toHaveURL(/\/decks$/);
  await page.getByRole("link", { name: "New Dark Eden deck" }).click();
  await expect(page).toHaveURL(/\/decks\/new\?game=dark-eden/);

  await page.getByLabel("Dark Eden deck name").fill("Twelve walls");
  await page.getByLabel("Commander", { exact: true }).selectOption({ label: "Kommendant Leitheusser" });
  await settled(page, "Not legal");

  let added = 0;
  for (const [code, name] of ESTABLISHMENTS) {
    await search(page, name, code);
    const add = results(page)
      .locator(`li[data-card="${code}"]`)
      .getByRole("button", { name: `Add ${name}`, exact: true });
    for (let i = 0; i < 5; i++) {
      if (added === 59) {
        // One card short: the server says "Not legal" (DE_DECK_TOO_SMALL) …
        await expect(page.getByTestId("deck-counter")).toHaveText("59 / 60 cards");
        await settled(page, "Not legal");
        await expect(page.locator('[data-issue="DE_DECK_TOO_SMALL"]').first()).toBeVisible();
      }
      await add.click();
      added++;
    }
  }
  // … and "Legal" exactly when the 60th card goes in.
  await expect(page.getByTestId("deck-counter")).toHaveText("60 / 60 cards");
  await settled(page, "Legal");
  await expect(page.getByText("No errors and no warnings.")).toBeVisible();
  // The list as text follows the builder.
  await expect(page.getByLabel("Deck list as text")).toHaveValue(/5 Boot Camp/);
  await expect(page.getByLabel("Deck list as text")).toHaveValue(/commander: Kommendant Leitheusser/);

  await page.getByRole("radio", { name: /Unlisted/ }).check();
  await page.getByRole("button", { name: "Save the new deck" }).click();
  await expect(page).toHaveURL(/\/decks\/(?!new)[^/?]+$/);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");
  await expect(page.getByRole("radio", { name: /Unlisted/ })).toBeChecked();
  const deckUrl = page.url();
  await expect(page.getByRole("link", { name: "Goldfish" })).toHaveAttribute("href", /\/goldfish$/);
  // Proxy sheets: the deck page's button fetches the sheet and hands over a PDF.
  const sheet = page.waitForEvent("download");
  await page.getByRole("button", { name: "Proxies (A4 PDF)" }).click();
  const pdf = await sheet;
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const head = await (await import("node:fs/promises")).readFile((await pdf.path())!);
  expect(head.subarray(0, 5).toString()).toBe("%PDF-");
  const exported = await page.request.get(`${new URL(deckUrl).pathname.replace("/decks/", "/api/v1/decks/")}/export?format=text`);
  expect(await exported.text()).toContain("5 Boot Camp");

  // A fresh browser, nobody signed in: the unlisted deck is readable through its link.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(deckUrl);
  await expect(other.getByRole("heading", { level: 1, name: "Twelve walls" })).toBeVisible();
  await expect(badge(other)).toHaveText("Legal");
  await expect(other.getByText(`by ${owner}`)).toBeVisible();
  await expect(other.getByTestId("deck-text")).toContainText("5 Boot Camp");
  await expect(other.getByRole("button", { name: "Add one more Boot Camp" })).toHaveCount(0);

  // Copying asks to sign in; a second player registers and copies it.
  await other.getByRole("link", { name: "Sign in to copy this deck" }).click();
  await expect(other).toHaveURL(/\/login\?callbackUrl=/);
  await other.getByRole("main").getByRole("link", { name: "Register" }).click();
  const copier = uniqueUsername("templar");
  await registerThroughUI(other, copier, { open: false });
  await expect(other).toHaveURL(deckUrl);
  await other.getByRole("button", { name: "Copy to my decks" }).click();
  await expect(other).not.toHaveURL(deckUrl);
  await expect(other.getByTestId("save-state")).toHaveText("Saved · version 1");
  const copiedFrom = other.getByTestId("copied-from");
  await expect(copiedFrom).toContainText(`Copied from Twelve walls by ${owner}`);
  await expect(copiedFrom.getByRole("link", { name: "Twelve walls" })).toHaveAttribute("href", new URL(deckUrl).pathname);
  await expect(badge(other)).toHaveText("Legal");
  await visitor.close();
});

test("a 100-point EDEN warband: the meter at 100 / 100 and no further combatant", async ({ page }) => {
  await registerThroughUI(page, uniqueUsername("bamaka"));
  await page.getByRole("link", { name: "New EDEN warband" }).click();
  await page.getByLabel("EDEN warband name").fill("Ngombe");
  await page.getByLabel("Warband", { exact: true }).selectOption({ label: "Clan Bamaka" });

  // Sabaka 50 + Tarar 30 + Abama 20 (card-data/eden-skirmish/bamaka.json).
  for (const [code, name] of [
    ["sabaka", "Sabaka"],
    ["tarar", "Tarar"],
    ["abama", "Abama"],
  ]) {
    await search(page, name, code);
    await results(page)
      .getByRole("button", { name: `Add ${name}`, exact: true })
      .click();
  }
  await expect(page.getByTestId("points-meter")).toHaveText("100 / 100");
  await page.getByLabel("Leader", { exact: true }).selectOption({ label: "Sabaka" });
  await settled(page, "Legal");

  // Every further combatant would pass 100: its + is refused, with the reason.
  await page.getByLabel("Card name (any language)").fill("");
  await page.getByLabel("Faction", { exact: true }).selectOption({ label: "Clan Bamaka" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dacke = results(page).locator('li[data-card="dacke"]');
  await expect(dacke.getByRole("button", { name: "Add Dacke", exact: true })).toBeDisabled();
  await expect(dacke).toContainText("Would take the warband to 110 / 100 points");
  await expect(results(page).locator('li[data-card="ngwane"]').getByRole("button", { name: "Add Ngwane", exact: true })).toBeDisabled();
  // The combatants already recruited cannot be recruited twice either.
  await expect(results(page).locator('li[data-card="tarar"]').getByRole("button", { name: "Add Tarar", exact: true })).toBeDisabled();

  await page.getByRole("button", { name: "Save the new deck" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");
  await expect(page.getByTestId("points-meter")).toHaveText("100 / 100");

  // Typed past the budget, the server's check says EDEN_OVER_BUDGET.
  const text = page.getByLabel("Deck list as text");
  await text.fill(`${await text.inputValue()}1 Dacke\n`);
  await expect(page.getByTestId("points-meter")).toHaveText("110 / 100");
  await settled(page, "Not legal");
  await expect(page.locator('[data-issue="EDEN_OVER_BUDGET"]').first()).toBeVisible();
});

test("a list file with a typo: the unknown card is named with its line and a did-you-mean that mends it, then saved as a new deck", async ({
  page,
  context,
}) => {
  const user = uniqueUsername("typo");
  await registerThroughApi(context.request, user);
  await signInThroughApi(context.request, user);
  await page.goto("/decks/new?game=dark-eden");
  await page.getByLabel("Dark Eden deck name").fill("Two tabs");
  const list = "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Bootcamp\n5 Mint\n";
  await page.getByLabel("Deck list file").setInputFiles({ name: "two-tabs.txt", mimeType: "text/plain", buffer: Buffer.from(list) });
  await expect(page.getByLabel("Deck list as text")).toHaveValue(list);
  const problem = page.locator('[data-problem="UNKNOWN_CARD"]');
  await expect(problem).toContainText("line 3");
  await expect(problem).toContainText('Did you mean "Boot Camp"');
  await settled(page, "Not legal");
  await problem.getByRole("button", { name: "Use “Boot Camp” on line 3" }).click();
  await expect(problem).toHaveCount(0);
  await expect(page.getByTestId("deck-counter")).toHaveText("10 / 60 cards");
  await expect(page.locator('li[data-card="boot-camp"]').first()).toBeVisible();
  await page.getByRole("button", { name: "Save the new deck" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");
  await expect(page).toHaveURL(/\/decks\/[A-Za-z0-9_-]+$/);
});

test("a stale save in two tabs shows the conflict and keeps the draft; overwriting saves mine on theirs", async ({ page, context }) => {
  const user = uniqueUsername("tabs");
  await registerThroughApi(context.request, user);
  await signInThroughApi(context.request, user);
  const created = await context.request.post("/api/v1/decks", {
    data: { name: "Two tabs", list: "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n5 Mint\n", visibility: "private" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/decks/${((await created.json()) as { id: string }).id}`);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");

  const tabA = page;
  const tabB = await context.newPage();
  await tabB.goto(tabA.url());
  await expect(tabB.getByTestId("save-state")).toHaveText("Saved · version 1");

  await search(tabA, "Livery", "livery");
  await results(tabA).getByRole("button", { name: "Add Livery", exact: true }).click();
  await tabA.getByRole("button", { name: "Save", exact: true }).click();
  await expect(tabA.getByTestId("save-state")).toHaveText("Saved · version 2");

  await search(tabB, "Armory", "armory");
  await results(tabB).getByRole("button", { name: "Add Armory", exact: true }).click();
  await tabB.getByRole("button", { name: "Save", exact: true }).click();
  const conflict = tabB.getByTestId("save-conflict");
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText("version 2");
  await expect(conflict.locator('tr[data-card="livery"]')).toBeVisible();
  // Nothing lost: tab B still holds its Armory, unsaved.
  await expect(tabB.getByTestId("save-state")).toHaveText("Unsaved changes (on version 1)");
  await expect(tabB.getByRole("button", { name: "Remove one Armory" })).toBeVisible();
  await expect(tabB.getByTestId("deck-counter")).toHaveText("11 / 60 cards");

  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(tabB.getByTestId("save-state")).toHaveText("Saved · version 3");
});

test("history shows the changes between two versions and restores one as a new version", async ({ page, context }) => {
  const user = uniqueUsername("history");
  await registerThroughApi(context.request, user);
  await signInThroughApi(context.request, user);
  const list = "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n5 Mint\n";
  const created = await context.request.post("/api/v1/decks", { data: { name: "Two tabs", list, visibility: "private" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [version, extra] of [
    [1, "1 Livery\n"],
    [2, "1 Armory\n"],
  ] as const) {
    const put = await context.request.put(`/api/v1/decks/${id}`, { data: { list: `${list}${extra}`, version } });
    expect(put.status(), await put.text()).toBe(200);
  }

  // From 2 to 3 the Livery went and the Armory came; restore version 1.
  await page.goto(`/decks/${id}`);
  await page.getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { name: "History of Two tabs" })).toBeVisible();
  await page.getByLabel("Compare from version 2").check();
  await page.getByLabel("Compare to version 3").check();
  const changes = page.getByRole("list", { name: "Changes" });
  await expect(changes.locator('li[data-card="armory"]')).toContainText("+1 Armory");
  await expect(changes.locator('li[data-card="livery"]')).toContainText("-1 Livery");
  await page.getByRole("button", { name: "Restore version 1" }).dblclick();
  await expect(page.getByText("Version 1 restored as version 4.")).toBeVisible();
  await page.getByRole("link", { name: "Back to the deck" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 4");
  await expect(page.getByTestId("deck-counter")).toHaveText("10 / 60 cards");
});

test("a conflict resolved as fast as Playwright clicks: a double click on Save or Overwrite sends one save", async ({ page, context }) => {
  const user = uniqueUsername("quick");
  await registerThroughApi(context.request, user);
  await signInThroughApi(context.request, user);
  const list = "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n";
  const created = await context.request.post("/api/v1/decks", { data: { name: "Quick hands", list, visibility: "private" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/decks/${id}`);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");

  // Saved elsewhere meanwhile (version 2); this tab adds a card and double-clicks Save: one PUT, refused.
  const elsewhere = await context.request.put(`/api/v1/decks/${id}`, { data: { list: `${list}1 Livery\n`, version: 1 } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await search(page, "Armory", "armory");
  await results(page).getByRole("button", { name: "Add Armory", exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).dblclick();
  const conflict = page.getByTestId("save-conflict");
  await expect(conflict).toContainText("version 2");
  await conflict.getByRole("button", { name: "Overwrite with mine" }).dblclick();
  await expect(conflict).toHaveCount(0);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 3");
  // Exactly three versions: the double clicks sent one save each time.
  const history = await context.request.get(`/api/v1/decks/${id}`);
  expect(((await history.json()) as { version: number }).version).toBe(3);

  // Text typed and saved at once: the save waits for the typed list to be read, so it sends what the page shows.
  const editor = page.getByLabel("Deck list as text");
  await editor.fill("game: dark-eden\ncommander: Kommendant Leitheusser\n4 Boot Camp\n");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 4");
  const saved = (await (await context.request.get(`/api/v1/decks/${id}/export?format=text`)).text()).replace(/\r/g, "");
  expect(saved).toContain("4 Boot Camp");
  expect(saved).not.toContain("Armory");
});

test("a name typed and a + clicked while the builder's code is still loading count once it has loaded", async ({ page, context }) => {
  await signedUpThroughApi(context.request, "early");
  const created = await context.request.post("/api/v1/decks", {
    data: { name: "Early", list: "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n", visibility: "private" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // The server-rendered builder is on the page long before its handlers (a slow phone): what is
  // typed or pressed then waits for them instead of being lost.
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/decks/${id}`, { waitUntil: "commit" });
  await page.getByLabel("Dark Eden deck name").fill("Early bird");
  await page.locator("#builder-list").getByRole("button", { name: "Add one more Boot Camp", exact: true }).click();
  await expect(page.getByTestId("deck-counter")).toHaveText("6 / 60 cards");
  await expect(page.getByLabel("Dark Eden deck name")).toHaveValue("Early bird");
});
