import { describe, expect, it } from "vitest";
import { safeCallbackPath, safeRedirectUrl } from "@/lib/auth/callback-url";

/** Where a sign-in may send the browser afterwards: a path on this site, nothing else. */

const HOSTILE = [
  "/.//evil.example",
  "/./\\evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/%2f%2fevil.example",
  "/%2F/evil.example",
  "%2f%2fevil.example",
  "/%5cevil.example",
  "/%5Cevil.example",
  "/%252f%252fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "https://evil.example/",
  "http:evil.example",
  "HTTPS://evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  " /decks",
  "decks",
  "evil.example/decks",
  "/foo/../..//evil.example",
  "/..//evil.example",
  "/%2e%2e//evil.example",
  "",
];

describe("post-sign-in redirects (callbackUrl)", () => {
  it.each(HOSTILE)("refuses %j and falls back", (value) => {
    const safe = safeCallbackPath(value, "/");
    expect(safe).toBe("/");
  });

  it("keeps a path on this site with its query and fragment", () => {
    expect(safeCallbackPath("/decks/abc?tab=history#top")).toBe("/decks/abc?tab=history#top");
    expect(safeCallbackPath("/cards/dark-eden?q=boot%20camp")).toBe("/cards/dark-eden?q=boot%20camp");
    expect(safeCallbackPath(["/decks/new", "//evil.example"])).toBe("/decks/new");
  });

  it("without a value goes to the fallback", () => {
    expect(safeCallbackPath(undefined)).toBe("/decks");
    expect(safeCallbackPath(null, "/")).toBe("/");
  });

  it("next-auth's redirect callback sends hostile targets to the site's own base URL", () => {
    const base = "http://localhost:3000";
    for (const value of [...HOSTILE.filter((v) => v !== ""), "https://evil.example/decks", "http://localhost:3000.evil.example/"]) {
      const target = new URL(safeRedirectUrl(value, base));
      expect(target.origin, value).toBe(base);
      expect(target.pathname.startsWith("//"), value).toBe(false);
    }
    expect(safeRedirectUrl("/decks/abc", base)).toBe("http://localhost:3000/decks/abc");
    expect(safeRedirectUrl("http://localhost:3000/decks?x=1", base)).toBe("http://localhost:3000/decks?x=1");
    expect(safeRedirectUrl(base, base)).toBe(base);
  });
});
