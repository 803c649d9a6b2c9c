import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PASSWORD, registerThroughUI, signInThroughApi, uniqueUsername } from "./helpers/accounts";
import { openSettled, overflow, seriousViolations } from "./helpers/a11y";

/** The account page (/account): export download, password change ending the other session, deletion. */

const LIST = "game: dark-eden\nname: Export me\ncommander: Kommendant Leitheusser\n5 Boot Camp\n";
const NEW_PASSWORD = "a fresh and longer passphrase";

test("a player downloads their data, changes the password (the other browser is signed out) and deletes the account", async ({ page, browser }) => {
  const username = uniqueUsername("acct");
  await registerThroughUI(page, username);
  const created = await page.request.post("/api/v1/decks", { data: { game: "dark-eden", name: "Export me", list: LIST, visibility: "private" } });
  expect(created.status()).toBe(201);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My account" }).click();
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();

  // Export: a JSON file holding the deck.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^edenkeep-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const document = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
  expect(document.account.username).toBe(username);
  expect(document.decks.map((d: { name: string }) => d.name)).toEqual(["Export me"]);
  await expect(page.getByText("Your file was downloaded.")).toBeVisible();

  // Another browser signed in to the same account.
  const other = await browser.newContext();
  await signInThroughApi(other.request, username);
  expect((await other.request.get("/api/v1/decks")).status()).toBe(200);

  // A wrong current password changes nothing.
  await page.getByLabel("Current password").fill("not my password at all");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("New password again").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The password is wrong; nothing was changed.").first()).toBeVisible();
  expect((await other.request.get("/api/v1/decks")).status()).toBe(200);

  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed and your other sessions were signed out.")).toBeVisible();
  expect((await other.request.get("/api/v1/decks")).status()).toBe(401);
  await other.close();
  await page.reload();
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();

  // Deletion: password and the confirmation box, then the site is signed out and the name signs in no more.
  await page.getByLabel("Your password").fill(NEW_PASSWORD);
  await page.getByLabel("I understand that my account and all my data will be deleted for good.").check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign in" })).toBeVisible();
  const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const again = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken: csrf.csrfToken, username, password: NEW_PASSWORD, json: "true" },
  });
  expect(again.status()).toBe(401);
});

test("the account page speaks Polish and Spanish, passes axe and fits a 360 px phone", async ({ page, context }) => {
  const username = uniqueUsername("konto");
  await registerThroughUI(page, username);
  await openSettled(page, "/account");
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 800 });
  await openSettled(page, "/account");
  expect(await overflow(page)).toBe(0);
  // What the export and the deletion cover includes trades and events, in every language (#48).
  await expect(page.getByText(/your trade binder and trade offers .* and your events/)).toBeVisible();
  await expect(page.getByText(/your trade binder and blocks, and your event registrations\. Open trade offers/)).toBeVisible();
  for (const [locale, heading, button, exported, deleted] of [
    ["pl", "Moje konto", "Pobierz moje dane", /oferty wymiany .* oraz wydarzenia/, /segregator wymian i blokady oraz zgłoszenia na wydarzenia/],
    [
      "es",
      "Mi cuenta",
      "Descargar mis datos",
      /tus ofertas de intercambio .* y tus eventos/,
      /tu carpeta de intercambio y tus bloqueos, y tus inscripciones en eventos/,
    ],
  ] as const) {
    await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: page.url() }]);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: button })).toBeVisible();
    await expect(page.getByText(exported)).toBeVisible();
    await expect(page.getByText(deleted)).toBeVisible();
  }
});
