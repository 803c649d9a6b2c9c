import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

/** proxy.ts, called as Next calls it before a route: cross-site writes refused, headers set. */

const SITE = "http://localhost:3000";

function call(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return proxy(new NextRequest(new URL(path, SITE), { method, headers: { host: "localhost:3000", ...headers }, body }));
}

/** NextResponse.next() is how a proxy lets the request through to its route. */
const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(passes(res)).toBe(false);
  return (await res.json()).error as { code: string; message: string };
}

const json = { "content-type": "application/json" };

describe("cross-site writes to /api/v1", () => {
  it("a text/plain POST (what a form on another site can send) answers 415", async () => {
    const error = await refusal(await call("POST", "/api/v1/decks", { "content-type": "text/plain" }, "{}"), 415);
    expect(error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    await refusal(await call("POST", "/api/v1/register", { "content-type": "application/x-www-form-urlencoded" }, "username=a"), 415);
    await refusal(await call("PUT", "/api/v1/collection", { "content-type": "multipart/form-data; boundary=x" }, "--x--"), 415);
  });

  it("a write with another site's Origin answers 403 CROSS_SITE, whatever its content type", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost:3000.evil.example", "http://localhost:3001"]) {
      const error = await refusal(await call("POST", "/api/v1/decks", { ...json, origin }, "{}"), 403);
      expect(error.code).toBe("CROSS_SITE");
    }
    await refusal(await call("DELETE", "/api/v1/decks/abc", { origin: "https://evil.example" }), 403);
    await refusal(await call("PUT", "/api/v1/decks/abc", { ...json, "sec-fetch-site": "cross-site" }, "{}"), 403);
    await refusal(await call("PATCH", "/api/v1/decks/abc", { ...json, "sec-fetch-site": "same-site" }, "{}"), 403);
  });

  it("a JSON write from this site's own pages passes", async () => {
    expect(passes(await call("POST", "/api/v1/decks", { ...json, origin: SITE }, "{}"))).toBe(true);
    expect(passes(await call("PUT", "/api/v1/decks/abc", { "content-type": "application/json; charset=utf-8", "sec-fetch-site": "same-origin" }, "{}"))).toBe(
      true,
    );
    expect(passes(await call("POST", "/api/v1/decks/abc/lacks", { origin: SITE }))).toBe(true); // no body, no type
  });

  it("behind a proxy, the forwarded host is this site", async () => {
    const res = await call(
      "POST",
      "/api/v1/decks",
      { ...json, origin: "https://edenkeep.example", "x-forwarded-host": "edenkeep.example", "x-forwarded-proto": "https" },
      "{}",
    );
    expect(passes(res)).toBe(true);
  });

  it("a script (no Origin, no Sec-Fetch-Site) passes: it holds no victim's cookie", async () => {
    expect(passes(await call("POST", "/api/v1/decks", json, "{}"))).toBe(true);
    expect(passes(await call("DELETE", "/api/v1/decks/abc"))).toBe(true);
  });

  it("the collection import also takes text/csv, from this site only", async () => {
    expect(
      passes(await call("POST", "/api/v1/collection/import?mode=preview", { "content-type": "text/csv; charset=utf-8", origin: SITE }, "game,code\n")),
    ).toBe(true);
    await refusal(await call("POST", "/api/v1/collection/import", { "content-type": "text/csv", origin: "https://evil.example" }, "a"), 403);
    await refusal(await call("POST", "/api/v1/collection/import", { "content-type": "text/plain", origin: SITE }, "a"), 415);
    await refusal(await call("POST", "/api/v1/decks", { "content-type": "text/csv", origin: SITE }, "a"), 415);
  });

  it("a body without a content type answers 415", async () => {
    await refusal(await call("POST", "/api/v1/decks", { origin: SITE, "content-length": "2" }, "{}"), 415);
  });

  it("reads and next-auth's own /api/auth flow (its own CSRF token) are not its business", async () => {
    expect(passes(await call("GET", "/api/v1/decks", { origin: "https://evil.example" }))).toBe(true);
    expect(passes(await call("POST", "/api/auth/callback/credentials", { "content-type": "application/x-www-form-urlencoded" }, "a=b"))).toBe(true);
  });
});

describe("security headers", () => {
  const common = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "x-frame-options": "DENY",
  };

  it("a page gets a CSP with a fresh script nonce, passed on to Next in the request", async () => {
    const first = await call("GET", "/decks");
    const second = await call("GET", "/decks");
    for (const [name, value] of Object.entries(common)) expect(first.headers.get(name)).toBe(value);
    const csp = first.headers.get("content-security-policy") ?? "";
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    // Next reads the nonce from the request's own policy header (x-middleware-request-*).
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("a signed-out card page is rendered for the request itself, with its own nonce", async () => {
    const res = await call("GET", "/cards/dark-eden/boot-camp");
    expect(passes(res)).toBe(true);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("an API answer, and a refusal, get a policy that lets nothing run or frame it", async () => {
    for (const res of [await call("GET", "/api/v1/cards?game=dark-eden"), await call("POST", "/api/v1/decks", { origin: "https://evil.example" })]) {
      for (const [name, value] of Object.entries(common)) expect(res.headers.get(name)).toBe(value);
      expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    expect((await call("GET", "/api/v1/decks/abc/proxies.pdf")).headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
  });
});
