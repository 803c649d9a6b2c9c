import { readdirSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { ORIGIN, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { registerUser } from "@/lib/accounts/service";
import { createDeck } from "@/lib/decks/service";

/**
 * Every JSON endpoint under app/api/v1, called the way Next calls it, with random and
 * hostile bodies, path parameters and queries: each answers 2xx or 4xx, never 5xx, and
 * costs this process at most 250 ms of CPU, or three times what a plain call to the same
 * endpoint costs where that is more (the share picture draws a PNG).
 *
 * CPU time, not the wall clock: the other integration worker and whatever else runs on the
 * machine stretch the wall clock without any work of ours (the share picture took 2.5 s at a
 * load average of 15 while its CPU stayed in budget). A request that never answers (a lock
 * or a connection waited on forever) fails as a hang, naming its URL, after HANG_MS.
 * (The PDF routes render sheets and are left to their own tests.)
 */

const API_ROOT = path.resolve("app/api/v1");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
const CPU_BUDGET_MS = 250;
/** Not a speed limit: long enough that only a request waiting on nothing reaches it. */
const HANG_MS = 60_000;

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface Route {
  /** e.g. /api/v1/decks/[id]/fork */
  pattern: string;
  handlers: Partial<Record<(typeof METHODS)[number], Handler>>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const HOSTILE_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\uFFFF\uD800",
  '\'; DROP TABLE "User"; --',
  '" OR 1=1 --',
  "<script>alert(1)</script>",
  "boot-camp*",
  '"unterminated',
  "NEAR(a b)",
  "a".repeat(5000),
  "ł".repeat(2000),
  "9".repeat(400),
  "-1",
  "1e309",
  "NaN",
  "[dark-legion-citadel]",
];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 40 }));

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom("game", "name", "list", "visibility", "version", "items", "username", "password", "cards", "map", "code", "__proto__"),
    fc.oneof(hostileString, fc.integer(), fc.jsonValue({ maxDepth: 2 })),
  ),
  fc.record({
    game: fc.constantFrom("dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish", "chess"),
    list: fc.oneof(hostileString, fc.constantFrom("game: dark-eden\nname: X\n5 Boot Camp\n", "9999 Soldat", "[section]\n1 [x/y]")),
    name: hostileString,
    version: fc.oneof(fc.integer(), fc.constant(1)),
    visibility: fc.constantFrom("private", "unlisted", "public", "secret"),
  }),
);

const rawBody = fc.oneof(
  hostileJson.map((v) => JSON.stringify(v) ?? "null"),
  fc.constantFrom("{", "[".repeat(3000), '{"a":'.repeat(500), "\u0000\u0001", '{"__proto__":{"polluted":1}}', "1".repeat(20000)),
  hostileString,
);

const query = fc.dictionary(
  fc.constantFrom("game", "q", "page", "sort", "format", "mode", "from", "to", "mine", "visibility", "list", "paper", "codes"),
  fc.oneof(hostileString, fc.constantFrom("dark-eden", "1", "0", "-5", "999999999999", "text", "json", "apply", "preview", "copies")),
  { maxKeys: 4 },
);

let routes: Route[] = [];
let cookie = "";
let deckId = "";

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase({ catalog: true });
  const user = await registerUser({ username: "fuzzer", password: "fuzzer's long password" });
  cookie = await sessionCookie(user);
  deckId = (await createDeck(user.id, { game: "dark-eden", list: "game: dark-eden\nname: Fuzz target\n5 Boot Camp\n", visibility: "public" })).id;
  for (const file of routeFiles(API_ROOT)) {
    const pattern = `/api/v1${path
      .relative(API_ROOT, path.dirname(file))
      .split(path.sep)
      .map((s) => (s ? `/${s}` : ""))
      .join("")}`;
    if (pattern.endsWith(".pdf")) continue;
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const handlers: Route["handlers"] = {};
    for (const m of METHODS) if (typeof mod[m] === "function") handlers[m] = mod[m] as Handler;
    routes.push({ pattern, handlers });
  }
  routes = routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}, 120_000);

/** Fills the route's [param] segments; returns the path and the params Next would pass. */
function fill(pattern: string, values: string[]): { pathname: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  let i = 0;
  const pathname = pattern.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, rest: string | undefined, name: string) => {
    const value = values[i++ % values.length] ?? "x";
    params[name] = rest ? [value] : value;
    return encodeURIComponent(value) || "_";
  });
  return { pathname, params };
}

async function call(
  route: Route,
  method: keyof Route["handlers"],
  input: { ids: string[]; query: Record<string, string>; body: string; signedIn: boolean; json: boolean },
) {
  const { pathname, params } = fill(route.pattern, input.ids);
  const url = new URL(pathname, ORIGIN);
  for (const [k, v] of Object.entries(input.query)) url.searchParams.set(k, v);
  const headers = new Headers();
  if (input.signedIn) headers.set("cookie", cookie);
  if (input.json) headers.set("content-type", "application/json");
  const hasBody = method !== "GET" && method !== "DELETE";
  const request = new NextRequest(url, { method, headers, body: hasBody ? input.body : undefined });
  const cpuBefore = process.cpuUsage();
  const answer = async () => {
    const response = await route.handlers[method]!(request, { params: Promise.resolve(params) });
    await response.arrayBuffer();
    return response;
  };
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${method} ${url} did not answer in ${HANG_MS / 1000} s: a hang`)), HANG_MS);
  });
  const response = await Promise.race([answer(), hang]).finally(() => clearTimeout(timer));
  const cpu = process.cpuUsage(cpuBefore);
  return { status: response.status, cpuMs: (cpu.user + cpu.system) / 1000, url: url.toString() };
}

describe("every /api/v1 JSON endpoint under random and hostile input", () => {
  it("finds the endpoints", () => {
    expect(routes.map((r) => r.pattern)).toEqual(
      expect.arrayContaining(["/api/v1/decks", "/api/v1/decks/[id]", "/api/v1/register", "/api/v1/validate", "/api/v1/collection"]),
    );
  });

  it("answers 2xx or 4xx, never 5xx, each within 250 ms of CPU", async () => {
    const input = fc.record({
      ids: fc.array(fc.oneof(hostileString, fc.constant("__deck__"), fc.constantFrom("1", "2", "0")), { minLength: 1, maxLength: 2 }),
      query,
      body: rawBody,
      signedIn: fc.boolean(),
      json: fc.boolean(),
    });
    for (const route of routes) {
      for (const method of Object.keys(route.handlers) as (keyof Route["handlers"])[]) {
        // One call first, so caches (catalogs) are warm before the clock counts; then the plain
        // call's cost, the most of three: the process's CPU time also counts its GC and worker
        // threads, so one call on a busy machine can read low (the share picture: 124 ms once,
        // then a fuzzed call 431 ms, over three times that).
        const plain = { ids: [deckId], query: {}, body: "{}", signedIn: true, json: true };
        await call(route, method, plain);
        let plainMs = 0;
        for (let i = 0; i < 3; i++) plainMs = Math.max(plainMs, (await call(route, method, plain)).cpuMs);
        const budgetMs = Math.max(CPU_BUDGET_MS, 3 * plainMs);
        await fc.assert(
          fc.asyncProperty(input, async (generated) => {
            const ids = generated.ids.map((id) => (id === "__deck__" ? deckId : id));
            const { status, cpuMs, url } = await call(route, method, { ...generated, ids });
            expect(status, `${method} ${url}`).toBeGreaterThanOrEqual(200);
            expect(status, `${method} ${url}`).toBeLessThan(500);
            expect(cpuMs, `${method} ${url} took ${Math.round(cpuMs)} ms of CPU`).toBeLessThan(budgetMs);
          }),
          { numRuns: 25, seed: 20261123, endOnFailure: true },
        );
      }
    }
  }, 300_000);
});
