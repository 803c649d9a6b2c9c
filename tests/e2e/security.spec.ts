import { expect, test, type Page } from "@playwright/test";
import { PASSWORD, registerThroughApi, registerThroughUI, signedUpThroughApi, uniqueUsername } from "./helpers/accounts";

/** What a browser sees of the security settings: headers, a CSP that breaks nothing, refused cross-site writes. */

/** Collects the page's Content-Security-Policy violations. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test("pages carry the security headers and a per-request script nonce that Next's own scripts use", async ({ page }) => {
  const violations = cspViolations(page);
  const first = await page.goto("/cards/dark-eden");
  const headers = first!.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  const csp = headers["content-security-policy"];
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp).toContain(directive);
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  // Every script Next wrote into the page carries this response's nonce.
  const scripts = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  const again = await page.goto("/cards/dark-eden");
  expect(again!.headers()["content-security-policy"]).not.toContain(nonce!);
  expect(violations).toEqual([]);
});

/** The nonce of a page response's policy, after checking that every script of the page and the Link header carry it. */
async function pageNonce(page: Page, path: string): Promise<string> {
  const res = await page.goto(path);
  expect(res!.status()).toBe(200);
  const nonce = /'nonce-([^']+)'/.exec(res!.headers()["content-security-policy"])?.[1] ?? "";
  expect(nonce).not.toBe("");
  const scripts = await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((n) => n === nonce)).toBe(true);
  for (const [, linked] of (res!.headers().link ?? "").matchAll(/nonce="([^"]+)"/g)) expect(linked).toBe(nonce);
  return nonce;
}

test("a card page's sheet is kept in Next's cache (use cache), yet every response has its own nonce, its reader's language, and a signed-in player their own page", async ({
  page,
  browser,
}) => {
  const violations = cspViolations(page);
  const path = "/cards/dark-eden/boot-camp";
  const nonces = [await pageNonce(page, path), await pageNonce(page, path), await pageNonce(page, path)];
  expect(new Set(nonces).size).toBe(3);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // It hydrated under its nonce: the language menu (a client component) changes the page in place.
  await page.getByLabel("Language", { exact: true }).selectOption("pl");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(page.getByRole("heading", { level: 2, name: "Nazwy" })).toBeVisible();
  await pageNonce(page, path); // with the cookie now: the Polish page, kept apart from the English one
  await expect(page.getByRole("heading", { level: 1, name: "Obóz Szkoleniowy" })).toBeVisible();
  expect(violations).toEqual([]);

  const spanish = await browser.newContext({ locale: "es-ES" });
  const reader = await spanish.newPage();
  await pageNonce(reader, path);
  await expect(reader.locator("html")).toHaveAttribute("lang", "es");
  await expect(reader.getByRole("heading", { level: 2, name: "Nombres" })).toBeVisible();
  await spanish.close();

  const own = await browser.newContext({ locale: "en-US" });
  const player = await own.newPage();
  const username = await signedUpThroughApi(player.request, "kept");
  await pageNonce(player, path);
  await expect(player.getByRole("navigation", { name: "Main" }).getByText(username)).toBeVisible();
  await expect(player.getByRole("heading", { level: 2, name: "In my collection" })).toBeVisible();
  await own.close();
});

test("API answers carry nosniff, no framing, and a policy under which nothing runs", async ({ request }) => {
  const res = await request.get("/api/v1/cards?game=dark-eden&q=boot");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
  expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("registering, signing in and building work under the policy, and a hostile callbackUrl stays on this site", async ({ page, browser }) => {
  const violations = cspViolations(page);
  const username = uniqueUsername("csp");
  await registerThroughUI(page, username);
  await page.getByRole("button", { name: /sign out/i }).click();

  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto("/login?callbackUrl=%2F.%2F%2Fevil.example%2Fsteal");
  const button = other.getByRole("button", { name: "Sign in" });
  await expect(button).toBeDisabled();
  await other.getByLabel("Username").fill(username);
  await other.getByLabel("Password").fill(PASSWORD);
  await expect(button).toBeEnabled(); // React state: the page hydrated under the nonce policy
  await button.click();
  await expect(other.getByRole("navigation", { name: "Main" }).getByText(username)).toBeVisible({ timeout: 20_000 });
  expect(new URL(other.url()).host).toBe(new URL(page.url()).host);
  await context.close();
  expect(violations).toEqual([]);
});

test("a form on another site cannot write with the visitor's cookie", async ({ page, baseURL }) => {
  const username = uniqueUsername("victim");
  await registerThroughApi(page.request, username);
  // A page that is not this site (about:blank, Origin "null") posts a text/plain form, as an attacker's page would.
  await page.setContent(
    `<form method="post" enctype="text/plain" action="${baseURL}/api/v1/decks"><input name='{"game":"dark-eden","list":"x","a' value='":1}'></form>`,
  );
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/v1/decks")),
    page.locator("form").evaluate((f) => (f as HTMLFormElement).submit()),
  ]);
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe("CROSS_SITE");
});
