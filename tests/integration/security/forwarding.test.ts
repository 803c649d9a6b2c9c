import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { POST as register } from "@/app/api/v1/register/route";
import { clientAddress } from "@/lib/auth/client-address";
import { REGISTRATION } from "@/lib/quotas/throttle";
// @ts-expect-error plain .mjs module shared with scripts/server.mjs (what `npm start` runs)
import { rewriteForwarding, trustedProxies } from "../../../scripts/forwarding.mjs";

/**
 * Addresses a client cannot invent: scripts/server.mjs rewrites the forwarding headers at the
 * socket before Next sees them. Here the same rewrite sits in front of the registration route
 * on a real socket, and clients forge X-Forwarded-For as they would against `npm start`.
 */

type Headers = Record<string, string | string[] | undefined>;
const rewrite = rewriteForwarding as (headers: Headers, socketAddress: string | undefined, trust?: unknown) => Headers;
const trust = trustedProxies as (setting?: string) => unknown;

let server: http.Server;
let base: string;

/** A node:http server doing what scripts/server.mjs does, then handing the request to the route as Next would. */
function startServer(): Promise<void> {
  server = http.createServer(async (req, res) => {
    rewrite(req.headers, req.socket.remoteAddress, trust());
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await register(new Request(`${base}${req.url}`, { method: req.method, headers, body: Buffer.concat(chunks) }));
    res.statusCode = response.status;
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

const registerAs = (username: string, forged: Record<string, string>) =>
  fetch(`${base}/api/v1/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...forged },
    body: JSON.stringify({ username, password: "correct horse battery" }),
  });

beforeAll(async () => {
  await freshDatabase();
  await startServer();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  delete process.env.TRUSTED_PROXY;
});

describe("forwarding headers at the socket (scripts/forwarding.mjs)", () => {
  it("from a client: every forwarding header is dropped and X-Forwarded-For is the socket's address alone", () => {
    const headers = rewrite(
      { "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6", forwarded: "for=6.6.6.6", "x-forwarded-host": "evil.example", host: "edenkeep.example" },
      "::ffff:198.51.100.7",
      trust(""),
    );
    expect(headers).toEqual({ "x-forwarded-for": "198.51.100.7", host: "edenkeep.example" });
    expect(clientAddress(new globalThis.Headers(headers as Record<string, string>))).toBe("198.51.100.7");
  });

  it("from a proxy TRUSTED_PROXY names: its hops are kept and its own address appended, so the client is the hop it wrote", () => {
    process.env.TRUSTED_PROXY = "10.0.0.2";
    const headers = rewrite({ "x-forwarded-for": "6.6.6.6, 198.51.100.7", "x-forwarded-host": "edenkeep.example" }, "10.0.0.2", trust("10.0.0.2"));
    expect(headers).toEqual({ "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.2", "x-forwarded-host": "edenkeep.example" });
    expect(clientAddress(new globalThis.Headers(headers as Record<string, string>))).toBe("198.51.100.7");
    // Any other peer is a client, even when a trusted proxy exists.
    expect(rewrite({ "x-forwarded-for": "6.6.6.6" }, "203.0.113.5", trust("10.0.0.2"))).toEqual({ "x-forwarded-for": "203.0.113.5" });
  });

  it("TRUSTED_PROXY=true: whatever connects is the one proxy, and the right-most hop it wrote is the client", () => {
    expect(rewrite({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" }, "10.9.9.9", trust("true"))).toEqual({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" });
    expect(rewrite({}, "10.9.9.9", trust("true"))).toEqual({ "x-forwarded-for": "10.9.9.9" });
  });
});

describe("registrations with forged X-Forwarded-For, through a real socket", () => {
  it(`12 registrations from one client claiming 12 addresses: ${REGISTRATION.limit} pass, the rest answer 429`, async () => {
    const results = [];
    for (let i = 0; i < 12; i++) {
      results.push(
        await registerAs(`forged${i}`, { "x-forwarded-for": `192.0.2.${i + 1}`, "x-real-ip": `192.0.2.${i + 1}`, forwarded: `for=192.0.2.${i + 1}` }),
      );
    }
    expect(results.filter((r) => r.status === 201)).toHaveLength(REGISTRATION.limit);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(12 - REGISTRATION.limit);
    expect((await refused[0].json()).error.code).toBe("TOO_MANY_REGISTRATIONS");
  });
});
