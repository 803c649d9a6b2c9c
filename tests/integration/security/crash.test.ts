import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { encode } from "next-auth/jwt";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error plain .mjs helpers shared with `npm start` and the browser tests
import { ensureBuilt, migrate, startServer } from "../../../scripts/lib.mjs";

/**
 * The real server (scripts/server.mjs, as `npm start` runs it, on its own port and a fresh database) is
 * killed with SIGKILL in the middle of concurrent deck saves, then started again: the
 * database passes SQLite's integrity check and holds every save the clients got a 2xx for.
 */

const PORT = Number(process.env.CRASH_PORT ?? 3292);
const BASE = `http://127.0.0.1:${PORT}`;
const SECRET = "crash-test-secret-not-for-production-0123456789";
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-crash-"));
const file = path.join(dir, "app.db");
const env = {
  DATABASE_URL: `file:${file}`,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: SECRET,
  NEXTAUTH_URL: BASE,
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next",
};

let server: ChildProcess | undefined;

function start(): ChildProcess {
  // Its own process group (detached), so SIGKILL reaches every process it started.
  return startServer({ port: PORT, env, stdio: "ignore", detached: true }) as ChildProcess;
}

function kill(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

async function ready(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not start within 60 s");
}

afterAll(async () => {
  kill(server, "SIGKILL");
  if (server) await exited(server);
  rmSync(dir, { recursive: true, force: true });
});

describe("a server killed during concurrent saves", () => {
  it("restarts on an intact database holding every acknowledged save", async () => {
    migrate(env.DATABASE_URL);
    ensureBuilt(env);
    server = start();
    await ready();

    const registered = await fetch(`${BASE}/api/v1/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "crasher", password: "crasher's long password" }),
    });
    expect(registered.status).toBe(201);
    const user = (await registered.json()) as { id: string; username: string };
    const cookie = `next-auth.session-token=${await encode({ token: { sub: user.id, name: user.username }, secret: SECRET })}`;
    const headers = { "content-type": "application/json", cookie };

    const created: { id: string; name: string }[] = [];
    const saved = new Map<string, number>(); // deck id → highest acknowledged version
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const name = `Crash ${w}-${i}`;
          const res = await fetch(`${BASE}/api/v1/decks`, {
            method: "POST",
            headers,
            body: JSON.stringify({ game: "dark-eden", list: `game: dark-eden\nname: ${name}\n` }),
          });
          if (res.status !== 201) continue;
          const deck = (await res.json()) as { id: string; version: number };
          created.push({ id: deck.id, name });
          const put = await fetch(`${BASE}/api/v1/decks/${deck.id}`, {
            method: "PUT",
            headers,
            body: JSON.stringify({ name: `${name} saved`, version: deck.version }),
          });
          if (put.ok) saved.set(deck.id, ((await put.json()) as { version: number }).version);
        } catch {
          return; // the server is gone
        }
      }
    };
    // One save first, so the routes are compiled and warm before the clock starts.
    const warm = await fetch(`${BASE}/api/v1/decks`, {
      method: "POST",
      headers,
      body: JSON.stringify({ game: "dark-eden", list: "game: dark-eden\nname: Warm-up\n" }),
    });
    expect(warm.status).toBe(201);
    const workers = Array.from({ length: 6 }, (_, w) => worker(w));
    // Killed once saves are flowing, while six more are in flight.
    const deadline = Date.now() + 20_000;
    while (created.length < 30 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    kill(server, "SIGKILL");
    stop = true;
    await Promise.all(workers);
    await exited(server);
    expect(created.length).toBeGreaterThan(5);

    const check = createClient({ url: `file:${file}` });
    try {
      expect((await check.execute("PRAGMA integrity_check")).rows[0][0]).toBe("ok");
      const rows = (await check.execute("SELECT id, name, version FROM Deck")).rows;
      const stored = new Map(rows.map((r) => [String(r.id), { name: String(r.name), version: Number(r.version) }]));
      for (const { id, name } of created) expect(stored.get(id)?.name.startsWith(name), id).toBe(true);
      for (const [id, version] of saved) {
        expect(stored.get(id)?.version).toBeGreaterThanOrEqual(version);
        const kept = await check.execute({ sql: "SELECT count(*) AS n FROM DeckVersion WHERE deckId = ? AND version = ?", args: [id, version] });
        expect(Number(kept.rows[0].n)).toBe(1);
      }
    } finally {
      check.close();
    }

    server = start();
    await ready();
    const mine = await fetch(`${BASE}/api/v1/decks`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { decks: unknown[] }).decks.length).toBeGreaterThanOrEqual(created.length);
    kill(server, "SIGTERM");
    await exited(server);
  }, 900_000);
});
