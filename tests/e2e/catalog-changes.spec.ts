import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { cliProcess } from "../support/cli-process";
import { signedUpThroughApi } from "./helpers/accounts";

/**
 * CONTRACTS §11 in the browser: a card of a deck changes in the catalog (its initial cost and
 * its Polish name), and the deck page, read in Polish, says what changed since the save;
 * "Zaktualizuj" (bring up to date) saves a new version and the notice goes.
 */
test.use({ locale: "pl-PL" });

/** The database of this project's server (scripts/e2e-server.mjs writes its URL to this file; e2eDatabaseUrlFile in scripts/lib.mjs). */
function e2eDatabaseUrl(): string {
  return readFileSync(path.join(tmpdir(), `edenkeep-e2e-${new URL(String(test.info().project.use.baseURL)).port}.database-url`), "utf8").trim();
}

/** A set of our own, so no other test's cards change: one general establishment. */
function catalogFile(unique: string, initialCost: number, plName: string): string {
  const file = path.join(tmpdir(), `edenkeep-e2e-changes-${unique}.json`);
  const card = {
    code: `watchtower-${unique}`,
    name: `Watchtower ${unique}`,
    names: { pl: plName },
    type: "establishment",
    affiliation: "general",
    cv: 4,
    tactics: ["land"],
    neighborAllowance: 2,
    initialCost,
  };
  writeFileSync(file, JSON.stringify({ game: "dark-eden", set: { code: `e2e-changes-${unique}`, name: `E2E changes ${unique}` }, cards: [card] }));
  return file;
}

/**
 * The Polish name this project's server gives the card now. An import through the command line
 * is another process: a server reads the catalog's version at most once a second
 * (lib/catalog/version.ts, docs/deploy.md "Many app servers"), so it serves the import within
 * about a second, not at once. The test waits for that, as a player would see it.
 */
async function servedPolishName(request: APIRequestContext, unique: string): Promise<string | undefined> {
  const found = await (await request.get(`/api/v1/cards?game=dark-eden&q=${encodeURIComponent(`Watchtower ${unique}`)}`)).json();
  return found.cards.find((card: { code: string }) => card.code === `watchtower-${unique}`)?.names.pl;
}

test("a deck page in Polish shows the catalog's change since the save, and Zaktualizuj takes it in", async ({ page }) => {
  // Two imports through the command line (a process start each) on a machine shared by the other workers.
  test.setTimeout(180_000);
  const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const url = e2eDatabaseUrl();
  const imported = cliProcess(url, "import-catalog", catalogFile(unique, 2, `Strażnica ${unique}`));
  expect(imported.status, imported.stderr).toBe(0);

  await signedUpThroughApi(page.request, "cc");
  await expect.poll(() => servedPolishName(page.request, unique)).toBe(`Strażnica ${unique}`);
  const legal = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8").trimEnd();
  const created = await page.request.post("/api/v1/decks", {
    data: { name: "Zmiany", list: `${legal}\n1 [watchtower-${unique}]\n`, visibility: "private" },
  });
  expect(created.status()).toBe(201);
  const deck = await created.json();

  const changed = cliProcess(url, "import-catalog", catalogFile(unique, 3, `Wieża strażnicza ${unique}`));
  expect(changed.status, changed.stderr).toBe(0);
  expect(changed.stdout).toContain(`~ watchtower-${unique}`);
  await expect.poll(() => servedPolishName(page.request, unique)).toBe(`Wieża strażnicza ${unique}`);

  await page.goto(`/decks/${deck.id}`);
  const notice = page.getByRole("region", { name: "Od zapisania tej talii" });
  await expect(notice).toContainText("Koszt początkowy 2 → 3");
  await expect(notice).toContainText(`Nazwa (PL) Strażnica ${unique} → Wieża strażnicza ${unique}`);
  await expect(notice).toContainText("Sprawdzenie według obecnego katalogu: zgodna z zasadami");

  await notice.getByRole("button", { name: "Zaktualizuj" }).click();
  await expect(notice).toHaveCount(0);
  const after = await (await page.request.get(`/api/v1/decks/${deck.id}`)).json();
  expect(after.version).toBe(2);
  expect(after.changedSince).toEqual([]);
});
