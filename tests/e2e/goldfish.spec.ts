import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";

// Goldfish: a Dark Eden deck by its rules' SETTING UP (3 unseen discards, 7 drawn,
// THE GIFT OF FATE), BUILD ESTABLISHMENT next to the Commander, STEP ONE: DRAW on two turns;
// the seed and the actions live in the URL, so a reload replays the same game.

/** A legal 60-card deck of real catalog cards: General Establishments with Initial Costs of 3 or less, no red icons. */
const LIST = readFileSync("tests/fixtures/decks/dark-eden-sixty-establishments.txt", "utf8");

const handCards = (page: Page) => page.getByRole("list", { name: "Hand cards" }).locator("li[data-card]");
const codes = (page: Page) => handCards(page).evaluateAll((items) => items.map((li) => li.getAttribute("data-card")));
const ids = (page: Page) => handCards(page).evaluateAll((items) => items.map((li) => li.getAttribute("data-id")));

test("goldfish: Gift of Fate, an Establishment next to the Commander, two turns, and a reload replays the same cards", async ({ page, browser }) => {
  const username = uniqueUsername("fish");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const created = await page.request.post("/api/v1/decks", { data: { game: "dark-eden", name: "Goldfish run", list: LIST, visibility: "private" } });
  expect(created.status(), await created.text()).toBe(201);
  const deck = (await created.json()) as { id: string; validation: { legal: boolean } };
  expect(deck.validation.legal).toBe(true);

  await page.goto(`/decks/${deck.id}/goldfish?seed=e2e-goldfish`);
  await expect(page.getByRole("heading", { level: 1, name: "Goldfish: Goldfish run" })).toBeVisible();
  await expect(handCards(page)).toHaveCount(7);
  await expect(page.getByRole("grid", { name: "Turf grid" }).getByTestId("commander")).toContainText("Kommendant Leitheusser");
  const opening = await ids(page);

  // THE GIFT OF FATE: 7 new cards, once, before the first turn.
  await page.getByRole("button", { name: "Gift of Fate" }).click();
  await expect(page).toHaveURL(/[?&]a=g$/);
  await expect(page.getByRole("button", { name: "Gift of Fate" })).toBeDisabled();
  await expect(handCards(page)).toHaveCount(7);
  await expect(page.getByText("Gift of Fate: the 7 cards went to the discard pile")).toBeVisible();
  const gift = await ids(page);
  expect(gift.filter((id) => opening.includes(id))).toEqual([]); // 7 new cards, none of the first 7

  await page.getByRole("button", { name: "Start turn 1" }).click();
  await expect(page).toHaveURL(/a=g_n$/);

  // BUILD ESTABLISHMENT: the first card of the hand, right of the Commander.
  const first = handCards(page).first();
  const built = await first.getAttribute("data-card");
  await first.getByRole("button", { name: /^Select / }).click();
  await page.getByRole("button", { name: "Build at (1, 0)" }).click();
  await expect(page).toHaveURL(/a=g_n_b\.\d+\.1\.0$/);
  const cell = page.getByRole("grid", { name: "Turf grid" }).locator('td[data-x="1"][data-y="0"]');
  await expect(cell).toHaveAttribute("data-card", built!);
  await expect(handCards(page)).toHaveCount(6);

  // STEP ONE: DRAW on two more turns: back to 7 cards.
  await page.getByRole("button", { name: "Next turn" }).click();
  await expect(page).toHaveURL(/_n$/);
  await page.getByRole("button", { name: "Next turn" }).click();
  await expect(page).toHaveURL(/a=g_n_b\.\d+\.1\.0_n_n$/);
  await expect(handCards(page)).toHaveCount(7);
  await expect(page.getByText("Turn 3, draw step")).toBeVisible();

  const url = page.url();
  const hand = await codes(page);
  const gold = await page.getByTestId("gold").textContent();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(handCards(page)).toHaveCount(7);
  expect(await codes(page)).toEqual(hand);
  await expect(page.getByRole("grid", { name: "Turf grid" }).locator('td[data-x="1"][data-y="0"]')).toHaveAttribute("data-card", built!);
  await expect(page.getByTestId("gold")).toHaveText(gold!);

  // The odds beside the game: the exact table and the simulation.
  const odds = page.getByRole("table", { name: "Odds table" });
  await expect(odds.locator('tr[data-row="kind:establishment"]')).toContainText("100.0%");
  await expect(odds.locator('tr[data-row="arable-land"]')).toContainText("(");

  // Someone else (signed out) cannot see a private deck's goldfish: 404.
  const stranger = await browser.newContext();
  const res = await stranger.request.get(`/decks/${deck.id}/goldfish?seed=1`);
  expect(res.status()).toBe(404);
  await stranger.close();
});
