import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { registerThroughApi, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { openSettled } from "./helpers/a11y";

// What players met (issue #48): a card page in Polish speaks Polish under its title and on its
// face; a public deck's share picture is named on the address the reader used, not NEXTAUTH_URL.

test.describe("in Polish", () => {
  test.use({ locale: "pl-PL" });

  test("a Dark Eden card page: type and set under the title, and the face's type line, in Polish", async ({ page }) => {
    await openSettled(page, "/cards/dark-eden/boot-camp");
    await expect(page.locator("article header p")).toHaveText("Miejsce · Dark Eden – zestaw podstawowy");
    const svg = await (await page.request.get("/api/v1/cards/dark-eden/boot-camp/face.svg?locale=pl")).text();
    expect(svg).toContain("Miejsce · Ogólna");
    expect(svg).not.toMatch(/>Establishment|>General</);
  });
});

test("a public deck's og:image is on the address the reader asked (its Host), not NEXTAUTH_URL", async ({ page }) => {
  const username = uniqueUsername("origin");
  await registerThroughApi(page.request, username);
  await signInThroughApi(page.request, username);
  const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
  const made = await page.request.post("/api/v1/decks", { data: { name: "Shared", list, visibility: "public" } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const html = await (await page.request.get(`/decks/${id}`, { headers: { host: "edenkeep.test:3100" } })).text();
  const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(og).toBe(`http://edenkeep.test:3100/api/v1/decks/${id}/share.png?locale=en`);
});
