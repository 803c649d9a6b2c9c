import { beforeAll, describe, expect, it } from "vitest";
import { inOneThrottleWindow } from "../../support/throttle-window";
import { freshDatabase } from "../fresh-db";
import { mergeCookies, params, request, useTestAuthEnv } from "../helpers/http";
import { GET as authGet, POST as authPost } from "../helpers/auth-route";
import { DEVICE_COOKIE_PREFIX, deviceCookieName, trustedDeviceNonce } from "@/lib/auth/device-cookie";
import { parseCookies } from "@/lib/auth/cookies";
import { registerUser } from "@/lib/accounts/service";
import { ACCOUNT_DELAY_MAX_MS, SIGN_IN_DEVICE, SIGN_IN_PAIR, SIGN_IN_UNTRUSTED_ACCOUNT } from "@/lib/quotas/throttle";

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): guesses on one
 * account from any number of addresses share one small budget, and the owner's browser, which
 * signed in before, keeps a budget of its own.
 */

const PASSWORD = "correct horse battery";
let ownerId: string;
let otherId: string;
/** The owner's browser after its first sign-in: it holds the device cookie. */
let trustedJar: string;

async function signIn(username: string, password: string, address: string, jar = "") {
  const csrf = await authGet(request("GET", "/api/auth/csrf", { cookie: jar || undefined }), params({ nextauth: ["csrf"] }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await authPost(
    request("POST", "/api/auth/callback/credentials", {
      body: new URLSearchParams({ csrfToken, username, password, json: "true" }).toString(),
      cookie: mergeCookies(jar, csrf),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    }),
    params({ nextauth: ["callback", "credentials"] }),
  );
  return { status: response.status, response, jar: mergeCookies(mergeCookies(jar, csrf), response) };
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  ownerId = (await registerUser({ username: "owner", password: PASSWORD })).id;
  otherId = (await registerUser({ username: "other", password: PASSWORD })).id;
  const first = await signIn("owner", PASSWORD, "203.0.113.1");
  expect(first.status).toBe(200);
  trustedJar = first.jar;
});

describe("device cookies", () => {
  inOneThrottleWindow();

  it("a successful sign-in gives the browser a signed, HttpOnly device cookie for that account only", async () => {
    const cookies = parseCookies(trustedJar.replaceAll("; ", ";"));
    expect(Object.keys(cookies)).toContain(deviceCookieName(ownerId));
    expect(trustedDeviceNonce(cookies, ownerId)).not.toBeNull();
    expect(trustedDeviceNonce({ [deviceCookieName(otherId)]: cookies[deviceCookieName(ownerId)] }, otherId)).toBeNull();
    const again = await signIn("owner", PASSWORD, "203.0.113.2");
    const header = again.response.headers.getSetCookie().find((c) => c.startsWith(DEVICE_COOKIE_PREFIX)) ?? "";
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Path=\/api\/auth/);
    expect(header).toMatch(/SameSite=Lax/);
  });

  it("30 wrong passwords for one account from 30 addresses: refused with 429 before the 30th, and before the password is checked", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn("owner", `wrong password ${i}`, `192.0.2.${i + 1}`)));
    const checked = results.filter((r) => r.status === 401).length;
    const refused = results.filter((r) => r.status === 429);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_UNTRUSTED_ACCOUNT.limit);
    expect(checked + refused.length).toBe(30);
    expect(refused.length).toBeGreaterThanOrEqual(30 - SIGN_IN_UNTRUSTED_ACCOUNT.limit);
    for (const r of refused) expect(Number(r.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // An untrusted client with the right password is refused too: nothing is checked past the budget.
    const untrusted = await signIn("owner", PASSWORD, "198.51.100.99");
    expect(untrusted.status).toBe(429);
    expect(untrusted.jar).not.toMatch(/session-token/);
  });

  it("meanwhile the owner's trusted browser still signs in, from any address, at once", async () => {
    const started = performance.now();
    const owner = await signIn("owner", PASSWORD, "198.51.100.200", trustedJar);
    expect(owner.status).toBe(200);
    expect(owner.jar).toMatch(/next-auth\.session-token=/);
    // No per-account wait either: after 30 failures an untrusted sign-in waits ACCOUNT_DELAY_MAX_MS
    // (4 s) before its password is checked; this one answers in less than that wait alone.
    expect(performance.now() - started).toBeLessThan(ACCOUNT_DELAY_MAX_MS);
  });

  it("an altered device cookie, or one for another account, earns no trust", async () => {
    const cookies = parseCookies(trustedJar.replaceAll("; ", ";"));
    const value = cookies[deviceCookieName(ownerId)];
    const altered = `${deviceCookieName(ownerId)}=${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`;
    expect((await signIn("owner", PASSWORD, "198.51.100.201", altered)).status).toBe(429);
    const wrongAccount = `${deviceCookieName(ownerId)}=${value.replace(ownerId, otherId)}`;
    expect((await signIn("owner", PASSWORD, "198.51.100.202", wrongAccount)).status).toBe(429);
    // other's account is untouched by the attack on owner's.
    expect((await signIn("other", PASSWORD, "198.51.100.203")).status).toBe(200);
  });

  it(`a trusted browser has a budget of its own (${SIGN_IN_DEVICE.limit} failures); past it the browser counts as untrusted`, async () => {
    const first = await signIn("other", PASSWORD, "198.51.100.204");
    expect(first.status).toBe(200);
    for (let i = 0; i < SIGN_IN_DEVICE.limit; i++) expect((await signIn("other", `wrong ${i}`, "198.51.100.204", first.jar)).status).toBe(401);
    // The device's budget is spent: it now counts as untrusted, so the pair's 5 failures from its address apply.
    for (let i = 0; i < SIGN_IN_PAIR.limit; i++) expect((await signIn("other", `wrong again ${i}`, "198.51.100.204", first.jar)).status).toBe(401);
    expect((await signIn("other", PASSWORD, "198.51.100.204", first.jar)).status).toBe(429);
    // Nobody else's browser was affected: a fresh trusted browser of `other` still signs in.
    expect((await signIn("other", PASSWORD, "198.51.100.205")).status).toBe(200);
  });
});
