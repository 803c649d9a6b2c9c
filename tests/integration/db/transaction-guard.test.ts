import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { freshDatabase } from "../fresh-db";

/**
 * On SQLite an open transaction holds Prisma's adapter until it ends, so a query through the
 * client made from the transaction's own work would wait for it until its timeout (lib/db/
 * transaction-guard.ts). The client refuses it at once, naming the call; the transaction's own
 * client, and the client outside a transaction (another request meanwhile), work as ever.
 * SQLite's own (vitest.config.mts leaves it out of the PostgreSQL project, where no guard is needed:
 * each query there takes a connection of its own from the pool).
 */
beforeAll(async () => {
  await freshDatabase();
});

describe("a query through the client inside its own transaction (SQLite)", () => {
  it("is refused at once, naming the call, and the transaction rolls back", async () => {
    const client = await db();
    const before = await client.throttleCounter.count();
    await expect(
      client.$transaction(async (tx) => {
        await tx.throttleCounter.create({ data: { key: "guard", window: 1, count: 1, expiresMinute: 1 } });
        await client.user.count();
      }),
    ).rejects.toThrow(/^user\.count was called through the database client inside a transaction's own work/);
    await expect(client.$transaction(async () => client.$queryRawUnsafe("SELECT 1"))).rejects.toThrow(/^\$queryRawUnsafe was called/);
    await expect(client.$transaction(async () => client.$transaction(async () => 1))).rejects.toThrow(/^\$transaction was called/);
    expect(await client.throttleCounter.count()).toBe(before);
  });

  it("leaves the transaction's own client, and the client outside it, as they are", async () => {
    const client = await db();
    const inside = await client.$transaction(async (tx) => {
      await tx.throttleCounter.create({ data: { key: "guard-ok", window: 1, count: 2, expiresMinute: 1 } });
      return tx.throttleCounter.findUnique({ where: { key_window: { key: "guard-ok", window: 1 } } });
    });
    expect(inside?.count).toBe(2);
    // Another flow (another request) while a transaction is open waits its turn, then runs.
    let entered!: () => void;
    const inside2 = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = client.$transaction(async (tx) => {
      await tx.throttleCounter.update({ where: { key_window: { key: "guard-ok", window: 1 } }, data: { count: 3 } });
      entered();
      await held;
    });
    await inside2;
    const outside = client.throttleCounter.findUnique({ where: { key_window: { key: "guard-ok", window: 1 } } }).then((row) => row?.count);
    release();
    await open;
    expect(await outside).toBe(3);
  });
});
