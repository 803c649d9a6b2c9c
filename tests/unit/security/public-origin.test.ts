/** The origin absolute URLs are made from (lib/http/public-origin.ts; docs/deploy.md "PUBLIC_URL"). */
import { describe, expect, it } from "vitest";
import { publicOrigin } from "@/lib/http/public-origin";

const request = (headers: Record<string, string>) => new Headers(headers);
// `npm start` sets NEXTAUTH_URL to http://localhost:<port>: never the address players reach.
const START = { NEXTAUTH_URL: "http://localhost:3000" };

describe("the instance's public origin", () => {
  it("is PUBLIC_URL when set, whatever the request says", () => {
    const env = { ...START, PUBLIC_URL: "https://edenkeep.example/some/path" };
    expect(publicOrigin(request({ host: "10.0.0.5:3000", "x-forwarded-host": "evil.example" }), env)).toBe("https://edenkeep.example");
  });

  it("is the request's own Host without PUBLIC_URL, not NEXTAUTH_URL", () => {
    expect(publicOrigin(request({ host: "cards.club.example:8080" }), START)).toBe("http://cards.club.example:8080");
  });

  it("ignores forwarding headers unless TRUSTED_PROXY names a proxy", () => {
    const forwarded = { host: "10.0.0.5:3000", "x-forwarded-host": "edenkeep.example", "x-forwarded-proto": "https" };
    expect(publicOrigin(request(forwarded), START)).toBe("http://10.0.0.5:3000");
    expect(publicOrigin(request(forwarded), { ...START, TRUSTED_PROXY: "10.0.0.1" })).toBe("https://edenkeep.example");
    expect(publicOrigin(request(forwarded), { ...START, TRUSTED_PROXY: "true" })).toBe("https://edenkeep.example");
  });

  it("never takes a host that is not a host name", () => {
    expect(publicOrigin(request({ host: "evil.example/path?x=<script>" }), START)).toBe("http://localhost");
    expect(publicOrigin(request({}), START)).toBe("http://localhost");
  });
});
