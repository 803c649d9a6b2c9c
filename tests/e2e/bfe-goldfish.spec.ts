import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { BFE_WORLD } from "../support/set-fixtures";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// Battle for Eden past the opening ("The Expansion phase", "The Production phase", "The
// Reinforcements phase"): crystals played for energy, a World unit bought into the discard pile,
// a round played by the auto policy, each round's energy and purchases shown, and the link
// replaying the same game for someone else; then the deck page lists the map it is played on.

const EXAMPLE_MAP = JSON.parse(readFileSync("card-data/battle-for-eden/maps/example-2p.json", "utf8")) as unknown;

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const handCards = (page: Page) => page.getByRole("list", { name: "Hand cards" }).locator("li[data-card]");
const roundsTable = (page: Page) => page.getByRole("table", { name: "Rounds: energy, purchases and the deck's growth" });

test("Battle for Eden goldfish: crystals give energy, a unit is bought, an auto round follows, and the shared link replays the same game", async ({
  page,
  browser,
}) => {
  const username = uniqueUsername("bfefish");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const world = await post(page, "/api/v1/sets/import?visibility=public", BFE_WORLD);
  const list = `game: battle-for-eden\nsets: ${world}\ncivilization: Verdant Reach\n3 Small Energy Crystal\n1 Medium Energy Crystal\n1 Thornling\n1 Moss Scout\n1 Bramble Guard\n`;
  const deckId = await post(page, "/api/v1/decks", { name: "Verdant growth", list, visibility: "unlisted" });

  await page.goto(`/decks/${deckId}/goldfish?seed=bfe-e2e`);
  await expect(page.getByRole("heading", { level: 1, name: "Goldfish: Verdant growth" })).toBeVisible();
  await expect(handCards(page)).toHaveCount(5);

  // "The Expansion phase": every Energy Crystal of the hand played in front (4 crystals of 7 cards: at least 2 in a hand of 5).
  const playCrystal = page.getByRole("list", { name: "Hand cards" }).getByRole("button", { name: "Play crystal" });
  const crystals = await playCrystal.count();
  expect(crystals).toBeGreaterThanOrEqual(2);
  for (let left = crystals; left > 0; left--) {
    await playCrystal.first().click();
    await expect(playCrystal).toHaveCount(left - 1);
  }
  const energy = Number.parseInt((await page.getByTestId("budget").textContent()) ?? "", 10);
  expect(energy).toBeGreaterThanOrEqual(2);

  // End of the turn, the Production phase (3 territories: 3 resources), then the Reinforcements phase.
  await page.getByRole("button", { name: "End turn: to the Reinforcements phase" }).click();
  await expect(page.getByRole("region", { name: "Market" }).getByRole("heading", { name: "Reinforcements phase, round 1" })).toBeVisible();
  await expect(page.getByTestId("resources")).toHaveText("3");
  await expect(page.getByTestId("energy")).toHaveText(`${energy} of ${energy} left`);
  await page.getByRole("button", { name: "Buy Thornling" }).click();
  await expect(page).toHaveURL(/_b\.\d+$/);
  await expect(page.getByTestId("resources")).toHaveText("2");
  // "The Reinforcements phase": the card bought lies on top of the discard pile (shown first).
  await expect(page.getByRole("region", { name: "Discard pile (face up)" }).locator("li[data-card]").first()).toHaveAttribute("data-card", "thornling");
  await page.getByRole("button", { name: "Next turn", exact: true }).click();

  // Round 2 by the auto policy.
  await page.getByRole("button", { name: "Next turn (auto)" }).click();
  await expect(page).toHaveURL(/_r_n$/);
  const rows = roundsTable(page).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId("round-energy")).toHaveText(`${energy} (assumed)`);
  await expect(rows.nth(0).getByTestId("round-bought")).toHaveText("Thornling");
  await expect(rows.nth(0).getByTestId("round-owned")).toHaveText("8");
  await expect(rows.nth(1).getByTestId("round-energy")).toHaveText(/^\d+/);
  const table = await roundsTable(page).textContent();
  const hand = await handCards(page).evaluateAll((items) => items.map((li) => li.getAttribute("data-card")));

  // The link holds the seed and every action: someone else opening it sees the same game.
  const link = page.url();
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(link);
  await expect(roundsTable(stranger).locator("tbody tr")).toHaveCount(2);
  expect(await roundsTable(stranger).textContent()).toBe(table);
  expect(await handCards(stranger).evaluateAll((items) => items.map((li) => li.getAttribute("data-card")))).toEqual(hand);
  await other.close();
});

test("a Battle for Eden deck page lists the maps its owner links, and hides a private map from others", async ({ page, browser }) => {
  const username = uniqueUsername("deckmaps");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const deckId = await post(page, "/api/v1/decks", {
    name: "Mapped deck",
    list: "game: battle-for-eden\n3 Small Energy Crystal\n1 Medium Energy Crystal\n",
    visibility: "unlisted",
  });
  const mapId = await post(page, "/api/v1/maps", { name: "Home valley", visibility: "private", map: EXAMPLE_MAP });

  await page.goto(`/decks/${deckId}`);
  const section = page.getByRole("region", { name: "Played on these maps" });
  await expect(section.getByText("No map linked yet.")).toBeVisible();
  await section.locator("summary", { hasText: "Choose the maps" }).click();
  await section.getByRole("checkbox", { name: "Home valley" }).check();
  await section.getByRole("button", { name: "Save the maps" }).click();
  await expect(section.getByRole("status")).toHaveText("Maps saved.");
  await expect(section.getByRole("link", { name: "Home valley" })).toBeVisible();
  await page.reload();
  await page.getByRole("region", { name: "Played on these maps" }).getByRole("link", { name: "Home valley" }).click();
  await expect(page).toHaveURL(new RegExp(`/maps/${mapId}$`));
  // The map's page names the decks played on it.
  await expect(page.getByRole("region", { name: "Decks played on this map" }).getByRole("link", { name: "Mapped deck" })).toBeVisible();

  // Someone else reading the unlisted deck never sees the private map, not even its name.
  const other = await browser.newContext();
  const reader = await other.newPage();
  await reader.goto(`/decks/${deckId}`);
  await expect(reader.getByRole("heading", { name: "Mapped deck" }).first()).toBeVisible();
  await expect(reader.getByText("Home valley")).toHaveCount(0);
  await expect(reader.getByRole("region", { name: "Played on these maps" })).toHaveCount(0);
  await other.close();
});
