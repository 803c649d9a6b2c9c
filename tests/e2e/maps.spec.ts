import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { axe } from "./helpers/a11y";

// The Battle for Eden map editor, step by step as a player draws: a legal 2-player map
// painted hex by hex, a rule broken and mended under the live check, saved, reloaded and
// shared by its unlisted link.

type Tile = { q: number; r: number; kind: "heart" | "portal" | "land"; color?: string; player?: string };
const EXAMPLE = (JSON.parse(readFileSync("card-data/battle-for-eden/maps/example-2p.json", "utf8")) as { tiles: Tile[] }).tiles;

const hex = (page: Page, q: number, r: number) => page.locator(`[data-testid="map-board"] [data-hex="${q},${r}"]`);
const summary = (page: Page) => page.getByTestId("map-check-summary");

async function brush(page: Page, tile: Tile) {
  const name = tile.kind === "heart" ? "Heart of Eden" : tile.kind === "portal" ? `${tile.player} portal` : `${tile.color} land`;
  // The radio is visually hidden inside its label chip: the click lands on the chip.
  await page.getByRole("radio", { name, exact: true }).check({ force: true });
}

async function paint(page: Page, tile: Tile) {
  await brush(page, tile);
  await hex(page, tile.q, tile.r).click();
  await expect(hex(page, tile.q, tile.r)).toHaveAttribute("data-kind", tile.kind);
}

test("a legal 2-player map drawn by clicking: a rule broken and mended live, saved, reloaded and shared unlisted", async ({ page, browser }) => {
  const owner = uniqueUsername("mapper");
  await registerThroughApi(page.request, owner);
  await signInThroughApi(page.request, owner);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Maps" }).click();
  await page.getByRole("link", { name: "New map" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Battle for Eden map");

  // The Heart and every land tile of the example map, then the red portal.
  for (const tile of EXAMPLE.filter((t) => t.kind !== "portal")) await paint(page, tile);
  await paint(page, { q: 4, r: 0, kind: "portal", player: "red" });

  // The draft survives a reload of the page.
  await page.reload();
  await expect(page.getByText("Unsaved changes from this browser were restored.")).toBeVisible();
  await expect(hex(page, 4, 0)).toHaveAttribute("data-kind", "portal");

  // "Building the map": a blue portal next to the red one is too close; the hex is outlined and the issue listed.
  await paint(page, { q: 4, r: 1, kind: "portal", player: "blue" });
  await expect(hex(page, 4, 1)).toHaveAttribute("data-mark", "error");
  await expect(page.getByTestId("map-issues").locator('[data-code="BFE_MAP_PORTALS_TOO_CLOSE"]')).toBeVisible();
  await expect(summary(page)).toContainText("Not legal");

  // Painting the blue portal where it belongs moves it: the error vanishes.
  await paint(page, { q: -4, r: 0, kind: "portal", player: "blue" });
  await expect(hex(page, 4, 1)).toHaveAttribute("data-kind", "empty");
  await expect(page.getByTestId("map-issues").locator('[data-code="BFE_MAP_PORTALS_TOO_CLOSE"]')).toHaveCount(0);
  await expect(summary(page)).toHaveText("Legal map.");
  await expect(page.getByTestId("map-composition").locator('tr[data-color="red"] td').nth(2)).toHaveText("0");

  // Undo and redo from the keyboard, on the board.
  await page.getByTestId("map-board").focus();
  await page.keyboard.press("Control+z");
  await expect(hex(page, -4, 0)).toHaveAttribute("data-kind", "empty");
  await page.keyboard.press("Control+y");
  await expect(hex(page, -4, 0)).toHaveAttribute("data-kind", "portal");

  // Save, unlisted.
  await page.getByLabel("Map name").fill("Two rivers");
  await page.getByLabel("Visibility").selectOption("unlisted");
  await page.getByRole("button", { name: "Save map" }).click();
  await expect(page).toHaveURL(/\/maps\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two rivers");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Two rivers");
  await expect(page.locator('[data-testid="map-board"] [data-kind="portal"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="map-board"] [data-kind="land"]')).toHaveCount(16);
  await expect(summary(page)).toHaveText("Legal map.");
  const link = await page.getByTestId("map-share-link").inputValue();

  // Signed out, the unlisted link shows the map read-only.
  const stranger = await browser.newContext();
  const anon = await stranger.newPage();
  await anon.goto(link);
  await expect(anon.getByRole("heading", { level: 1 })).toHaveText("Two rivers");
  await expect(anon.getByTestId("map-check-summary")).toHaveText("Legal map.");
  await expect(anon.getByRole("link", { name: "Sign in to copy this map" })).toBeVisible();
  await expect(anon.getByRole("button", { name: "Save" })).toHaveCount(0);
  await stranger.close();

  // Another player copies it to their maps.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const name = uniqueUsername("copier");
  await registerThroughApi(other.request, name);
  await signInThroughApi(other.request, name);
  await other.goto(link);
  await other.getByRole("button", { name: "Copy to my maps" }).click();
  await expect(other.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Two rivers");
  expect(other.url()).not.toBe(link);
  await otherContext.close();
});

test("a stale save is refused with a conflict message and the draft is kept", async ({ page }) => {
  const owner = uniqueUsername("mapper");
  await registerThroughApi(page.request, owner);
  await signInThroughApi(page.request, owner);
  const created = await page.request.post("/api/v1/maps", { data: { name: "Contested", visibility: "private", map: { tiles: EXAMPLE } } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/maps/${id}`);
  await expect(summary(page)).toHaveText("Legal map.");

  // Meanwhile the map is saved from elsewhere.
  const put = await page.request.put(`/api/v1/maps/${id}`, { data: { version: 1, name: "Contested (elsewhere)" } });
  expect(put.status()).toBe(200);

  await paint(page, { q: -1, r: 2, kind: "land", color: "black" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("map-save-message")).toContainText("saved elsewhere meanwhile");
  await expect(hex(page, -1, 2)).toHaveAttribute("data-kind", "land");
  await page.reload();
  await expect(page.getByText("Unsaved changes from this browser were restored.")).toBeVisible();
  await expect(hex(page, -1, 2)).toHaveAttribute("data-kind", "land");

  // The restored draft was drawn on version 1: saving it is the same conflict, never a silent
  // overwrite of version 2; "Save mine over version 2" saves it as version 3, clicked as fast as
  // Playwright can (the button waits while the version is being read, and a second click sends nothing).
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("map-save-message")).toContainText("saved elsewhere meanwhile");
  const over = page.getByRole("button", { name: "Save mine over version 2" });
  await over.dblclick();
  await expect(page.getByTestId("map-save-message")).toHaveText("Saved (version 3).");
  const saved = await page.request.get(`/api/v1/maps/${id}`);
  const map = (await saved.json()) as { version: number; name: string; map: { tiles: Tile[] } };
  expect(map.version).toBe(3);
  expect(map.map.tiles.find((t) => t.q === -1 && t.r === 2)?.kind).toBe("land");
});

test("Generate: a seeded legal map for 3 players, and the editor page passes axe", async ({ page }) => {
  await page.goto("/maps/new");
  await expect(page.locator("h1")).toHaveCount(1);
  await page.getByLabel("Players").selectOption("3");
  await page.getByLabel("Seed (empty: random)").fill("e2e");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(summary(page)).toHaveText("Legal map.");
  await expect(page.locator('[data-testid="map-board"] [data-kind="portal"]')).toHaveCount(3);
  await expect(page.locator('[data-testid="map-board"] [data-kind="land"]')).toHaveCount(24);
  const found = await axe(page).include("main").analyze();
  expect(found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

test("map creation turn by turn: draw, place on a highlighted place, end the turn; the address replays it", async ({ page }) => {
  await page.goto("/maps/play?players=2&seed=7");
  await expect(page.getByTestId("creation-turn")).toHaveText("red's turn");
  await page.getByRole("button", { name: "Draw face-up (red)" }).click();
  // Not in contact with the map: refused with the reason.
  await hex(page, 3, 0).click();
  await expect(page.getByTestId("creation-problem")).toContainText("not in contact with the map");
  await hex(page, 1, 0).click();
  await expect(hex(page, 1, 0)).toHaveAttribute("data-kind", "land");
  await page.getByRole("button", { name: "End turn" }).click();
  await expect(page.getByTestId("creation-turn")).toHaveText("blue's turn");
  await expect(page).toHaveURL(/moves=u_p1\.0_k/);
  await page.reload();
  await expect(page.getByTestId("creation-turn")).toHaveText("blue's turn");
  await expect(hex(page, 1, 0)).toHaveAttribute("data-kind", "land");
});
