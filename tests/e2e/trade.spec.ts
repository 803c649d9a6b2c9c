import { expect, test, type APIRequestContext, type BrowserContext } from "@playwright/test";
import { signedUpThroughApi } from "./helpers/accounts";
import { openSettled, overflow, seriousViolations, widest } from "./helpers/a11y";

// Trading between two players in two browsers (CONTRACTS §8): alice makes her binder public
// with the switch, finds bob among her matches, sends the offer the match prefills, and bob
// accepts it from the badge in his header. Both collections move once.

type Item = { game: string; code: string; owned: number; wanted: number; forTrade: number };

async function setCollection(request: APIRequestContext, items: Item[]) {
  const res = await request.put("/api/v1/collection", { data: { items } });
  expect(res.status(), await res.text()).toBe(200);
}

async function counts(request: APIRequestContext, code: string): Promise<Omit<Item, "game" | "code">> {
  const res = await request.get("/api/v1/collection?game=dark-eden");
  expect(res.ok()).toBe(true);
  const item = ((await res.json()).items as Item[]).find((i) => i.code === code);
  return { owned: item?.owned ?? 0, wanted: item?.wanted ?? 0, forTrade: item?.forTrade ?? 0 };
}

test("a match, an offer and an accept between two players", async ({ browser }) => {
  const aliceContext = await browser.newContext();
  const bobContext = await browser.newContext();
  const alicePage = await aliceContext.newPage();
  const bobPage = await bobContext.newPage();
  const alice = await signedUpThroughApi(alicePage.request, "tra");
  const bob = await signedUpThroughApi(bobPage.request, "trb");

  // alice has 2 Boot Camp for trade and wants a Livery; bob wants 2 Boot Camp and has a Livery for trade.
  await setCollection(alicePage.request, [
    { game: "dark-eden", code: "boot-camp", owned: 3, wanted: 0, forTrade: 2 },
    { game: "dark-eden", code: "livery", owned: 0, wanted: 1, forTrade: 0 },
  ]);
  await setCollection(bobPage.request, [
    { game: "dark-eden", code: "boot-camp", owned: 0, wanted: 2, forTrade: 0 },
    { game: "dark-eden", code: "livery", owned: 2, wanted: 0, forTrade: 1 },
  ]);
  const bobBinder = await bobPage.request.put("/api/v1/trade/binder", { data: { public: true } });
  expect(await bobBinder.json()).toEqual({ public: true });

  // alice: her binder public through the switch, then the match with bob.
  await alicePage.goto("/trade");
  await expect(alicePage.getByRole("heading", { level: 1, name: "Trade" })).toBeVisible();
  const binderSwitch = alicePage.getByRole("switch", { name: "Public binder" });
  await expect(binderSwitch).toHaveAttribute("aria-checked", "false");
  await binderSwitch.click();
  await expect(binderSwitch).toHaveAttribute("aria-checked", "true");
  await expect(alicePage.getByText("Public: signed-in players see it and can propose trades.")).toBeVisible();

  const match = alicePage.locator(`[data-match='${bob}']`);
  await expect(match.getByRole("list", { name: `Cards ${bob} has that you want` }).locator("[data-card='livery']")).toContainText("1 ×");
  await expect(match.getByRole("list", { name: `Cards ${bob} wants that you have` }).locator("[data-card='boot-camp']")).toContainText("2 ×");
  await match.getByRole("link", { name: `Make an offer to ${bob}` }).click();

  // The form starts from the match: give 2 Boot Camp, get 1 Livery.
  await expect(alicePage.getByRole("heading", { level: 1, name: `${bob}'s binder` })).toBeVisible();
  const form = alicePage.getByRole("form", { name: `Offer to ${bob}` });
  await expect(form.getByRole("group", { name: `You give ${bob}` }).getByLabel("Boot Camp")).toHaveValue("2");
  await expect(form.getByRole("group", { name: `You get from ${bob}` }).getByLabel("Livery")).toHaveValue("1");
  await form.getByRole("button", { name: "Send offer" }).click();
  await expect(alicePage).toHaveURL(/\/trade\/offers\/[a-z0-9]+$/);
  await expect(alicePage.getByRole("heading", { level: 1, name: `Offer to ${bob}` })).toBeVisible();
  await expect(alicePage.getByTestId("offer-status")).toHaveText("Open");
  const offerUrl = alicePage.url();

  // bob: the badge in his header, the offer waiting for him, accept.
  await bobPage.goto("/trade");
  await expect(bobPage.getByTestId("trade-badge")).toHaveText(/^1/);
  await bobPage.getByRole("link", { name: `Offer from ${alice}` }).click();
  await expect(bobPage.getByRole("list", { name: `You give ${alice}` }).locator("[data-card='livery']")).toContainText("1 ×");
  await expect(bobPage.getByRole("list", { name: `You get from ${alice}` }).locator("[data-card='boot-camp']")).toContainText("2 ×");
  await bobPage.getByRole("button", { name: "Accept" }).click();
  await expect(bobPage.getByTestId("offer-status")).toHaveText("Accepted");
  await expect(bobPage.getByRole("button", { name: "Accept" })).toHaveCount(0);
  await expect(bobPage.getByTestId("trade-badge")).toHaveCount(0);

  // Both collections moved, once.
  expect(await counts(alicePage.request, "boot-camp")).toEqual({ owned: 1, wanted: 0, forTrade: 0 });
  expect(await counts(alicePage.request, "livery")).toEqual({ owned: 1, wanted: 0, forTrade: 0 });
  expect(await counts(bobPage.request, "boot-camp")).toEqual({ owned: 2, wanted: 0, forTrade: 0 });
  expect(await counts(bobPage.request, "livery")).toEqual({ owned: 1, wanted: 0, forTrade: 0 });

  // alice sees the history.
  await alicePage.goto(offerUrl);
  await expect(alicePage.getByTestId("offer-status")).toHaveText("Accepted");
  await expect(alicePage.getByText(`Accepted by ${bob}`)).toBeVisible();

  await aliceContext.close();
  await bobContext.close();
});

test.describe("the trade pages", () => {
  type State = Awaited<ReturnType<BrowserContext["storageState"]>>;
  let alice: State;
  let bobState: State;
  let bob = "";
  let offerId = "";

  test.beforeAll(async ({ browser }) => {
    const aliceContext = await browser.newContext();
    const bobContext = await browser.newContext();
    const page = await aliceContext.newPage();
    const bobPage = await bobContext.newPage();
    await signedUpThroughApi(page.request, "trk");
    bob = await signedUpThroughApi(bobPage.request, "trl");
    await setCollection(page.request, [{ game: "dark-eden", code: "boot-camp", owned: 3, wanted: 0, forTrade: 2 }]);
    await setCollection(bobPage.request, [
      { game: "dark-eden", code: "boot-camp", owned: 0, wanted: 2, forTrade: 0 },
      { game: "dark-eden", code: "livery", owned: 2, wanted: 0, forTrade: 1 },
    ]);
    expect((await bobPage.request.put("/api/v1/trade/binder", { data: { public: true } })).status()).toBe(200);
    const made = await page.request.post("/api/v1/trade/offers", {
      data: { to: bob, give: [{ game: "dark-eden", code: "boot-camp", count: 1 }], get: [{ game: "dark-eden", code: "livery", count: 1 }] },
    });
    expect(made.status(), await made.text()).toBe(201);
    offerId = ((await made.json()) as { id: string }).id;
    alice = await aliceContext.storageState();
    bobState = await bobContext.storageState();
    await aliceContext.close();
    await bobContext.close();
  });

  test("the keyboard works the binder switch", async ({ browser }) => {
    const context = await browser.newContext({ storageState: alice });
    const page = await context.newPage();
    await page.goto("/trade");
    const binderSwitch = page.getByRole("switch", { name: "Public binder" });
    await expect(binderSwitch).toBeEnabled();
    await binderSwitch.focus();
    await page.keyboard.press("Space");
    await expect(binderSwitch).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Public: signed-in players see it and can propose trades.")).toBeVisible();
    await context.close();
  });

  for (const which of ["trade page", "binder page", "offer page"] as const) {
    test(`the ${which}: axe finds nothing serious, a 360 px phone needs no sideways scroll`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: alice });
      const page = await context.newPage();
      const path = which === "trade page" ? "/trade" : which === "binder page" ? `/trade/${bob}` : `/trade/offers/${offerId}`;
      const findings: string[] = [];
      await page.setViewportSize({ width: 1280, height: 900 });
      await openSettled(page, path);
      for (const v of await seriousViolations(page)) findings.push(`${path}: ${v}`);
      await page.setViewportSize({ width: 360, height: 800 });
      await openSettled(page, path);
      const extra = await overflow(page);
      if (extra > 0) findings.push(`${path}: ${extra} px wider than a 360 px screen: ${(await widest(page)).join(", ")}`);
      expect(findings).toEqual([]);
      await context.close();
    });
  }

  test("in Polish: the offer, its buttons and the header's link", async ({ browser }) => {
    const context = await browser.newContext({ storageState: bobState });
    const page = await context.newPage();
    await page.goto("/");
    await context.addCookies([{ name: "NEXT_LOCALE", value: "pl", url: page.url() }]);
    await openSettled(page, `/trade/offers/${offerId}`);
    await expect(page.getByTestId("offer-status")).toHaveText("Otwarta");
    await expect(page.getByRole("button", { name: "Przyjmij" })).toBeEnabled();
    await expect(page.getByRole("navigation", { name: "Główne" }).getByRole("link", { name: /^Wymiana/ })).toBeVisible();
    await context.close();
  });
});
