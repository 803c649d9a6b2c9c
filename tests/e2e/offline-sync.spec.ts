import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { signedUpThroughApi } from "./helpers/accounts";

// These tests are about the service worker, which the other specs block (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

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

/** Waits until this device is ready for use without network: the worker keeps the player's pages (the deck's included). */
async function offlineReady(page: Page): Promise<void> {
  await page.locator('[data-testid="offline-status"][data-offline="ready"]').waitFor({ state: "attached" });
}

test("saved offline, reopened offline, reconnected: the new version with the player's list, no conflict; Ctrl+S on typed text reaches the server", async ({
  page,
  context,
}) => {
  const id = await openNewDeck(page, context, "reopen", "Cellar kit");
  const onServer = async () =>
    (await (await context.request.get(`/api/v1/decks/${id}`)).json()) as { version: number; entries: { code: string; quantity: number }[] };
  const addBootCamp = page.locator("#builder-list").getByRole("button", { name: "Add one more Boot Camp", exact: true });
  const badge = page.getByTestId("queued-badge");
  await offlineReady(page);

  // Saved offline, then the deck opened again while still offline (the page kept on the device, at version 1).
  await context.setOffline(true);
  await addBootCamp.click();
  await addBootCamp.click();
  await expect(page.getByTestId("deck-counter")).toHaveText("7 / 60 cards");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(badge).toContainText("Saved on this device, not yet on the server");
  await page.reload();
  await expect(page.getByTestId("deck-counter")).toHaveText("7 / 60 cards");
  await expect(badge).toContainText("Saved on this device, not yet on the server");
  await expect(page.getByTestId("save-state")).toHaveText("On this device · based on version 1");

  // Reconnected: the sync engine sends it; the open builder follows onto the new version, no conflict.
  await context.setOffline(false);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 2");
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId("save-conflict")).toHaveCount(0);
  await expect(page.getByTestId("deck-counter")).toHaveText("7 / 60 cards");
  const saved = await onServer();
  expect(saved.version).toBe(2);
  expect(saved.entries.find((e) => e.code === "boot-camp")?.quantity).toBe(7);

  // Text typed offline and saved at once with Ctrl+S (before the device has read it) reaches the server after reconnecting.
  await context.setOffline(true);
  const text = page.getByRole("textbox", { name: "Deck list as text" });
  await text.fill("commander: Kommendant Leitheusser\n9 Boot Camp\n");
  await text.press("Control+s");
  await expect(badge).toContainText("Saved on this device, not yet on the server");
  await expect(page.getByTestId("deck-counter")).toHaveText("9 / 60 cards");
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const deck = await onServer();
        return [deck.version, deck.entries.find((e) => e.code === "boot-camp")?.quantity];
      },
      { timeout: 30_000 },
    )
    .toEqual([3, 9]);
  await expect(page.getByTestId("save-state")).toHaveText("Saved · version 3");
});

test("a collection change made offline before a trade is a conflict, never an undone trade", async ({ page, context, playwright, baseURL }) => {
  await signedUpThroughApi(context.request, "binder");
  const put = await context.request.put("/api/v1/collection", {
    data: { items: [{ game: "dark-eden", code: "boot-camp", owned: 3, wanted: 0, forTrade: 2 }] },
  });
  expect(put.status(), await put.text()).toBe(200);
  // Another player, public binder wanting one Boot Camp, gets an offer of one from me.
  const other = await playwright.request.newContext({ baseURL });
  const otherName = await signedUpThroughApi(other, "trader");
  expect(
    (await other.put("/api/v1/collection", { data: { items: [{ game: "dark-eden", code: "boot-camp", owned: 0, wanted: 1, forTrade: 0 }] } })).status(),
  ).toBe(200);
  expect((await other.put("/api/v1/trade/binder", { data: { public: true } })).status()).toBe(200);
  const offer = await context.request.post("/api/v1/trade/offers", {
    data: { to: otherName, give: [{ game: "dark-eden", code: "boot-camp", count: 1 }], get: [] },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const { id: offerId } = (await offer.json()) as { id: string };

  await page.goto("/cards/dark-eden/boot-camp");
  const counts = page.getByRole("group", { name: "Collection: Boot Camp" });
  await expect(counts.getByRole("spinbutton", { name: "Owned" })).toHaveValue("3");
  await offlineReady(page);

  // Offline: one more owned, kept on the device. Meanwhile the trade is accepted (3 → 2 owned).
  await context.setOffline(true);
  await counts.getByRole("button", { name: "One more owned: Boot Camp" }).click();
  await expect(counts).toContainText("Saved on this device, not yet on the server");
  const accepted = await other.post(`/api/v1/trade/offers/${offerId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  // Reconnected: the change was made on 3 owned, so it is a conflict; the trade stands.
  await context.setOffline(false);
  await expect(counts).toContainText("changed meanwhile");
  const mine = (await (await context.request.get("/api/v1/collection?game=dark-eden")).json()) as {
    items: { code: string; owned: number; forTrade: number }[];
  };
  expect(mine.items.find((i) => i.code === "boot-camp")).toMatchObject({ owned: 2, forTrade: 1 });
  await page.getByTestId("sync-link").click();
  const item = page.locator('[data-sync-item="counts:dark-eden/boot-camp"]');
  await expect(item).toHaveAttribute("data-state", "conflict");
  await expect(item).toContainText("nothing was undone");
  await other.dispose();
});
