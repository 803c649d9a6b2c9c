import { expect, test, type Page } from "@playwright/test";

// The collection: what a deck lacks shrinks as cards are marked owned in the
// catalog; a CSV with a bad row is reported by line and nothing is applied; fixed, it imports.

const PASSWORD = "a long enough password for e2e";

/** Registers and signs in through the API (next-auth's csrf + credentials callback); the page shares the cookies. */
async function signIn(page: Page): Promise<string> {
  const username = `col${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const registered = await page.request.post("/api/v1/register", { data: { username, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const signedIn = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, username, password: PASSWORD, json: "true" } });
  expect(signedIn.ok()).toBe(true);
  return username;
}

async function collection(page: Page): Promise<{ game: string; code: string; owned: number; wanted: number; forTrade: number }[]> {
  const res = await page.request.get("/api/v1/collection");
  expect(res.ok()).toBe(true);
  return (await res.json()).items;
}

test("a deck's lacks shrink as cards are marked owned from the catalog", async ({ page }) => {
  await signIn(page);
  const list = ["game: dark-eden", "name: Lacks check", "commander: Kommendant Leitheusser", "3 Boot Camp", "2 Livery", "1 Soldat", ""].join("\n");
  const created = await page.request.post("/api/v1/decks", { data: { game: "dark-eden", name: "Lacks check", list, visibility: "private" } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/decks/${id}/lacks`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("What Lacks check lacks");
  await expect(page.getByText("4 cards lacking: 7 of the 7 copies the deck needs.")).toBeVisible();
  const table = page.getByRole("table", { name: "Lacking cards" });
  await expect(table.locator("tbody tr")).toHaveCount(4);
  await expect(page.getByRole("link", { name: /Print proxies of just these cards/ })).toHaveAttribute(
    "href",
    `/api/v1/decks/${id}/proxies.pdf?only=missing&paper=a4`,
  );

  // Catalog results: type the owned count of Boot Camp.
  await page.goto("/cards/dark-eden?q=boot");
  const bootCamp = page.locator("li[data-card='boot-camp']");
  await bootCamp.getByLabel("Owned", { exact: true }).fill("3");
  await expect(bootCamp.getByText("Saved")).toBeVisible();

  // A card page: the + button, once.
  await page.goto("/cards/dark-eden/soldat");
  await page.getByRole("button", { name: "One more owned: Soldat" }).click();
  await expect(page.getByText("Saved")).toBeVisible();
  await expect(page.getByRole("group", { name: "Collection: Soldat" }).getByLabel("Owned", { exact: true })).toHaveValue("1");

  await page.goto(`/decks/${id}/lacks`);
  await expect(page.getByText("2 cards lacking: 3 of the 7 copies the deck needs.")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await expect(table.locator("tr[data-card='kommendant-leitheusser']")).toBeVisible();
  await expect(table.locator("tr[data-card='livery']")).toContainText("2");

  await page.getByRole("button", { name: "Add these 2 cards to my wanted list" }).click();
  await expect(page.getByText("Wanted list updated for 2 cards.")).toBeVisible();
  expect(await collection(page)).toEqual([
    { game: "dark-eden", code: "boot-camp", owned: 3, wanted: 0, forTrade: 0 },
    { game: "dark-eden", code: "kommendant-leitheusser", owned: 0, wanted: 1, forTrade: 0 },
    { game: "dark-eden", code: "livery", owned: 0, wanted: 2, forTrade: 0 },
    { game: "dark-eden", code: "soldat", owned: 1, wanted: 0, forTrade: 0 },
  ]);
});

test("a CSV with a bad row is reported with its line number and nothing is applied; fixed, it imports", async ({ page }) => {
  await signIn(page);
  await page.goto("/collection");
  await expect(page.getByRole("heading", { level: 1, name: "My collection" })).toBeVisible();
  await expect(page.locator("tr[data-completion='dark-eden']")).toContainText("0 / 429");

  const bad = [
    "game,code,name,owned,wanted,forTrade",
    "dark-eden,,Obóz Szkoleniowy,2,0,0",
    "dark-eden,livery,Livery,-2,0,0",
    "dark-eden,,zolnierz hordy,1,1,0",
    "",
  ].join("\n");
  await page.getByLabel("CSV file").setInputFiles({ name: "collection.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  const problems = page.getByRole("list", { name: "Problems" });
  await expect(problems).toContainText('Line 3, owned: "-2" is not a whole number from 0 to 9999');
  await expect(page.getByText("Nothing will be imported until these rows are fixed.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Import \d+ change/ })).toBeDisabled();
  expect(await collection(page)).toEqual([]);

  const fixed = bad.replace("livery,Livery,-2", "livery,Livery,2");
  await page.getByLabel("CSV file").setInputFiles({ name: "collection.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
  await expect(page.getByText("collection.csv: 3 rows — 3 to add, 0 to change, 0 unchanged.")).toBeVisible();
  await page.getByRole("button", { name: "Import 3 changes" }).click();
  await expect(page.getByText(/^Imported: 3 added, 0 changed, 0 unchanged/)).toBeVisible();
  expect(await collection(page)).toEqual([
    { game: "dark-eden", code: "boot-camp", owned: 2, wanted: 0, forTrade: 0 },
    { game: "dark-eden", code: "horde-trooper", owned: 1, wanted: 1, forTrade: 0 },
    { game: "dark-eden", code: "livery", owned: 2, wanted: 0, forTrade: 0 },
  ]);
  await expect(page.locator("tr[data-completion='dark-eden']")).toContainText("3 / 429");
  await expect(page.locator("tr[data-completion='dark-eden/base']")).toContainText("3 / 302");

  // Export: the same three cards as CSV, an attachment.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/v1/collection.csv");
  const exported = await page.request.get("/api/v1/collection.csv");
  expect(exported.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(exported.headers()["content-disposition"]).toContain("attachment");
  expect(await exported.text()).toBe(
    "game,code,name,owned,wanted,forTrade\r\ndark-eden,boot-camp,Boot Camp,2,0,0\r\ndark-eden,horde-trooper,Horde Trooper,1,1,0\r\ndark-eden,livery,Livery,2,0,0\r\n",
  );

  // The filters: owned Dark Eden cards only, with their inline editors.
  await page.goto("/collection?game=dark-eden&status=owned");
  const cards = page.getByRole("list", { name: "Collection cards" });
  await expect(cards.locator("li[data-card]")).toHaveCount(3);
  await expect(cards.locator("li[data-card='livery']").getByLabel("Owned", { exact: true })).toHaveValue("2");
});

test("signed out, the lacks page asks to sign in", async ({ page }) => {
  await page.goto("/decks/some-deck/lacks");
  await expect(page.getByRole("link", { name: "Sign in" }).last()).toHaveAttribute("href", "/login?callbackUrl=%2Fdecks%2Fsome-deck%2Flacks");
});
