import { chmodSync, statSync } from "node:fs";
import { createClient } from "@libsql/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../fresh-db";
import { request, sessionCookie, useTestAuthEnv } from "../helpers/http";
import { POST as createRoute } from "@/app/api/v1/decks/route";
import { db, disconnectDb, openLibsqlClient } from "@/lib/db/client";
import { registerUser } from "@/lib/accounts/service";

type Pragmas = { foreign_keys: number; busy_timeout: number; synchronous: number; journal_mode: string };

const EXPECTED: Pragmas = { foreign_keys: 1, busy_timeout: 5000, synchronous: 1 /* NORMAL */, journal_mode: "wal" };

async function pragmasOf(run: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Pragmas> {
  const one = async (name: keyof Pragmas) => Object.values((await run(`PRAGMA ${name}`))[0])[0];
  return {
    foreign_keys: Number(await one("foreign_keys")),
    busy_timeout: Number(await one("busy_timeout")),
    synchronous: Number(await one("synchronous")),
    journal_mode: String(await one("journal_mode")),
  };
}

let file: string;

beforeAll(async () => {
  useTestAuthEnv();
  file = await freshDatabase();
});

afterEach(async () => {
  delete process.env.SQLITE_BUSY_TIMEOUT_MS;
});

describe("SQLite settings on every connection", () => {
  it("the app's client: plain queries, interactive transactions and batch transactions", async () => {
    const client = await db();
    const raw = (sql: string) => client.$queryRawUnsafe<Record<string, unknown>[]>(sql);
    expect(await pragmasOf(raw)).toEqual(EXPECTED);
    // An interactive transaction borrows a connection of its own from libSQL's pool.
    const inside = await client.$transaction(async (tx) => pragmasOf((sql) => tx.$queryRawUnsafe<Record<string, unknown>[]>(sql)));
    expect(inside).toEqual(EXPECTED);
    const [fk] = await client.$transaction([client.$queryRawUnsafe<Record<string, unknown>[]>("PRAGMA foreign_keys")]);
    expect(Number(Object.values(fk[0])[0])).toBe(1);
  });

  it("every connection of the pool, including those opened while others are held by transactions", async () => {
    const client = openLibsqlClient(`file:${file}`);
    try {
      // Five open transactions hold five connections at once: the pool had to open each.
      const held = await Promise.all(Array.from({ length: 5 }, () => client.transaction("read")));
      for (const tx of held) {
        expect(await pragmasOf(async (sql) => (await tx.execute(sql)).rows as unknown as Record<string, unknown>[])).toEqual(EXPECTED);
      }
      // And one more for a plain statement while all five are held.
      expect(await pragmasOf(async (sql) => (await client.execute(sql)).rows as unknown as Record<string, unknown>[])).toEqual(EXPECTED);
      for (const tx of held) tx.close();
    } finally {
      client.close();
    }
  });

  it("a foreign key is enforced inside an interactive transaction", async () => {
    const client = await db();
    await expect(
      client.$transaction(async (tx) => tx.deckEntry.create({ data: { deckId: "no-such-deck", section: "main", cardCode: "x", quantity: 1 } })),
    ).rejects.toThrow();
    expect(await client.deckEntry.count({ where: { deckId: "no-such-deck" } })).toBe(0);
  });

  it("the database file is readable by its owner only", async () => {
    chmodSync(file, 0o644);
    await disconnectDb();
    await (await db()).user.count();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe("a busy database", () => {
  it("answers 503 BUSY with Retry-After, never 500, and works again once the lock is gone", async () => {
    process.env.SQLITE_BUSY_TIMEOUT_MS = "50";
    await disconnectDb();
    const user = await registerUser({ username: "patient", password: "patient's long password" });
    const cookie = await sessionCookie(user);
    const list = "game: dark-eden\nname: Waiting deck\n";

    // A second connection holds the write lock (BEGIN EXCLUSIVE) while the route tries to write.
    const locker = createClient({ url: `file:${file}` });
    const lock = await locker.transaction("write");
    await lock.execute('DELETE FROM "ThrottleCounter"');
    try {
      const res = await createRoute(request("POST", "/api/v1/decks", { json: { game: "dark-eden", list }, cookie }));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await res.json()).error.code).toBe("BUSY");
    } finally {
      await lock.rollback();
      locker.close();
    }
    const res = await createRoute(request("POST", "/api/v1/decks", { json: { game: "dark-eden", list }, cookie }));
    expect(res.status).toBe(201);
  });
});
