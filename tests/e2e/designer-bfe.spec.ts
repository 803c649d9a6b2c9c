import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { seriousViolations } from "./helpers/a11y";

// The Battle for Eden World designer in the browser: from an empty set, a player designs a
// civilization's World (name, colour, units) until it can start a legal game ("Conquest ▶ Setup":
// 3 Small + 1 Medium Energy Crystal and 3 cost-1 units), sees the live preview follow the typing,
// saves, and builds the starting deck the designer deals in the builder, which calls it legal.
// The civilization and its units are our own examples.

const SET_PAGE = /\/sets\/(?!import$|public$)[A-Za-z0-9_-]+$/;

const readiness = (page: Page) => page.getByTestId("world-readiness");
const unit = (page: Page, n: number) => page.getByRole("article", { name: `Unit ${n}`, exact: true });
const preview = (page: Page) => page.getByRole("region", { name: "Preview" }).locator("svg");

/** Adds a unit to the World and types its name, cost and strength. */
async function addUnit(page: Page, n: number, name: string, cost: string, strength: string) {
  await page.getByRole("button", { name: "Add a unit" }).click();
  const card = unit(page, n);
  await expect(card.getByLabel("Name", { exact: true })).toBeFocused();
  await card.getByLabel("Name", { exact: true }).fill(name);
  await card.getByLabel("Cost", { exact: true }).fill(cost);
  await card.getByLabel("Strength", { exact: true }).fill(strength);
}

test("Battle for Eden: a World designed from an empty set starts a legal game, and its starting deck validates in the builder (Conquest ▶ Setup)", async ({
  page,
}) => {
  const username = uniqueUsername("world");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);

  await page.goto("/sets");
  await page.getByLabel("Game").selectOption("battle-for-eden");
  await page.getByLabel("Set name").fill("Verdant Reach World");
  await page.getByRole("button", { name: "Create the set" }).click();
  await page.waitForURL(SET_PAGE);
  const setId = new URL(page.url()).pathname.split("/").pop()!;

  await page.goto(`/sets/${setId}/design`);
  await expect(page.getByRole("region", { name: "World of the civilization" })).toBeVisible();
  await expect(readiness(page)).toHaveAttribute("data-ready", "false");
  await expect(readiness(page)).toContainText("No civilization");
  await expect(page.getByRole("button", { name: "Add a unit" })).toBeDisabled();

  // The cover: the civilization's name, and its colour from the picker, shown as the accent.
  await page.getByLabel("Civilization name").fill("Verdant Reach");
  await page.getByLabel("Colour", { exact: true }).fill("#2e7d32");
  await expect(page.getByLabel("Colour (name or #hex)")).toHaveValue("#2e7d32");
  await expect(page.getByRole("region", { name: "World of the civilization" })).toHaveCSS("border-top-color", "rgb(46, 125, 50)");
  await expect(readiness(page)).not.toContainText("No civilization");
  await expect(readiness(page)).toContainText("The World has no cost-1 unit");

  // The first unit: the preview follows the name as it is typed.
  await page.getByRole("button", { name: "Add a unit" }).click();
  const first = unit(page, 1);
  const name = first.getByLabel("Name", { exact: true });
  await expect(name).toBeFocused();
  await name.fill("Thorn");
  await expect(preview(page)).toContainText("Thorn");
  await name.pressSequentially("ling");
  await expect(preview(page)).toContainText("Thornling");
  await first.getByRole("button", { name: "Add to Unit 1: Immediate ability" }).click();
  await first.getByRole("textbox", { name: "Immediate ability 1 of Unit 1" }).fill("Draw a card.");
  await expect(preview(page)).toContainText("Draw a card.");
  await expect(readiness(page)).toContainText("The World has one cost-1 unit (Thornling)");
  await expect(readiness(page)).toContainText("add 2 more cost-1 units");

  // A dearer unit with a permanent effect does not count; a second cost-1 unit leaves one missing.
  await addUnit(page, 2, "Oak Titan", "4", "6");
  await unit(page, 2).getByLabel("Permanent effect").fill("Cannot be moved by enemy abilities.");
  await addUnit(page, 3, "Moss Scout", "1", "1");
  await expect(readiness(page)).toContainText("The World has 2 cost-1 units (Thornling, Moss Scout)");
  await expect(readiness(page)).toContainText("add 1 more cost-1 unit");

  // Keyboard: Alt+↑ moves the unit being edited earlier in the booklet; duplicate makes the third cost-1 unit.
  await unit(page, 3).getByLabel("Name", { exact: true }).press("Alt+ArrowUp");
  await expect(unit(page, 2).getByLabel("Name", { exact: true })).toHaveValue("Moss Scout");
  await expect(unit(page, 2).getByLabel("Name", { exact: true })).toBeFocused();
  await unit(page, 2).getByRole("button", { name: "Duplicate Unit 2" }).click();
  const copy = unit(page, 3).getByLabel("Name", { exact: true });
  await expect(copy).toHaveValue("Moss Scout (copy)");
  await copy.fill("Bramble Guard");
  await unit(page, 3).getByLabel("Strength", { exact: true }).fill("2");
  await expect(unit(page, 3).getByLabel("Code (deck lists use it)")).toHaveValue("bramble-guard");
  await expect(preview(page)).toContainText("Bramble Guard");

  await expect(readiness(page)).toHaveAttribute("data-ready", "true");
  await expect(readiness(page)).toContainText("Yes: this World can start a legal game.");
  const deck = page.getByRole("list", { name: "Starting deck" });
  await expect(deck.getByRole("listitem")).toHaveText([
    /^3 × Small Energy Crystal/,
    /^1 × Medium Energy Crystal/,
    /^1 × Thornling/,
    /^1 × Moss Scout/,
    /^1 × Bramble Guard/,
  ]);

  expect(await seriousViolations(page)).toEqual([]);

  // Edits are steps of the designer's history: a deleted unit comes back with Ctrl+Z.
  await unit(page, 4).getByRole("button", { name: "Delete Unit 4" }).click();
  await expect(unit(page, 4)).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(unit(page, 4).getByLabel("Name", { exact: true })).toHaveValue("Oak Titan");
  await expect(unit(page, 4).getByLabel("Permanent effect")).toHaveValue("Cannot be moved by enemy abilities.");

  // Save through the designer, then build the deck it deals on the saved set.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("link", { name: "Build a deck on this World" })).toBeVisible({ timeout: 20_000 });
  const list = await page.getByLabel("Starting deck as a deck list").inputValue();

  // Card art for a saved unit: uploaded, re-encoded by the server, drawn on the preview.
  await unit(page, 1).getByLabel("Name", { exact: true }).focus();
  await expect(preview(page)).toContainText("Thornling");
  await expect(preview(page).locator("image")).toHaveCount(0);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2e7d32" } })
    .png()
    .toBuffer();
  await page.getByLabel(/Add card art/).setInputFiles({ name: "thornling.png", mimeType: "image/png", buffer: png });
  await expect(preview(page).locator("image")).toHaveCount(1);
  await expect(page.getByText("Replace card art")).toBeVisible();
  expect(list).toContain(`sets: ${setId}\ncivilization: Verdant Reach\n3 [small-energy-crystal]\n1 [medium-energy-crystal]\n1 [${setId}/thornling]`);

  await page.getByRole("link", { name: "Build a deck on this World" }).click();
  await expect(page.getByRole("group", { name: "Sets" }).getByRole("checkbox", { name: "Verdant Reach World", exact: true })).toBeChecked();
  await page.getByLabel("Deck list as text").fill(list);
  const badge = page.getByTestId("legal-badge");
  await expect(badge).toHaveAttribute("aria-busy", "false");
  await expect(badge).toHaveText("Legal");
  await expect(page.getByRole("region", { name: "Your list" }).getByLabel("Civilization")).toHaveValue("verdant-reach");
  await page.getByRole("button", { name: "Save the new deck" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1", { timeout: 20_000 });
  await expect(badge).toHaveText("Legal");
});
