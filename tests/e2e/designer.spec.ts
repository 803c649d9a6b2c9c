import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// The card designer in the browser: a Dark Eden card and an EDEN combatant designed from an
// empty set, the live proxy face following the typing, undo and redo, the unsaved edits kept
// through a reload, the save, and the cards used in a deck the rules call legal; then two
// tabs saving the same set, the second merging in the merge view.

const SET_PAGE = /\/sets\/(?!import$|public$)[A-Za-z0-9_-]+$/;

async function signedIn(page: Page, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  return username;
}

/** Creates an empty set on /sets and opens its designer from the set page; returns the set's id. */
async function newSetInDesigner(page: Page, game: string, name: string): Promise<string> {
  await page.goto("/sets");
  await page.getByLabel("Game").selectOption(game);
  await page.getByLabel("Set name").fill(name);
  await page.getByRole("button", { name: "Create the set" }).click();
  await page.waitForURL(SET_PAGE);
  const setId = new URL(page.url()).pathname.split("/").pop()!;
  await page.getByRole("link", { name: "Design cards" }).click();
  await page.waitForURL(`**/sets/${setId}/design`);
  await expect(page.getByRole("heading", { level: 1, name: `Designing ${name}` })).toBeVisible();
  await expect(page.getByText("This set has no cards yet.")).toBeVisible();
  return setId;
}

const preview = (page: Page) => page.getByRole("img", { name: /^Proxy face of / });
const status = (page: Page) => page.getByTestId("designer-status");
const template = (page: Page, name: string) => page.getByRole("group", { name: "New card" }).getByRole("button", { name, exact: true });

/** Saves with the Save button and waits for the version. */
async function save(page: Page, version: number) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(status(page)).toHaveText(`Saved as version ${version}`, { timeout: 20_000 });
}

/** From the designer to the set page's "Build a deck" link; the builder's set picker has the set; the list is legal. */
async function legalDeck(page: Page, setName: string, list: string) {
  await page.getByRole("link", { name: "Back to the set" }).click();
  await page.waitForURL(SET_PAGE);
  await page.getByRole("link", { name: "Build a deck on this set" }).click();
  await expect(page.getByRole("group", { name: "Sets" }).getByRole("checkbox", { name: setName, exact: true })).toBeChecked();
  await page.getByLabel("Deck list as text").fill(list);
  const badge = page.getByTestId("legal-badge");
  await expect(badge).toHaveAttribute("aria-busy", "false");
  await expect(badge).toHaveText("Legal", { timeout: 20_000 });
}

test("Dark Eden: a commander designed from an empty set, previewed as typed, undone and redone, kept over a reload, saved and led in a legal deck (THE CARDS; DESIGNING A DECK)", async ({
  page,
}) => {
  await signedIn(page, "designer");
  const setId = await newSetInDesigner(page, "dark-eden", "Lutheran Homebrew");

  await template(page, "New Commander").click();
  const card = page.getByTestId("dark-eden-designer");
  await expect(card.getByLabel("Name", { exact: true })).toHaveValue("New Commander");
  await expect(preview(page)).toContainText("New Commander");

  await card.getByLabel("Affiliation").selectOption("lutheran-triad");
  await card.getByLabel("CV", { exact: true }).fill("12");
  await card.getByRole("button", { name: "Land", exact: true }).click();
  await card.getByRole("button", { name: "Air", exact: true }).click();
  for (const [resource, n] of [
    ["Gold", "1"],
    ["Food", "2"],
    ["Raw materials", "3"],
    ["Fuel", "1"],
  ]) {
    await card.getByLabel(`Provides: ${resource}`).fill(n);
  }
  // The card schema checks as you type: a designation in lower case is refused beside the field.
  await card.getByLabel("Designations").fill("Unique");
  await card.getByLabel("Designations").press("Enter");
  await expect(card.getByRole("button", { name: "Remove UNIQUE" })).toBeVisible();
  await card.getByLabel("CV", { exact: true }).fill("123");
  await expect(card.getByRole("alert").first()).toBeVisible();
  await card.getByLabel("CV", { exact: true }).fill("12");
  await expect(card.getByRole("alert")).toHaveCount(0);

  await card.getByLabel("Name", { exact: true }).fill("Marshal Brandt");
  await expect(preview(page)).toContainText("Marshal Brandt");
  await expect(preview(page)).not.toContainText("New Commander");

  // Undo takes the name back (the preview too); Ctrl+Shift+Z brings it again.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(card.getByLabel("Name", { exact: true })).toHaveValue("New Commander");
  await expect(preview(page)).toContainText("New Commander");
  await page.keyboard.press("Control+Shift+Z");
  await expect(card.getByLabel("Name", { exact: true })).toHaveValue("Marshal Brandt");
  await expect(preview(page)).toContainText("Marshal Brandt");
  await expect(status(page)).toHaveText("Unsaved changes (kept in this browser)");

  // A reload loses nothing: the unsaved edits are offered back.
  await page.reload();
  await expect(page.getByText(/You have unsaved edits from .* \(made on version 1\)/)).toBeVisible();
  await page.getByRole("button", { name: "Restore them" }).click();
  await expect(page.getByTestId("dark-eden-designer").getByLabel("Name", { exact: true })).toHaveValue("Marshal Brandt");

  await save(page, 2);
  await page.reload();
  await expect(page.getByText(/You have unsaved edits/)).toHaveCount(0);
  await expect(page.getByTestId("dark-eden-designer").getByLabel("CV", { exact: true })).toHaveValue("12");
  const saved = (await (await page.request.get(`/api/v1/sets/${setId}`)).json()) as { cards: Record<string, unknown>[] };
  expect(saved.cards).toEqual([
    {
      code: "new-commander",
      name: "Marshal Brandt",
      type: "commander",
      affiliation: "lutheran-triad",
      cv: 12,
      tactics: ["land", "air"],
      provides: { gold: 1, food: 2, rawMaterials: 3, fuel: 1 },
      designations: ["UNIQUE"],
    },
  ]);

  const sixty = (await readFile("tests/fixtures/decks/dark-eden-legal.txt", "utf8")).replace(
    "commander: Cain Mournor",
    `sets: ${setId}\ncommander: Marshal Brandt`,
  );
  await legalDeck(page, "Lutheran Homebrew", sixty);
});

test("EDEN: combatant profiles and a mission designed, duplicated and saved make a legal warband (Las cartas de Perfil; Formar la banda)", async ({ page }) => {
  await signedIn(page, "profiler");
  const setId = await newSetInDesigner(page, "eden-skirmish", "Ash Wardens");

  await template(page, "New Combatant profile").click();
  const card = page.getByTestId("eden-designer");
  await card.getByLabel("Name", { exact: true }).fill("Warden Kess");
  await expect(preview(page)).toContainText("Warden Kess");
  await card.getByLabel("Faction", { exact: true }).fill("ash-wardens");
  await card.getByLabel("Stigma", { exact: true }).selectOption("order");
  await card.getByLabel("Value", { exact: true }).fill("30");
  await card.getByLabel("Types", { exact: true }).fill("human");
  await card.getByLabel("Types", { exact: true }).press("Enter");
  await card.getByLabel("PSI normal").fill("3");
  await card.getByLabel("PSI wounded").fill("2");
  await card.getByLabel("CBT normal").fill("4");
  await card.getByLabel("CBT wounded").fill("3");
  await card.getByLabel("Torso constitution white").fill("2");
  await card.getByRole("group", { name: "Torso location faces" }).getByRole("button", { name: "3" }).click();

  // A d6 face belongs to one member only: choosing it for the legs takes it from the torso.
  await card.getByRole("group", { name: "Legs location faces" }).getByRole("button", { name: "3" }).click();
  await expect(card.getByRole("group", { name: "Torso location faces" }).getByRole("button", { name: "3" })).toHaveAttribute("aria-pressed", "false");

  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(card.getByLabel("Name", { exact: true })).toHaveValue("Warden Kess (copy)");
  await card.getByLabel("Name", { exact: true }).fill("Warden Orro");
  await card.getByLabel("Value", { exact: true }).fill("25");
  await expect(page.getByTestId("eden-points")).toHaveText("25 points · the set's ash-wardens combatants: 55 points");

  await template(page, "New Mission").click();
  await card.getByLabel("Name", { exact: true }).fill("Ember Oath");
  await card.getByLabel("Restricted to faction").fill("ash-wardens");
  await expect(preview(page)).toContainText("Ember Oath");

  await save(page, 2);
  const saved = (await (await page.request.get(`/api/v1/sets/${setId}`)).json()) as { cards: Record<string, unknown>[] };
  expect(saved.cards.map((c) => [c.name, c.kind, c.value])).toEqual([
    ["Warden Kess", "combatant", 30],
    ["Warden Orro", "combatant", 25],
    ["Ember Oath", "mission", undefined],
  ]);
  expect(saved.cards[0]).toMatchObject({ psi: [3, 2], cbt: [4, 3], constitution: { torso: [2, null] }, location: { legs: [3] }, types: ["human"] });

  const list = `game: eden-skirmish\nsets: ${setId}\nwarband: faction ash-wardens\nleader: Warden Kess\n1 Warden Kess\n1 Warden Orro\n[missions]\n1 Ember Oath\n`;
  await legalDeck(page, "Ash Wardens", list);
});

test("two tabs save the same set: the second sees what changed in the merge view, keeps its card, takes the other's, and saves", async ({ page, browser }) => {
  const username = await signedIn(page, "merger");
  const cards = [
    { code: "marshal-vey", name: "Marshal Vey", type: "commander", affiliation: "general", cv: 8 },
    { code: "outpost", name: "Frontier Outpost", type: "establishment", affiliation: "general", cv: 3 },
  ];
  const created = await page.request.post("/api/v1/sets", { data: { game: "dark-eden", name: "Two Tabs", cards } });
  expect(created.status()).toBe(201);
  const setId = ((await created.json()) as { id: string }).id;
  await page.goto(`/sets/${setId}/design`);
  await expect(page.getByRole("heading", { level: 1, name: "Designing Two Tabs" })).toBeVisible();

  // The other tab (its own browser storage): Marshal Vey's CV to 9 in the stats grid, saved as version 2.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInThroughApi(other.request, username);
  await other.goto(`/sets/${setId}/design`);
  await other.getByRole("button", { name: "Stats grid" }).click();
  const grid = other.getByRole("grid", { name: "Stats of the set's cards" });
  await grid.getByLabel("Marshal Vey CV").click();
  await other.keyboard.type("9");
  await other.keyboard.press("Enter");
  await expect(grid.getByLabel("Marshal Vey CV")).toHaveText("9");
  // A cell whose text is not the field's kind says so on the cell, and the card keeps its value.
  await grid.getByLabel("Frontier Outpost CV").click();
  await other.keyboard.type("x");
  await other.keyboard.press("Enter");
  await expect(grid.getByLabel("Frontier Outpost CV")).toHaveAttribute("aria-invalid", "true");
  await save(other, 2);
  await context.close();

  // This tab, still on version 1, renames the outpost: its save is refused and the merge view opens.
  await page.getByRole("list", { name: "Cards of the set" }).getByRole("button", { name: "Frontier Outpost" }).click();
  await page.getByTestId("dark-eden-designer").getByLabel("Name", { exact: true }).fill("Frontier Keep");
  await page.keyboard.press("Control+s");
  await expect(status(page)).toHaveText("Not saved: merge with the saved version");
  const merge = page.getByRole("region", { name: "The set was saved elsewhere meanwhile (now version 2)" });
  const vey = merge.locator('tr[data-card="marshal-vey"]');
  const outpost = merge.locator('tr[data-card="outpost"]');
  await expect(vey).toContainText("changed: cv");
  await expect(vey.getByRole("radio", { name: "Take theirs" })).toBeChecked();
  await expect(outpost).toContainText("changed: name");
  await expect(outpost.getByRole("radio", { name: "Keep mine" })).toBeChecked();
  await merge.getByRole("button", { name: "Save the merged set" }).click();
  await expect(status(page)).toHaveText("Saved as version 3", { timeout: 20_000 });

  const saved = (await (await page.request.get(`/api/v1/sets/${setId}`)).json()) as { version: number; cards: Record<string, unknown>[] };
  expect(saved.version).toBe(3);
  expect(saved.cards.map((c) => [c.name, c.cv])).toEqual([
    ["Marshal Vey", 9],
    ["Frontier Keep", 3],
  ]);
});
