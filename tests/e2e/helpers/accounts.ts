import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** Shared e2e steps for accounts: unique names, registering through the page or the API, signing in. */

export const PASSWORD = "seven cossacks ride far";

/** A username no other test run has used (3–32 letters and digits). */
export function uniqueUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 32);
}

/** Fills the /register form (already open, or opened here) and waits until the header greets the user. */
export async function registerThroughUI(
  page: Page,
  username: string,
  options: { password?: string; open?: boolean; callbackUrl?: string } = {},
): Promise<void> {
  const password = options.password ?? PASSWORD;
  if (options.open !== false) {
    await page.goto(`/register${options.callbackUrl ? `?callbackUrl=${encodeURIComponent(options.callbackUrl)}` : ""}`);
  }
  await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Password again").fill(password);
  await page.getByRole("button", { name: "Register" }).click();
  // Hashing the password (and signing in) takes a moment on a busy machine.
  await expect(page.getByRole("navigation", { name: "Main" }).getByText(username)).toBeVisible({ timeout: 20_000 });
}

/** Registers through the API (faster set-up for tests about something else). */
export async function registerThroughApi(request: APIRequestContext, username: string, password = PASSWORD): Promise<void> {
  const res = await request.post("/api/v1/register", { data: { username, password } });
  expect(res.status(), await res.text()).toBe(201);
}

/** Signs in with next-auth's credentials callback; the request context's cookies (a browser context's) then carry the session. */
export async function signInThroughApi(request: APIRequestContext, username: string, password = PASSWORD): Promise<void> {
  const csrf = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await request.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, username, password, json: "true" } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new account, registered and signed in through the API (the request context's cookies carry the session); its username. */
export async function signedUpThroughApi(request: APIRequestContext, prefix: string): Promise<string> {
  const username = uniqueUsername(prefix);
  await registerThroughApi(request, username);
  await signInThroughApi(request, username);
  return username;
}
