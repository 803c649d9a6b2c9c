import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signedUpThroughApi } from "./helpers/accounts";

// "Play online" on a deck page (CONTRACTS §10; docs/play-online.md; issue #44 item 7): each game
// client's downloads; the .cod names the deck; the copy button puts the Cockatrice text on the
// clipboard; a private deck's links carry a signature ("Access") and open from a browser context
// without the owner's session, while the same URL without its signature is 404. One page load.

test("a private deck's Play online: Cockatrice, CGS and TTS links that open without the owner's session", async ({ page, browser, context }) => {
  await signedUpThroughApi(page.request, "online");
  const list = readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8");
  const made = await page.request.post("/api/v1/decks", { data: { name: "Online Sixty", list, visibility: "private" } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);

  await page.goto(`/decks/${id}`);
  const section = page.getByTestId("play-online");
  await expect(section.getByRole("heading", { name: "Play online" })).toBeVisible();
  for (const client of ["Cockatrice", "Card Game Simulator", "Tabletop Simulator"])
    await expect(section.getByRole("heading", { name: client, exact: true })).toBeVisible();
  await expect(section.getByTestId("cockatrice-hash")).toHaveText(/^[0-9a-v]{8}$/);

  // The .cod is a download whose deck name is the deck's.
  const codLink = section.getByRole("link", { name: "Deck (.cod)" });
  const [download] = await Promise.all([page.waitForEvent("download"), codLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.cod$/);
  const cod = readFileSync(await download.path(), "utf8");
  expect(cod).toContain("<deckname>Online Sixty</deckname>");
  expect(cod).toContain('<card number="5" name="Boot Camp"/>');

  // Copy: the clipboard holds the text Cockatrice's "Load deck from clipboard" reads.
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(section.getByRole("status")).toContainText("Copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("// Online Sixty");
  expect(copied).toMatch(/^5 Boot Camp$/m);

  // Every link of a private deck is signed; another context (no session) loads them; unsigned, 404.
  const hrefs = await section.getByRole("link").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const deckLinks = hrefs.filter((h) => h.includes(`/api/v1/decks/${id}/export`));
  expect(deckLinks).toHaveLength(4);
  const stranger = await browser.newContext();
  try {
    for (const href of deckLinks) {
      expect(href).toMatch(/[?&]sig=[^&]+/);
      expect(href).toMatch(/[?&]expires=\d+/);
      const res = await stranger.request.get(href);
      expect(res.status(), href).toBe(200);
      const unsigned = new URL(href);
      for (const key of ["v", "expires", "sig"]) unsigned.searchParams.delete(key);
      expect((await stranger.request.get(unsigned.toString())).status(), unsigned.toString()).toBe(404);
    }
    // The TTS saved object's sheet opens from the stranger's context too: a PNG.
    const tts = (await (await stranger.request.get(deckLinks.find((h) => h.includes("format=tts")) ?? "")).json()) as {
      ObjectStates: { CustomDeck: Record<string, { FaceURL: string }> }[];
    };
    const sheet = await stranger.request.get(tts.ObjectStates[0].CustomDeck["1"].FaceURL);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()["content-type"]).toBe("image/png");
  } finally {
    await stranger.close();
  }
});
