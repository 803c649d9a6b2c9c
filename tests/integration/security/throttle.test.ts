import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { inOneThrottleWindow } from "../../support/throttle-window";
import { mergeCookies, params, request, useTestAuthEnv } from "../helpers/http";
import { GET as authGet, POST as authPost } from "../helpers/auth-route";
import { POST as register } from "@/app/api/v1/register/route";
import { clientAddress } from "@/lib/auth/client-address";
import { registerUser } from "@/lib/accounts/service";
import { accountDelayMs, REGISTRATION, SIGN_IN_PAIR } from "@/lib/quotas/throttle";

const PASSWORD = "correct horse battery";

/** next-auth's sign-in as a script does it (csrf, then callback/credentials), from `address`. */
async function signIn(username: string, password: string, address: string) {
  const csrf = await authGet(request("GET", "/api/auth/csrf"), params({ nextauth: ["csrf"] }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await authPost(
    request("POST", "/api/auth/callback/credentials", {
      body: new URLSearchParams({ csrfToken, username, password, json: "true" }).toString(),
      cookie: mergeCookies("", csrf),
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    }),
    params({ nextauth: ["callback", "credentials"] }),
  );
  return { status: response.status, jar: mergeCookies("", response), response };
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  await registerUser({ username: "owner", password: PASSWORD });
});

afterEach(() => {
  delete process.env.TRUSTED_PROXY;
});

describe("sign-in throttling", () => {
  inOneThrottleWindow();

  it(`30 parallel wrong passwords from one address: at most ${SIGN_IN_PAIR.limit} are checked, the rest answer 429`, async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn("owner", `wrong password ${i}`, "198.51.100.66")));
    const checked = results.filter((r) => r.status === 401).length;
    const refused = results.filter((r) => r.status === 429);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_PAIR.limit);
    expect(checked + refused.length).toBe(30);
    for (const r of refused) expect(Number(r.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(results.every((r) => !/session-token/.test(r.jar))).toBe(true);
  });

  it("the owner still signs in from another address, only slowed down", async () => {
    const started = performance.now();
    const { status, jar } = await signIn("owner", PASSWORD, "203.0.113.9");
    expect(status).toBe(200);
    expect(jar).toMatch(/next-auth\.session-token=/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(accountDelayMs(SIGN_IN_PAIR.limit) - 20);
  });

  it("failures spoofed from many addresses slow the account down but never lock it", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn("owner", "wrong password!", `192.0.2.${i + 1}`)).status).toBe(401);
    expect((await signIn("owner", PASSWORD, "203.0.113.10")).status).toBe(200);
  });

  it("the wait grows with an account's failures and stops at 4 seconds", () => {
    expect([0, 4, 5, 6, 7, 9, 50].map(accountDelayMs)).toEqual([0, 0, 250, 500, 1000, 4000, 4000]);
  });
});

describe("registration throttling", () => {
  inOneThrottleWindow();

  const registerFrom = (address: string, username: string) =>
    register(request("POST", "/api/v1/register", { json: { username, password: PASSWORD }, headers: { "x-forwarded-for": address } }));

  it(`after ${REGISTRATION.limit} accounts from one address in an hour, the next answers 429 with Retry-After`, async () => {
    for (let i = 0; i < REGISTRATION.limit; i++) expect((await registerFrom("198.51.100.20", `burst${i}`)).status).toBe(201);
    const refused = await registerFrom("198.51.100.20", "oneTooMany");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = await refused.json();
    expect(error.code).toBe("TOO_MANY_REGISTRATIONS");
    expect(error.message).toMatch(/at most 5 accounts .* an hour/i);
    expect((await registerFrom("198.51.100.21", "oneTooMany")).status).toBe(201);
  });

  it("parallel registrations from one address cannot pass the limit either", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => registerFrom("198.51.100.30", `parallel${i}`)));
    expect(results.filter((r) => r.status === 201).length).toBe(REGISTRATION.limit);
    expect(results.filter((r) => r.status === 429).length).toBe(12 - REGISTRATION.limit);
  });
});

describe("the client's address", () => {
  const xff = (value: string) => new Headers({ "x-forwarded-for": value });

  it("is the right-most X-Forwarded-For hop: what Next's server or the nearest proxy wrote, not what the client claims first", () => {
    expect(clientAddress(xff("6.6.6.6, 198.51.100.7"))).toBe("198.51.100.7");
    expect(clientAddress(xff("::ffff:127.0.0.1"))).toBe("127.0.0.1");
    expect(clientAddress(xff("[2001:db8::1]:443"))).toBe("2001:db8::1");
    expect(clientAddress(xff("<script>"))).toBe("invalid");
    expect(clientAddress(new Headers({ "x-real-ip": "6.6.6.6" }))).toBe("unknown");
  });

  it("skips the hops of proxies named in TRUSTED_PROXY", () => {
    process.env.TRUSTED_PROXY = "10.0.0.2, 10.0.0.3";
    expect(clientAddress(xff("6.6.6.6, 198.51.100.7, 10.0.0.2, 10.0.0.3"))).toBe("198.51.100.7");
    expect(clientAddress(xff("10.0.0.2"))).toBe("10.0.0.2");
  });
});
