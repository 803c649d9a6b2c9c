import { type Browser, expect, test } from "@playwright/test";
import { PASSWORD, registerThroughApi, signInThroughApi, signedUpThroughApi, uniqueUsername } from "./helpers/accounts";

/**
 * Reports and moderation (CONTRACTS §12), as players and a moderator do it, in English and in
 * Polish: a player reports a public deck, the moderator (named in MODERATORS by
 * scripts/e2e-server.mjs) hides it from /admin with a note, and then the deck is gone for the
 * reporter while its owner reads that a moderator hid it, and why.
 */

const MODERATOR = "e2emoderator";
const LIST = "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n";

const WORDS = {
  en: {
    locale: "en-US",
    report: "Report this deck",
    reason: "Reason",
    hateful: "Hateful or discriminatory",
    text: "What is wrong (optional, at most 1000 characters)",
    send: "Send report",
    received: "Report received. Thank you: a moderator will look at it.",
    note: "Note (for the log and the owner)",
    hide: "Hide",
    hiddenBy: "Hidden by a moderator",
  },
  pl: {
    locale: "pl-PL",
    report: "Zgłoś tę talię",
    reason: "Powód",
    hateful: "Nienawiść lub dyskryminacja",
    text: "Co jest nie tak (opcjonalnie, najwyżej 1000 znaków)",
    send: "Wyślij zgłoszenie",
    received: "Zgłoszenie przyjęte. Dziękujemy: moderator się temu przyjrzy.",
    note: "Notatka (do dziennika i dla właściciela)",
    hide: "Ukryj",
    hiddenBy: "Ukryte przez moderatora",
  },
} as const;

async function signedInContext(browser: Browser, locale: string, username?: string) {
  const context = await browser.newContext({ locale });
  if (username) await signInThroughApi(context.request, username);
  return context;
}

for (const [language, w] of Object.entries(WORDS)) {
  test(`report → moderate → hidden (${language})`, async ({ browser }) => {
    // The moderator's account: made once per database (a second run finds it taken).
    const made = await (await browser.newContext()).request.post("/api/v1/register", { data: { username: MODERATOR, password: PASSWORD } });
    expect([201, 409]).toContain(made.status());

    const owner = await signedInContext(browser, w.locale);
    await signedUpThroughApi(owner.request, "owner");
    const deckName = `Offensive ${uniqueUsername(language)}`;
    const created = await owner.request.post("/api/v1/decks", { data: { game: "dark-eden", name: deckName, list: LIST, visibility: "public" } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // A player reports it from the deck's page.
    const reporterName = uniqueUsername("reporter");
    const reporter = await signedInContext(browser, w.locale);
    await registerThroughApi(reporter.request, reporterName);
    await signInThroughApi(reporter.request, reporterName);
    const page = await reporter.newPage();
    await page.goto(`/decks/${id}`);
    await page.getByText(w.report).click();
    await page.getByLabel(w.reason).selectOption({ label: w.hateful });
    await page.getByLabel(w.text).fill("A slur in the deck's name.");
    await page.getByRole("button", { name: w.send }).click();
    await expect(page.getByRole("status").filter({ hasText: w.received })).toBeVisible();
    if (language === "en") expect((await page.goto("/admin"))?.status()).toBe(404); // not a moderator

    // The moderator hides it from /admin, with a note.
    const moderator = await signedInContext(browser, w.locale, MODERATOR);
    const admin = await moderator.newPage();
    await admin.goto("/admin");
    const item = admin.getByRole("listitem").filter({ has: admin.getByRole("link", { name: deckName }) });
    await expect(item.getByText("A slur in the deck's name.")).toBeVisible();
    const note = `Hateful name, ${language}.`;
    await item.getByLabel(w.note).fill(note);
    await item.getByRole("button", { name: w.hide, exact: true }).click();
    await expect(admin.getByRole("cell", { name: note })).toBeVisible();
    await expect(admin.getByRole("link", { name: deckName })).toHaveCount(0);

    // Gone for the reporter; its owner reads why.
    expect((await page.goto(`/decks/${id}`))?.status()).toBe(404);
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`/decks/${id}`);
    await expect(ownerPage.getByRole("note").getByText(w.hiddenBy)).toBeVisible();
    await expect(ownerPage.getByRole("note").getByText(note)).toBeVisible();

    await Promise.all([owner.close(), reporter.close(), moderator.close()]);
  });
}
