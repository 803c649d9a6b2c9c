import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

/**
 * A path whose percent-escapes do not decode (issue #42 item 7): Next answered a bare 500 on
 * every dynamic route. proxy.ts answers 400 MALFORMED_PATH first, with the security headers,
 * for pages and the API alike, and lets every well-formed escape through.
 */

const SITE = "http://localhost:3000";
const call = (path: string, method = "GET") => proxy(new NextRequest(new URL(path, SITE), { method, headers: { host: "localhost:3000" } }));
const passes = (res: Response) => res.headers.get("x-middleware-next") === "1";

function hasSecurityHeaders(res: Response) {
  expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

describe("paths with a percent-escape that does not decode", () => {
  it("answer 400 MALFORMED_PATH naming the segment, with the security headers, on the API and on pages", async () => {
    for (const path of [
      "/api/v1/decks/%ff",
      "/api/v1/cards/dark-eden/%E0%A4%A/decks",
      "/api/v1/sets/%zz/versions",
      "/decks/%ff",
      "/cards/dark-eden/%C3",
      "/trade/%ff%fe",
    ]) {
      const res = await call(path);
      expect(res.status, path).toBe(400);
      expect(passes(res)).toBe(false);
      hasSecurityHeaders(res);
      const { error } = (await res.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe("MALFORMED_PATH");
      expect(error.message).toContain(path.split("/").find((s) => s.includes("%")));
    }
  });

  it("a write to such a path is refused the same way, before anything else looks at it", async () => {
    const res = await call("/api/v1/decks/%ff", "DELETE");
    expect(res.status).toBe(400);
    hasSecurityHeaders(res);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("MALFORMED_PATH");
  });

  it("well-formed escapes (UTF-8 names, an escaped slash or percent) go through to their route", async () => {
    for (const path of ["/api/v1/cards/dark-eden/%C5%BC%C3%B3%C5%82w/decks", "/trade/%C5%BCaba", "/decks/a%2Fb", "/api/v1/decks/100%25"]) {
      expect(passes(await call(path)), path).toBe(true);
    }
  });
});
