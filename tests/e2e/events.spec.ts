import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { signedUpThroughApi } from "./helpers/accounts";

// An organizer runs a Dark Eden event from its pages (CONTRACTS §9): creates it, closes registration,
// pairs rounds and enters results as fast as Playwright clicks (each button is disabled while its
// request is in flight, so nothing is sent twice), publishes the decklists.

const LEGAL = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");

async function player(baseURL: string, eventId: string): Promise<{ context: APIRequestContext; username: string }> {
  const context = await playwrightRequest.newContext({ baseURL });
  const username = await signedUpThroughApi(context, "ev");
  const deck = await context.post("/api/v1/decks", { data: { list: LEGAL, visibility: "private" } });
  expect(deck.status(), await deck.text()).toBe(201);
  const { id } = (await deck.json()) as { id: string };
  const reg = await context.post(`/api/v1/events/${eventId}/registrations`, { data: { deckId: id } });
  expect(reg.status(), await reg.text()).toBe(201);
  return { context, username };
}

test("an organizer runs an event from the event page, clicking fast", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signedUpThroughApi(page.request, "org");
  await page.goto("/events");
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { name: "New event" })).toBeVisible();
  await page.getByLabel("Game").selectOption("dark-eden");
  await page.getByLabel("Name").fill("Thursday Swiss");
  await page.getByLabel("Format").selectOption("standard");
  await page.getByRole("button", { name: "Create event" }).dblclick();
  await expect(page.getByRole("heading", { name: "Thursday Swiss" })).toBeVisible();
  const eventId = page.url().split("/events/")[1];
  // One event, though the button was clicked twice.
  const mine = await page.request.get("/api/v1/events?game=dark-eden");
  expect(((await mine.json()) as { events: { name: string }[] }).events.filter((e) => e.name === "Thursday Swiss")).toHaveLength(1);

  const players = [];
  for (let i = 0; i < 5; i++) players.push(await player(baseURL as string, eventId));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Players (5)" })).toBeVisible();

  await page.getByRole("button", { name: "Close registration" }).click();
  await expect(page.getByTestId("event-status")).toHaveText("Registration closed");

  // Round 1: a double click pairs one round.
  await page.getByRole("button", { name: "Pair round 1" }).dblclick();
  await expect(page.getByRole("heading", { name: "Round 1", exact: true })).toBeVisible();
  const event1 = (await (await page.request.get(`/api/v1/events/${eventId}`)).json()) as { rounds: { pairings: { table: number; bye?: true }[] }[] };
  expect(event1.rounds).toHaveLength(1);
  expect(event1.rounds[0].pairings.filter((p) => p.bye)).toHaveLength(1);
  // The next round waits for the results.
  await expect(page.getByRole("button", { name: "Pair round 2" })).toBeDisabled();

  for (const table of event1.rounds[0].pairings.filter((p) => !p.bye)) {
    await page.getByLabel(`Result of table ${table.table}`).selectOption("a");
  }
  await page.getByRole("button", { name: "Save results" }).dblclick();
  await expect(page.getByText("Results saved.")).toBeVisible();
  await page.getByRole("button", { name: "Pair round 2" }).dblclick();
  await expect(page.getByRole("heading", { name: "Round 2", exact: true })).toBeVisible();
  const event2 = (await (await page.request.get(`/api/v1/events/${eventId}`)).json()) as { rounds: unknown[] };
  expect(event2.rounds).toHaveLength(2);

  // Drop a player from the organizer's controls.
  await page.getByLabel("Player", { exact: true }).selectOption(players[0].username);
  await page.getByRole("button", { name: "Drop player" }).click();
  await expect(page.getByText(`${players[0].username} dropped.`)).toBeVisible();

  await expect(page.getByTestId("standings")).toBeVisible();
  await page.getByRole("button", { name: "Publish decklists" }).click();
  await expect(page.getByText("Decklists published.")).toBeVisible();
  const lists = await players[1].context.get(`/api/v1/events/${eventId}/decklists`);
  expect(lists.status()).toBe(200);
  expect(((await lists.json()) as { decklists: unknown[] }).decklists).toHaveLength(5);
  for (const p of players) await p.context.dispose();
});

test("the events pages fit a phone and the nav links to them", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  // On a phone the header's links are behind its menu (issue 43).
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
  await expect(page.getByRole("heading", { name: "Events", exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
