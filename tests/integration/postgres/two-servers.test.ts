import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { SIGN_IN_PAIR } from "@/lib/quotas/throttle";
import { inOneWindowOf } from "../../support/throttle-window";
// @ts-expect-error plain .mjs helpers shared with `npm start` and the browser tests
import { ensureBuilt, root, startServer } from "../../../scripts/lib.mjs";
import { cliInProcess } from "../../support/cli";
import { freePort } from "../../support/free-port";
import { DARK_EDEN_SET, setBody } from "../../support/set-fixtures";

/**
 * Many servers, one PostgreSQL (docs/deploy.md): two production servers (scripts/server.mjs, as
 * `npm start` runs it, on the build `npm test` made) on one PostgreSQL database, sharing
 * NEXTAUTH_SECRET and nothing else. Whatever one writes, the other serves at once. The
 * database is set up the way `npm start` does it (scripts/setup.mjs) on the PostgreSQL server of
 * the `integration-pg` project.
 */
const SECRET = "two-servers-secret-not-for-production-0123456789";
const PASSWORD = "seven cossacks ride far";
const servers: ChildProcess[] = [];
let databaseUrl: string;
let a: APIRequestContext;
let b: APIRequestContext;
let ports: number[] = [];

const uniqueUsername = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 32);

/** Waits until the server at `url` answers its health check (90 s at most). */
async function healthy(url: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer its health check within 90 s`);
}

beforeAll(async () => {
  const template = inject("dbTemplate");
  const name = `two_servers_${process.pid}`;
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: template.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  databaseUrl = template.replace(/\/[^/]*$/, `/${name}`);
  // Migrated and loaded exactly as `npm start` does (scripts/setup.mjs).
  const setup = spawnSync(process.execPath, [path.join(root, "scripts", "setup.mjs")], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  expect(setup.status, setup.stderr).toBe(0);
  ensureBuilt({ NEXT_TELEMETRY_DISABLED: "1" });
  ports = [await freePort(), await freePort()];
  for (const port of ports)
    servers.push(
      startServer({
        port,
        stdio: "ignore",
        env: {
          NEXT_TELEMETRY_DISABLED: "1",
          DATABASE_URL: databaseUrl,
          NEXTAUTH_SECRET: SECRET,
          NEXTAUTH_URL: `http://127.0.0.1:${port}`,
          REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
        },
      }),
    );
  await Promise.all(ports.map((port) => healthy(`http://127.0.0.1:${port}`)));
  a = await request.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` });
  b = await request.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });
}, 300_000);

afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  for (const server of servers) server.kill("SIGTERM");
  await Promise.all(servers.map((s) => new Promise((resolve) => (s.exitCode === null && s.signalCode === null ? s.once("exit", resolve) : resolve(null)))));
  await disconnectDb();
});

async function signIn(context: APIRequestContext, username: string, password = PASSWORD) {
  const { csrfToken } = (await (await context.get("/api/auth/csrf")).json()) as { csrfToken: string };
  return context.post("/api/auth/callback/credentials", { form: { csrfToken, username, password, json: "true" } });
}

const LIST = "game: dark-eden\ncommander: Kommendant Leitheusser\n5 Boot Camp\n";

describe("two servers on one PostgreSQL", () => {
  it("a player registered on A signs in on B, and A's session is good on B", async () => {
    const username = uniqueUsername("two");
    expect((await a.post("/api/v1/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
    expect((await signIn(a, username)).status()).toBe(200);
    expect((await signIn(b, username)).status()).toBe(200);
    // The cookie A signed, sent to B: one shared NEXTAUTH_SECRET, no session kept in a server.
    const carried = await request.newContext({ baseURL: `http://127.0.0.1:${ports[1]}`, storageState: await a.storageState() });
    expect((await carried.get("/api/v1/decks")).status()).toBe(200);
    await carried.dispose();
  });

  it("a deck saved on A is read at once on B, and a stale write on A after B's is refused with 409", async () => {
    const created = await a.post("/api/v1/decks", { data: { game: "dark-eden", name: "Shared", list: LIST } });
    expect(created.status()).toBe(201);
    const deck = (await created.json()) as { id: string; version: number };
    const onB = await b.get(`/api/v1/decks/${deck.id}`);
    expect(onB.status()).toBe(200);
    expect(await onB.json()).toMatchObject({ id: deck.id, name: "Shared", version: 1 });

    expect((await b.put(`/api/v1/decks/${deck.id}`, { data: { name: "Saved on B", version: 1 } })).status()).toBe(200);
    const stale = await a.put(`/api/v1/decks/${deck.id}`, { data: { name: "Saved on A", version: 1 } });
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toMatchObject({ error: { code: "STALE_VERSION" } });
    expect(await (await a.get(`/api/v1/decks/${deck.id}`)).json()).toMatchObject({ name: "Saved on B", version: 2 });
  });

  it("a set changed on B is used by A at once", async () => {
    const created = await a.post("/api/v1/sets", { data: setBody(DARK_EDEN_SET, "private") });
    expect(created.status()).toBe(201);
    const set = (await created.json()) as { id: string; version: number };
    const list = `game: dark-eden\nsets: ${set.id}\ncommander: Marshal Vey\n2 Signal Tower\n`;
    const before = (await (await a.post("/api/v1/validate", { data: { list } })).json()) as { error?: { code: string } };
    expect(before.error?.code).toBe("UNKNOWN_CARD");
    const tower = {
      code: "signal-tower",
      name: "Signal Tower",
      type: "establishment",
      affiliation: "general",
      cv: 2,
      tactics: ["land"],
      neighborAllowance: 4,
      initialCost: 1,
    };
    const changed = await b.put(`/api/v1/sets/${set.id}`, { data: { cards: [...DARK_EDEN_SET.cards, tower], version: set.version } });
    expect(changed.status()).toBe(200);
    const after = await a.post("/api/v1/validate", { data: { list } });
    expect(after.status()).toBe(200);
    expect(await after.json()).toMatchObject({ game: "dark-eden", stats: { deckSize: 2 } });
  });

  it("a catalog import on the shared database is served by both servers within seconds", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "edenkeep-two-")), "two-servers.json");
    const card = { code: "twin-beacon", name: "Twin Beacon", type: "establishment", affiliation: "general", cv: 2, tactics: ["land"], neighborAllowance: 2 };
    writeFileSync(file, JSON.stringify({ game: "dark-eden", set: { code: "two-servers", name: "Two Servers" }, cards: [card] }));
    // Both servers hold the catalog in memory before the import.
    for (const server of [a, b]) expect((await (await server.get("/api/v1/cards?game=dark-eden&q=twin")).json()).total).toBe(0);
    // The import runs outside both servers (here, in this test's process).
    const run = await cliInProcess(databaseUrl, "import-catalog", file);
    expect(run.status, run.stderr).toBe(0);
    for (const server of [a, b]) {
      await expect.poll(async () => (await (await server.get("/api/v1/cards?game=dark-eden&q=twin")).json()).total, { timeout: 15_000 }).toBe(1);
    }
    // The card's page, its sheet now kept in each server's own cache, follows a second import on both.
    const heading = async (server: APIRequestContext) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await server.get("/cards/dark-eden/twin-beacon")).text())?.[1];
    for (const server of [a, b]) expect(await heading(server)).toBe("Twin Beacon");
    writeFileSync(
      file,
      JSON.stringify({ game: "dark-eden", set: { code: "two-servers", name: "Two Servers" }, cards: [{ ...card, name: "Twin Beacon Relit" }] }),
    );
    const again = await cliInProcess(databaseUrl, "import-catalog", file);
    expect(again.status, again.stderr).toBe(0);
    for (const server of [a, b]) await expect.poll(() => heading(server), { timeout: 15_000 }).toBe("Twin Beacon Relit");
  });

  it("a suspension made on A ends a live session on B at its next request, and B refuses the sign-in (CONTRACTS §12)", async () => {
    const player = uniqueUsername("susp");
    const moderator = uniqueUsername("mod");
    for (const username of [player, moderator]) expect((await a.post("/api/v1/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
    // The moderator is granted through the real command line, on the shared database.
    const granted = await cliInProcess(databaseUrl, "moderator", "grant", moderator);
    expect(granted.status, granted.stderr).toBe(0);
    const onB = await request.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });
    const modOnA = await request.newContext({ baseURL: `http://127.0.0.1:${ports[0]}` });
    const anonymous = await request.newContext({ baseURL: `http://127.0.0.1:${ports[1]}` });
    try {
      expect((await signIn(onB, player)).status()).toBe(200);
      const created = await onB.post("/api/v1/decks", { data: { game: "dark-eden", name: "Suspended soon", list: LIST, visibility: "public" } });
      expect(created.status()).toBe(201);
      const deck = (await created.json()) as { id: string };
      // B has read this session (and remembers its decoded token) before the suspension.
      expect((await onB.get("/api/v1/decks")).status()).toBe(200);
      expect((await anonymous.get(`/api/v1/decks/${deck.id}`)).status()).toBe(200);

      expect((await signIn(modOnA, moderator)).status()).toBe(200);
      // Not a moderator on B either way: the player's own session is 404 on the admin routes.
      expect((await onB.get("/api/v1/admin/reports?status=open")).status()).toBe(404);
      const suspended = await modOnA.post("/api/v1/admin/suspend", { data: { username: player, note: "Spam account." } });
      expect(suspended.status(), await suspended.text()).toBe(200);

      // The very next request of the live session, on the other server, is 401.
      expect((await onB.get("/api/v1/decks")).status()).toBe(401);
      expect((await anonymous.get(`/api/v1/decks/${deck.id}`)).status()).toBe(404);
      for (const server of [onB, anonymous]) expect((await signIn(server, player)).status()).not.toBe(200);

      const back = await modOnA.post("/api/v1/admin/unsuspend", { data: { username: player, note: "Appeal accepted." } });
      expect(back.status(), await back.text()).toBe(200);
      expect((await anonymous.get(`/api/v1/decks/${deck.id}`)).status()).toBe(200);
      expect((await signIn(anonymous, player)).status()).toBe(200);
    } finally {
      await Promise.all([onB.dispose(), modOnA.dispose(), anonymous.dispose()]);
    }
  });

  it("sign-in failures are counted across both servers", async () => {
    // The servers count in 15-minute windows of their own clock: all of this test's attempts in one.
    await inOneWindowOf(SIGN_IN_PAIR.windowMs, 30_000);
    const username = uniqueUsername("fail");
    expect((await a.post("/api/v1/register", { data: { username, password: PASSWORD } })).status()).toBe(201);
    for (let i = 0; i < SIGN_IN_PAIR.limit; i++) expect((await signIn(i % 2 === 0 ? a : b, username, "not the password")).status()).toBe(401);
    // Failures were split between the servers, yet the pair's limit is reached: even the right password waits.
    expect((await signIn(a, username)).status()).toBe(429);
    expect((await signIn(b, username)).status()).toBe(429);
  });
});
