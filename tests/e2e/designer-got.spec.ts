import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { axe } from "./helpers/a11y";

// The Gardener of Thoughts card designer in the browser: in a set holding one support card, a
// player designs an adventure card from the blank template, types its attributes with a
// syntax error the engine marks at its line ("Cards ▶ Attributes": text values are always
// within quotes), fixes it live, sees the live preview and the structured view follow the
// typing, completes a name from the engine's vocabulary, saves, and builds an era deck of the
// set's cards that validates. The cards are our own examples.

const editor = (page: Page) => page.getByTestId("got-attributes").locator(".cm-content");
const findings = (page: Page) => page.getByTestId("got-findings");
const preview = (page: Page) => page.getByRole("complementary", { name: "Live preview" }).locator("svg");

test("Gardener of Thoughts: an adventure designed with a syntax error fixed live is saved and makes a legal era deck (Cards ▶ Attributes)", async ({
  page,
}) => {
  const username = uniqueUsername("gardener");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const created = await page.request.post("/api/v1/sets", {
    data: {
      game: "got-cgs",
      name: "Tidepool Era",
      visibility: "private",
      cards: [
        {
          code: "harbor-pilot",
          name: "Harbor Pilot",
          identifier: "TDP 001",
          attributes: 'Type "Support"\nSubtype "Crew"\nAdventureResources\n    StarshipCapacity 2',
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const setId = ((await created.json()) as { id: string }).id;

  await page.goto(`/sets/${setId}/design`);
  await page.getByRole("button", { name: "New Adventure" }).click();
  const designer = page.getByRole("region", { name: "Gardener of Thoughts card designer" });
  await expect(designer).toBeVisible();
  await designer.getByLabel("Name", { exact: true }).fill("Tidepool Regatta");
  await expect(preview(page)).toContainText("Tidepool Regatta");
  await designer.getByLabel("Code (deck lists use it)").fill("tidepool-regatta");
  await designer.getByRole("textbox", { name: "Identifier" }).fill("TDP 002");
  await expect(page.getByTestId("got-identifier")).toContainText("Identification number 2");

  // The attributes with an unquoted Roleplay value on line 3: the engine marks it there.
  await editor(page).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.insertText(
    'Type "Adventure"\nSubtype "Regatta"\nRoleplay Competition\nAdventureCommonCosts\n    StarshipCapacity 1\nEraResources\n    Sway 5',
  );
  await expect(findings(page)).toContainText('Line 3, column 10: text values are written in quotes: Roleplay "Competition"');
  await expect(page.getByTestId("got-attributes").locator(".cm-lintRange-error")).toHaveText("Competition");
  await expect(page.getByTestId("got-read-roleplay")).toHaveText("—");
  await expect(page.getByTestId("got-attributes").locator(".got-tok-category").first()).toHaveText("AdventureCommonCosts");
  const found = await axe(page).include("[data-testid=got-designer]").analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // Fixed as typed: quotes around the value; the mark and the finding go, the engine reads Competition.
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Home");
  for (let i = 0; i < "Roleplay ".length; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.type('"');
  await page.keyboard.press("End");
  await page.keyboard.type('"');
  await expect(findings(page)).toHaveText("The engine reads every line.");
  await expect(page.getByTestId("got-attributes").locator(".cm-lintRange-error")).toHaveCount(0);
  await expect(page.getByTestId("got-read-roleplay")).toHaveText("Competition");
  await expect(page.getByTestId("got-read-costs")).toContainText("StarshipCapacity 1");
  await expect(page.getByTestId("got-read-resources")).toContainText("Sway 5");
  await expect(page.getByTestId("got-coverage")).toContainText("One player could cover its costs.");
  await expect(page.getByTestId("got-coverage")).toContainText("StarshipCapacity 1: 1 player · brought by Harbor Pilot");

  // Completion from the engine's vocabulary: "Uni" offers Unique; the preview follows the new line.
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\nUni");
  await page.keyboard.press("Control+Space");
  const options = page.locator(".cm-tooltip-autocomplete");
  await expect(options.getByRole("option").first().locator(".cm-completionLabel")).toHaveText("Unique");
  // A click applies it: CodeMirror ignores Enter for its interaction delay after the list opens.
  await options.getByRole("option").first().click();
  await page.keyboard.insertText(' "Tide"');
  await expect(findings(page)).toHaveText("The engine reads every line.");
  await expect(preview(page)).toContainText("Tide");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved as version 2")).toBeVisible();
  const saved = (await (await page.request.get(`/api/v1/sets/${setId}`)).json()) as { cards: { code: string; attributes?: string }[] };
  expect(saved.cards.find((c) => c.code === "tidepool-regatta")?.attributes).toBe(
    'Type "Adventure"\nSubtype "Regatta"\nRoleplay "Competition"\nAdventureCommonCosts\n    StarshipCapacity 1\nEraResources\n    Sway 5\nUnique "Tide"',
  );

  // The designed card in an era deck with the set (CONTRACTS §6: the `sets:` header): legal.
  const deck = await page.request.post("/api/v1/decks", {
    data: { name: "Tidepool regatta deck", visibility: "private", list: `game: got-cgs\nsets: ${setId}\nplayers: 3\n1 Tidepool Regatta\n1 Harbor Pilot\n` },
  });
  expect(deck.status(), await deck.text()).toBe(201);
  const validation = ((await deck.json()) as { validation: { legal: boolean; errors: unknown[] } }).validation;
  expect(validation).toMatchObject({ legal: true, errors: [] });
});
