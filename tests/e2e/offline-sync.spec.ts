import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signedUpThroughApi } from "./helpers/accounts";

// Editing at the table without network (docs/offline.md "Editing offline and sync"): a save made
// offline waits on the device and reaches the server on reconnecting; one that went stale
// meanwhile shows the builder's conflict view; signing out leaves nothing of the player on the device.

const LIST = "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n";

/** A new player's private deck of 5 Boot Camp, open in the builder at version 1; its id. */
async function openNewDeck(page: Page, context: BrowserContext, player: string, name: string): Promise<string> {
  await signedUpThroughApi(context.request, player);
  const created = await context.request.post("/api/v1/decks", { data: { name, list: LIST, visibility: "private" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/decks/${id}`);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 1");
  return id;
}

test("a deck saved offline is sent on reconnecting, a stale one meets the conflict view, and signing out empties the device", async ({ page, context }) => {
  const id = await openNewDeck(page, context, "nomad", "Field kit");
  const onServer = async () =>
    (await (await context.request.get(`/api/v1/decks/${id}`)).json()) as { version: number; entries: { code: string; quantity: number }[] };
  const addBootCamp = page.locator("#builder-list").getByRole("button", { name: "Add one more Boot Camp", exact: true });
  const badge = page.getByTestId("queued-badge");
  // One change online: the builder has loaded (the server-rendered page alone would not count it).
  await addBootCamp.click();
  await expect(page.getByTestId("deck-counter")).toHaveText("6 / 60 cards");

  // Offline: the change is saved on this device, and listed as waiting.
  await context.setOffline(true);
  await addBootCamp.click();
  await expect(page.getByTestId("deck-counter")).toHaveText("7 / 60 cards");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(badge).toContainText("Saved on this device, not yet on the server");
  await expect(page.getByTestId("sync-link")).toHaveText("Waiting to sync (1)");
  expect((await onServer()).version).toBe(1);

  // Back online: it reaches the server, on the version it was based on.
  await context.setOffline(false);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 2");
  await expect(badge).toHaveCount(0);
  const saved = await onServer();
  expect(saved.version).toBe(2);
  expect(saved.entries.find((e) => e.code === "boot-camp")?.quantity).toBe(7);

  // Offline again, while the deck is saved elsewhere: on reconnecting, the conflict view.
  await context.setOffline(true);
  await addBootCamp.click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(badge).toContainText("Saved on this device");
  const elsewhere = await context.request.put(`/api/v1/decks/${id}`, { data: { list: `${LIST}1 Mint\n`, version: 2 } });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await context.setOffline(false);
  const conflict = page.getByTestId("save-conflict");
  await expect(conflict).toContainText("version 3");
  await expect(badge).toHaveAttribute("data-state", "conflict");
  await conflict.getByRole("button", { name: "Overwrite with mine" }).click();
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 4");
  await expect(badge).toHaveCount(0);

  // Signing out removes the player's database and the private offline pages (the worker's, and one put here).
  const deviceData = () =>
    page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((d) => d.name ?? "").filter((n) => n.startsWith("edenkeep-device-")),
      caches: (await caches.keys()).filter((k) => k.startsWith("edenkeep-private-")),
    }));
  await page.evaluate(async () => (await caches.open("edenkeep-private-test")).put("/decks", new Response("private")));
  expect(await deviceData()).toEqual({ databases: [expect.stringMatching(/^edenkeep-device-/)], caches: expect.arrayContaining(["edenkeep-private-test"]) });
  // The device is cleared before the sign-out request goes; the home page then opens signed out.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
  // (a page the worker was still fetching for the player when they signed out is not kept either)
  await expect.poll(deviceData).toEqual({ databases: [], caches: [] });
});

test("a queued save that gets no answer just after reconnecting is sent again, without another reconnect", async ({ page, context }) => {
  const id = await openNewDeck(page, context, "drifter", "Flaky link");
  const addBootCamp = page.locator("#builder-list").getByRole("button", { name: "Add one more Boot Camp", exact: true });
  await addBootCamp.click();
  await expect(page.getByTestId("deck-counter")).toHaveText("6 / 60 cards");

  await context.setOffline(true);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("queued-badge")).toContainText("Saved on this device, not yet on the server");

  // The first save after reconnecting gets no answer (as while the network settles); nothing else happens.
  let dropped = 0;
  await page.route(`**/api/v1/decks/${id}`, async (route) => {
    if (route.request().method() === "PUT" && dropped === 0) {
      dropped += 1;
      await route.abort("internetdisconnected");
      return;
    }
    await route.fallback();
  });
  await context.setOffline(false);
  await expect.poll(() => dropped).toBe(1);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 2");
  await expect(page.getByTestId("queued-badge")).toHaveCount(0);
  const saved = (await (await context.request.get(`/api/v1/decks/${id}`)).json()) as { version: number; entries: { code: string; quantity: number }[] };
  expect(saved.version).toBe(2);
  expect(saved.entries.find((e) => e.code === "boot-camp")?.quantity).toBe(6);
});
