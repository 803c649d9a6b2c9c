import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DARK_EDEN_SET, GOT_SET } from "../support/set-fixtures";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { axe } from "./helpers/a11y";

// Player-made sets (CONTRACTS §6) in the browser: for each of the four games a set is entered
// or imported through the pages, a deck the rules call legal is built on it in the builder,
// shared by link, printed as proxies and goldfished; another user sees neither the private set
// nor its cards. Card data are our own small examples (tests/support/set-fixtures.ts, shared with the integration tests).

/** A set's page (not /sets/import nor /sets/public). */
const SET_PAGE = /\/sets\/(?!import$|public$)[A-Za-z0-9_-]+$/;

const badge = (page: Page) => page.getByTestId("legal-badge");

async function settled(page: Page, text: "Legal" | "Not legal") {
  await expect(badge(page)).toHaveAttribute("aria-busy", "false");
  await expect(badge(page)).toHaveText(text);
}

async function signedIn(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  return username;
}

/** Pastes a file into the import page, waits for the preview, imports it; returns the new set's id. */
async function importThroughPage(page: Page, contents: string, cards: number): Promise<string> {
  await page.goto("/sets/import");
  await expect(page.getByRole("heading", { level: 1, name: "Import a set" })).toBeVisible();
  await page.getByLabel("File contents").fill(contents);
  await expect(page.getByRole("heading", { name: `Preview: ${cards} cards` })).toBeVisible();
  await expect(page.getByTestId("import-problems")).toHaveCount(0);
  await page.getByRole("button", { name: "Import the set" }).click();
  await page.waitForURL(SET_PAGE);
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** Builds the deck in the builder opened from the set page (its text view), saves it unlisted; returns the deck's URL. */
async function buildDeck(page: Page, setName: string, deckName: string, list: string): Promise<string> {
  await page.getByRole("link", { name: "Build a deck on this set" }).click();
  await expect(page.getByRole("group", { name: "Sets" }).getByRole("checkbox", { name: setName, exact: true })).toBeChecked();
  await page.getByLabel("Deck list as text").fill(list);
  await settled(page, "Legal");
  await expect(page.getByTestId("legal-badge")).toHaveText("Legal");
  await page.locator("#deck-name").fill(deckName);
  await page.getByRole("radio", { name: /Unlisted/ }).check();
  await page.getByRole("button", { name: "Save the new deck" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1", { timeout: 20_000 });
  await settled(page, "Legal");
  return page.url();
}

/** The proxies button hands over a PDF; the goldfish page deals the opening set-up. */
async function proxiesAndGoldfish(
  page: Page,
  deckUrl: string,
  deckName: string,
  opening: (page: Page) => Promise<void> = (p) => expect(p.getByRole("list", { name: "Game log" })).toBeVisible(),
) {
  const sheet = page.waitForEvent("download");
  await page.getByRole("button", { name: "Proxies (A4 PDF)" }).click();
  const pdf = await sheet;
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
  await page.goto(`${deckUrl}/goldfish?seed=e2e-sets`);
  await expect(page.getByRole("heading", { level: 1, name: `Goldfish: ${deckName}` })).toBeVisible();
  await expect(page.getByText("This deck cannot be set up")).toHaveCount(0);
  await opening(page);
}

/** Another user: the private set is a 404 page, and its card names are not in that user's card search. */
async function strangerSeesNothing(browser: Browser, setId: string, game: string, names: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, "peek");
  const res = await page.goto(`/sets/${setId}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No such set" })).toBeVisible();
  for (const name of names) {
    const search = await page.request.get(`/api/v1/cards?game=${game}&q=${encodeURIComponent(name)}`);
    expect(search.status()).toBe(200);
    const found = (await search.json()) as { cards: { name: string; code: string }[] };
    expect(found.cards.map((c) => c.name)).not.toContain(name);
    expect(found.cards.some((c) => c.code.startsWith(`${setId}/`))).toBe(false);
  }
  await context.close();
}

/** The owner makes the set unlisted on its page; then the unlisted deck reads as legal through its link, signed out. */
async function shareByLink(page: Page, browser: Browser, setUrl: string, deckUrl: string, deckName: string) {
  await page.goto(setUrl);
  await page.getByLabel("Visibility").selectOption("unlisted");
  await expect(page.getByText(/Visibility changed\. Saved as version/)).toBeVisible();
  await expect(page.getByLabel("Share link")).toHaveValue(setUrl);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(deckUrl);
  await expect(visitor.getByRole("heading", { level: 1, name: deckName })).toBeVisible();
  await settled(visitor, "Legal");
  await visitor.goto(setUrl);
  await expect(visitor.getByRole("button", { name: "Delete this set" })).toHaveCount(0);
  await context.close();
}

test("Battle for Eden: a civilization typed in on the set page and its units designed make a legal starting deck (Conquest ▶ Setup)", async ({
  page,
  browser,
}) => {
  await signedIn(page, "world");
  await page.goto("/sets");
  await expect(page.getByRole("heading", { level: 1, name: "My sets" })).toBeVisible();
  await page.getByLabel("Game").selectOption("battle-for-eden");
  await page.getByLabel("Set name").fill("Verdant Reach World");
  await page.getByRole("button", { name: "Create the set" }).click();
  await page.waitForURL(SET_PAGE);
  const setUrl = page.url();
  const setId = new URL(setUrl).pathname.split("/").pop()!;

  await page.getByRole("button", { name: "Add civilization" }).click();
  await page.getByLabel("Civilization 1 code").fill("verdant-reach");
  await page.getByLabel("Civilization 1 name").fill("Verdant Reach");
  await page.getByLabel("Civilization 1 colour").fill("green");
  await page.getByRole("button", { name: "Save civilizations" }).click();
  await expect(page.getByTestId("set-version")).toHaveText("Version 2");

  // Cards are added in the designer (the set page only edits them): the World of the civilization just saved.
  await page.getByRole("link", { name: "Design cards" }).click();
  const units = [
    ["thornling", "Thornling", "1"],
    ["moss-scout", "Moss Scout", "1"],
    ["bramble-guard", "Bramble Guard", "2"],
  ];
  for (const [i, [, name, strength]] of units.entries()) {
    await page.getByRole("button", { name: "Add a unit" }).click();
    const unit = page.getByRole("article", { name: `Unit ${i + 1}`, exact: true });
    await unit.getByLabel("Name", { exact: true }).fill(name);
    await unit.getByLabel("Cost", { exact: true }).fill("1");
    await unit.getByLabel("Strength", { exact: true }).fill(strength);
  }
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("link", { name: "Build a deck on this World" })).toBeVisible({ timeout: 20_000 });
  await page.goto(setUrl);
  await expect(page.getByTestId("set-version")).toHaveText("Version 3");
  for (const [code, name] of units) await expect(page.getByRole("table", { name: "Cards" }).locator(`tr[data-card="${code}"]`)).toContainText(name);
  await strangerSeesNothing(browser, setId, "battle-for-eden", ["Thornling", "Bramble Guard"]);

  const list = `civilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`;
  const deckUrl = await buildDeck(page, "Verdant Reach World", "Verdant start", `game: battle-for-eden\nsets: ${setId}\n${list}`);
  await proxiesAndGoldfish(page, deckUrl, "Verdant start");
  await shareByLink(page, browser, setUrl, deckUrl, "Verdant start");
});

test("Dark Eden: an imported commander and establishments make a legal 60-card deck (DESIGNING A DECK)", async ({ page, browser }) => {
  await signedIn(page, "outpost");
  const file = DARK_EDEN_SET;
  const outposts = file.cards.filter((c) => c.type === "establishment");
  const setId = await importThroughPage(page, JSON.stringify(file, null, 1), 13);
  const setUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Homebrew Outposts" })).toBeVisible();
  await strangerSeesNothing(browser, setId, "dark-eden", ["Marshal Vey", "Frontier Outpost 1"]);

  const list = `game: dark-eden\nsets: ${setId}\ncommander: Marshal Vey\n${outposts.map((c) => `5 ${c.name}`).join("\n")}\n`;
  const deckUrl = await buildDeck(page, "Homebrew Outposts", "Outposts", list);
  await proxiesAndGoldfish(page, deckUrl, "Outposts");
  await shareByLink(page, browser, setUrl, deckUrl, "Outposts");
});

test("EDEN: a CSV of combatants with points and a mission, checked row by row, makes a legal warband", async ({ page, browser }) => {
  await signedIn(page, "warden");
  await page.goto("/sets/import");
  await page.getByRole("radio", { name: /CSV/ }).check();
  await page.getByLabel("Game").selectOption("eden-skirmish");
  await page.getByLabel("Set name").fill("Ash Wardens");
  const header = "code,name,kind,faction,stigma,value,types,psi,cbt,missionType,restriction";
  const kess = 'warden-kess,Warden Kess,combatant,ash-wardens,order,30,human,"[3, 2]","[4, 3]",,';
  const orro = "warden-orro,Warden Orro,combatant,ash-wardens,order,25,human,,,,";
  const oath = 'ember-oath,Ember Oath,mission,,,,,,,secret,"{""faction"": ""ash-wardens""}"';
  // A bad row is named by line, card and field, and nothing can be imported.
  await page.getByLabel("File contents").fill([header, kess, orro.replace(",25,", ",lots,"), oath].join("\n"));
  await expect(page.getByTestId("import-problems")).toContainText('line 3, card "warden-orro", field "value"');
  await expect(page.getByRole("button", { name: "Import the set" })).toBeDisabled();
  await page.getByLabel("File contents").fill([header, kess, orro, oath].join("\n"));
  await expect(page.getByRole("heading", { name: "Preview: 3 cards" })).toBeVisible();
  await expect(page.getByTestId("import-problems")).toHaveCount(0);
  await page.getByRole("button", { name: "Import the set" }).click();
  await page.waitForURL(SET_PAGE);
  const setUrl = page.url();
  const setId = new URL(setUrl).pathname.split("/").pop()!;
  await expect(page.getByRole("table", { name: "Cards" }).locator('tr[data-card="warden-kess"]')).toContainText("30");
  await strangerSeesNothing(browser, setId, "eden-skirmish", ["Warden Kess", "Ember Oath"]);

  const list = `game: eden-skirmish\nsets: ${setId}\nwarband: faction ash-wardens\nleader: Warden Kess\n1 Warden Kess\n1 Warden Orro\n[missions]\n1 Ember Oath\n`;
  const deckUrl = await buildDeck(page, "Ash Wardens", "Wardens", list);
  // EDEN's goldfish sets up the warband's combatants and its missions.
  await proxiesAndGoldfish(page, deckUrl, "Wardens", async (p) => {
    await expect(p.getByRole("region", { name: "Combatants" })).toContainText("Warden Kess");
    await expect(p.getByRole("region", { name: "Missions" })).toContainText("Ember Oath");
  });
  await shareByLink(page, browser, setUrl, deckUrl, "Wardens");
});

test("Gardener of Thoughts: an imported adventure and support make a legal era deck; a draft card is flagged with its line", async ({ page, browser }) => {
  await signedIn(page, "tide");
  const file = GOT_SET;
  const setId = await importThroughPage(page, JSON.stringify(file, null, 1), 3);
  const setUrl = page.url();
  await expect(page.getByRole("table", { name: "Cards" }).locator('tr[data-card="half-made-idea"]')).toContainText(/Draft: GOT_ATTR_\w+, line \d+/);
  await expect(page.getByRole("table", { name: "Cards" }).locator('tr[data-card="harbor-pilot"]')).not.toContainText("Draft");
  await strangerSeesNothing(browser, setId, "got-cgs", ["Tidewater Regatta", "Harbor Pilot"]);

  // The builder's set picker writes the list's sets: header.
  await page.goto("/decks/new?game=got-cgs");
  await page.getByRole("group", { name: "Sets" }).getByRole("checkbox", { name: "Tidewater Era", exact: true }).check();
  await expect(page.getByLabel("Deck list as text")).toHaveValue(new RegExp(`sets: ${setId}`));
  await page.goto(setUrl);

  const list = `game: got-cgs\nsets: ${setId}\nplayers: 3\n1 Tidewater Regatta\n1 Harbor Pilot\n`;
  const deckUrl = await buildDeck(page, "Tidewater Era", "Tidewater", list);
  await proxiesAndGoldfish(page, deckUrl, "Tidewater");
  await shareByLink(page, browser, setUrl, deckUrl, "Tidewater");
});

const WARDENS = [
  { code: "warden-kess", name: "Warden Kess", kind: "combatant", faction: "ash-wardens", stigma: "order", value: 30, types: ["human"] },
  { code: "warden-orro", name: "Warden Orro", kind: "combatant", faction: "ash-wardens", stigma: "order", value: 25, types: ["human"] },
  { code: "ember-oath", name: "Ember Oath", kind: "mission", missionType: "secret", restriction: { faction: "ash-wardens" } },
];

/** A public EDEN set of three cards made through the API; its id. */
async function wardensSet(page: Page): Promise<string> {
  const created = await page.request.post("/api/v1/sets", { data: { game: "eden-skirmish", name: "Ash Wardens", visibility: "public", cards: WARDENS } });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Changes a card's value through the set page's edit form and waits for the version saved. */
async function editValue(page: Page, name: string, value: string, version: number) {
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await page
    .getByRole("form", { name: `Edit ${name}` })
    .getByLabel("Value (points)")
    .fill(value);
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("set-version")).toHaveText(`Version ${version}`);
}

test("a set's page: a stale save keeps the edit; loading the current version and saving at once saves on it", async ({ page }) => {
  await signedIn(page, "keeper");
  const setId = await wardensSet(page);
  await page.goto(`/sets/${setId}`);
  await editValue(page, "Warden Orro", "20", 2);

  // Saved elsewhere meanwhile: the page's save is refused (409) and the open edit is kept.
  const elsewhere = await page.request.put(`/api/v1/sets/${setId}`, { data: { name: "Ash Wardens", version: 2, status: "beta" } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.getByRole("button", { name: "Edit Warden Kess" }).click();
  const form = page.getByRole("form", { name: "Edit Warden Kess" });
  await form.getByLabel("Value (points)").fill("35");
  await form.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved: this set was saved elsewhere meanwhile" })).toBeVisible();
  await expect(form.getByLabel("Value (points)")).toHaveValue("35");
  // As fast as Playwright clicks: "Save card" waits (aria-disabled) while the current version loads, then saves on it, once.
  await page.getByRole("button", { name: "Load the current version" }).click();
  await form.getByRole("button", { name: "Save card" }).dblclick();
  await expect(page.getByTestId("set-version")).toHaveText("Version 4");
  await expect(page.getByRole("table", { name: "Cards" }).locator('tr[data-card="warden-kess"]')).toContainText("35");
  const saved = (await (await page.request.get(`/api/v1/sets/${setId}`)).json()) as { version: number; status?: string };
  expect(saved.version).toBe(4);
  expect(saved.status).toBe("beta");
});

test("a set's page: versions compare and restore at once after a save, and a deck on an older version offers the upgrade", async ({ page }) => {
  await signedIn(page, "keeper");
  const setId = await wardensSet(page);
  const list = `game: eden-skirmish\nsets: ${setId}\nwarband: faction ash-wardens\nleader: Warden Kess\n1 Warden Kess\n1 Warden Orro\n[missions]\n1 Ember Oath\n`;
  const deck = await page.request.post("/api/v1/decks", { data: { name: "Wardens", list, visibility: "private" } });
  expect(deck.status(), await deck.text()).toBe(201);
  const deckId = ((await deck.json()) as { id: string }).id;
  await page.goto(`/sets/${setId}`);
  await editValue(page, "Warden Orro", "20", 2);
  await editValue(page, "Warden Kess", "35", 3);

  // Versions: compare the first and the newest, card by card.
  await page.reload();
  await page.getByLabel("From").selectOption("1");
  await page.getByLabel("To").selectOption("3");
  await page.getByRole("button", { name: "Compare" }).click();
  await expect(page.getByTestId("set-diff")).toContainText("Changed: Warden Orro (value)");
  await expect(page.getByTestId("set-diff")).toContainText("Changed: Warden Kess (value)");

  // The deck was saved on version 1: its page shows the difference and upgrades.
  await page.goto(`/decks/${deckId}`);
  const notice = page.getByRole("region", { name: "A set this deck uses has changed" });
  await expect(notice).toContainText("saved with version 1, now at version 3");
  await expect(notice).toContainText("Warden Orro: Value (points) 25 → 20");
  await notice.getByRole("button", { name: "Upgrade to the current version" }).click();
  await expect(notice).toHaveCount(0);

  // A card saved, then a restore clicked at once: the restore goes out on the version the page
  // shows (4), not on the one the page was loaded with, and becomes version 5 with version 1's cards.
  await page.goto(`/sets/${setId}`);
  await editValue(page, "Warden Orro", "15", 4);
  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Restore version 1" }).click();
  await expect(page.getByTestId("set-version")).toHaveText("Version 5");
  await expect(page.getByRole("table", { name: "Cards" }).locator('tr[data-card="warden-kess"]')).toContainText("30");
  await expect(page.getByRole("table", { name: "Cards" }).locator('tr[data-card="warden-orro"]')).toContainText("25");
});

test("a public set: others read it without editing and remix it, credited; the remix is theirs to change and delete", async ({ page, browser }) => {
  const owner = await signedIn(page, "keeper");
  const setId = await wardensSet(page);
  const context = await browser.newContext();
  const other = await context.newPage();
  await signedIn(other, "remixer");
  await other.goto("/sets/public?game=eden-skirmish");
  await other.getByRole("link", { name: "Ash Wardens" }).first().click();
  await other.waitForURL(SET_PAGE);
  await expect(other.getByRole("button", { name: "Edit Warden Kess" })).toHaveCount(0);
  await other.goto(`/sets/${setId}`);
  await other.getByRole("button", { name: "Remix into my sets" }).click();
  await other.waitForURL((url) => SET_PAGE.test(url.pathname) && !url.pathname.endsWith(setId));
  await expect(other.getByText(`Remixed from Ash Wardens by ${owner}`)).toBeVisible();
  await expect(other.getByRole("button", { name: "Edit Warden Kess" })).toBeVisible();

  // The remix is theirs: removing a card and deleting the set ask first.
  other.once("dialog", (d) => void d.accept());
  await other.getByRole("button", { name: "Remove Ember Oath" }).click();
  await expect(other.getByRole("table", { name: "Cards" }).locator('tr[data-card="ember-oath"]')).toHaveCount(0);
  const remixUrl = other.url();
  other.once("dialog", (d) => void d.accept());
  await other.getByRole("button", { name: "Delete this set" }).click();
  await other.waitForURL(/\/sets$/);
  expect((await other.goto(remixUrl))?.status()).toBe(404);
  await context.close();
});

test("the sets pages fit a 390 px phone, have one h1 each and pass axe", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, "phone");
  const created = await page.request.post("/api/v1/sets", {
    data: {
      game: "got-cgs",
      name: "Pocket Era",
      visibility: "public",
      cards: [{ code: "pocket-voyage", name: "Pocket Voyage", identifier: "PKT 001", attributes: 'Type "Support"' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const setId = ((await created.json()) as { id: string }).id;
  for (const path of ["/sets", "/sets/import", "/sets/public", `/sets/${setId}`]) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    if (path === `/sets/${setId}`) await page.getByRole("button", { name: "Edit Pocket Voyage" }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(390);
    const found = await axe(page).include("main").analyze();
    expect(found.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
