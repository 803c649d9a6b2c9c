import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { inOneThrottleWindow } from "../support/throttle-window";
import { mergeCookies, params, request, useTestAuthEnv } from "./helpers/http";
import { POST as register } from "@/app/api/v1/register/route";
import { GET as authGet, POST as authPost } from "./helpers/auth-route";
import { GET as myDecks } from "@/app/api/v1/decks/route";
import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { hit, peek, SIGN_IN_ADDRESS, SIGN_IN_PAIR } from "@/lib/quotas/throttle";

const PASSWORD = "correct horse battery";

function registerRequest(json: unknown) {
  return register(request("POST", "/api/v1/register", { json }));
}

/** next-auth's own sign-in, as a script with a cookie jar does it: csrf, then callback/credentials. */
async function signIn(username: string, password: string, address = "198.51.100.7") {
  const csrf = await authGet(request("GET", "/api/auth/csrf"), params({ nextauth: ["csrf"] }));
  expect(csrf.status).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let jar = mergeCookies("", csrf);
  const response = await authPost(
    request("POST", "/api/auth/callback/credentials", {
      body: new URLSearchParams({ csrfToken, username, password, json: "true" }).toString(),
      cookie: jar,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": address },
    }),
    params({ nextauth: ["callback", "credentials"] }),
  );
  jar = mergeCookies(jar, response);
  return { response, jar };
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
});

describe("POST /api/v1/register", () => {
  it("creates an account: 201 {id, username}, password stored as an argon2id hash", async () => {
    const res = await registerRequest({ username: "Alice", password: PASSWORD });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), username: "Alice" });
    const row = await (await db()).user.findUniqueOrThrow({ where: { id: body.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(PASSWORD, row.passwordHash)).toBe(true);
  });

  it("409 when the name is taken, whatever its case", async () => {
    for (const username of ["Alice", "alice", "ALICE"]) {
      const res = await registerRequest({ username, password: "another long password" });
      expect(res.status).toBe(409);
      expect((await res.json()).error.code).toBe("USERNAME_TAKEN");
    }
  });

  it("400 for a password under 10 characters or a common one", async () => {
    for (const password of ["short", "123456789", "password123", "1234567890", "QwertyUiop"]) {
      const res = await registerRequest({ username: "bob", password });
      expect(res.status, password).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("WEAK_PASSWORD");
      expect(body.error.issues[0].path).toBe("password");
    }
  });

  it("400 for a bad username, with zod issues", async () => {
    for (const username of ["ab", "x".repeat(33), "has space", "émile", "semi;colon"]) {
      const res = await registerRequest({ username, password: PASSWORD });
      expect(res.status, username).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("INVALID_REQUEST");
      expect(body.error.issues.some((i: { path: string }) => i.path === "username")).toBe(true);
    }
  });

  it("400 on malformed JSON and wrong types, 413 over 1 MB", async () => {
    const malformed = await register(request("POST", "/api/v1/register", { body: "{username:", headers: { "content-type": "application/json" } }));
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe("MALFORMED_JSON");

    const wrong = await registerRequest({ username: 42, password: ["x"] });
    expect(wrong.status).toBe(400);
    const issues = (await wrong.json()).error.issues.map((i: { path: string }) => i.path);
    expect(issues).toEqual(expect.arrayContaining(["username", "password"]));

    const big = await registerRequest({ username: "bigbody", password: "x".repeat(1_100_000) });
    expect(big.status).toBe(413);
  });
});

describe("signing in with next-auth (csrf → callback/credentials)", () => {
  it("a right password sets a session cookie that the API accepts", async () => {
    const { response, jar } = await signIn("alice", PASSWORD); // any case of the name
    expect(response.status).toBe(200);
    expect((await response.json()).url).toBe("http://localhost:3000");
    expect(jar).toMatch(/next-auth\.session-token=/);

    const session = await authGet(request("GET", "/api/auth/session", { cookie: jar }), params({ nextauth: ["session"] }));
    expect((await session.json()).user).toEqual({ id: expect.any(String), name: "Alice" });

    const decks = await myDecks(request("GET", "/api/v1/decks", { cookie: jar }));
    expect(decks.status).toBe(200);
    expect(await decks.json()).toEqual({ decks: [] });
  });

  it("a wrong password is refused (401, CredentialsSignin) and sets no session", async () => {
    const { response, jar } = await signIn("Alice", "wrong password!!", "198.51.100.8");
    expect(response.status).toBe(401);
    expect(new URL((await response.json()).url).searchParams.get("error")).toBe("CredentialsSignin");
    expect(jar).not.toMatch(/session-token/);
    const decks = await myDecks(request("GET", "/api/v1/decks", { cookie: jar }));
    expect(decks.status).toBe(401);
    expect((await decks.json()).error.code).toBe("UNAUTHENTICATED");
  });

  it("without a csrf token the callback does not sign in", async () => {
    const res = await authPost(
      request("POST", "/api/auth/callback/credentials", {
        body: new URLSearchParams({ username: "Alice", password: PASSWORD }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      params({ nextauth: ["callback", "credentials"] }),
    );
    expect(res.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token="))).toBe(false);
  });

  it("a body over 1 MB answers 413 and malformed JSON 400 (CONTRACTS §5), before next-auth reads it", async () => {
    const post = (body: string, type: string) =>
      authPost(
        request("POST", "/api/auth/callback/credentials", { body, headers: { "content-type": type } }),
        params({ nextauth: ["callback", "credentials"] }),
      );
    const big = await post(`username=alice&password=${"x".repeat(1_100_000)}`, "application/x-www-form-urlencoded");
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    for (const body of ["{username:", ""]) {
      const malformed = await post(body, "application/json");
      expect(malformed.status, body).toBe(400);
      expect((await malformed.json()).error.code).toBe("MALFORMED_JSON");
    }
  });
});

describe("sign-in throttling", () => {
  inOneThrottleWindow();

  it(`after ${SIGN_IN_PAIR.limit} failures for a username from one address, that address answers 429 even for the right password`, async () => {
    const reg = await registerRequest({ username: "carol", password: PASSWORD });
    expect(reg.status).toBe(201);
    for (let i = 0; i < SIGN_IN_PAIR.limit; i++) {
      const { response } = await signIn("carol", `wrong password ${i}`, "192.0.2.1");
      expect(response.status).toBe(401);
    }
    const { response, jar } = await signIn("Carol", PASSWORD, "192.0.2.1");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = await response.json();
    expect(body.error.code).toBe("TOO_MANY_ATTEMPTS");
    // next-auth's client reads the error from `url`: signIn(..., {redirect: false}) → error "TooManyAttempts".
    expect(new URL(body.url).searchParams.get("error")).toBe("TooManyAttempts");
    expect(jar).not.toMatch(/session-token/);
  });

  it("the owner signing in from another address is not locked out by those failures", async () => {
    const { response, jar } = await signIn("carol", PASSWORD, "192.0.2.99");
    expect(response.status).toBe(200);
    expect(jar).toMatch(/next-auth\.session-token=/);
  });

  it("the counts are per account+address pair and per address, and end with their window", async () => {
    expect((await peek(SIGN_IN_PAIR, "carol|192.0.2.1")).count).toBe(SIGN_IN_PAIR.limit);
    const later = Date.now() + SIGN_IN_PAIR.windowMs;
    expect((await peek(SIGN_IN_PAIR, "carol|192.0.2.1", later)).count).toBe(0);
  });

  it(`after ${SIGN_IN_ADDRESS.limit} failures from one address, any username from it answers 429`, async () => {
    const reg = await registerRequest({ username: "dave", password: PASSWORD });
    expect(reg.status).toBe(201);
    const address = "203.0.113.50";
    for (let i = 0; i < SIGN_IN_ADDRESS.limit; i++) await hit(SIGN_IN_ADDRESS, address);
    const blocked = await signIn("dave", PASSWORD, address);
    expect(blocked.response.status).toBe(429);
    const elsewhere = await signIn("dave", PASSWORD, "203.0.113.51");
    expect(elsewhere.response.status).toBe(200);
    expect(elsewhere.jar).toMatch(/next-auth\.session-token=/);
  });

  it("a successful sign-in forgets the failures of its own account+address pair", async () => {
    await registerRequest({ username: "erin", password: PASSWORD });
    for (let i = 0; i < SIGN_IN_PAIR.limit - 1; i++) await signIn("erin", "not the password", "192.0.2.200");
    expect((await signIn("erin", PASSWORD, "192.0.2.200")).response.status).toBe(200);
    expect((await peek(SIGN_IN_PAIR, "erin|192.0.2.200")).count).toBe(0);
  });
});

describe("after sign-in", () => {
  it("only ever returns to a path on this site", () => {
    expect(safeCallbackPath("/decks/abc?tab=history")).toBe("/decks/abc?tab=history");
    for (const bad of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "", undefined]) {
      expect(safeCallbackPath(bad)).toBe("/decks");
    }
  });
});
