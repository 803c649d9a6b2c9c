import { spawn } from "node:child_process";
import { once } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, disconnectDb } from "@/lib/db/client";
import { importCatalogFiles } from "@/lib/catalog/import";
import { currentCatalogVersion } from "@/lib/catalog/version";
import { freshDatabase } from "../fresh-db";
import { writeCatalog } from "./changes-helpers";

/**
 * A catalog import while another process writes to the same SQLite database (docs/deploy.md:
 * `npm run cli -- import-catalog` beside running servers). The other process holds its write
 * open while the import starts, then commits. An import that read the catalog before taking the
 * write lock failed at its first write once the other write had committed (SQLITE_BUSY: its
 * snapshot was stale, which no busy timeout waits out): the import now takes the lock first,
 * waits for it, and lands whole as the next catalog version. (A second client in this process
 * cannot stand for the other process: SQLite's busy wait blocks the process that waits.)
 * PostgreSQL waits on the row's lock, as for any row: this file is SQLite's own (vitest.config.mts).
 */
const watchtower = (code: string, initialCost: number) =>
  writeCatalog(`${code}-${initialCost}.json`, {
    game: "dark-eden",
    set: { code: `set-${code}`, name: `Set ${code}` },
    cards: [{ code, name: `Watchtower ${code}`, type: "establishment", affiliation: "general", cv: 4, tactics: ["land"], neighborAllowance: 2, initialCost }],
  });

/** Another process that takes the database's write lock, says "holding", and commits `ms` later. */
function otherWriter(file: string, ms: number) {
  const script = `
    const Database = require("libsql");
    const db = new Database(process.argv[1]);
    db.exec("BEGIN IMMEDIATE");
    db.exec("UPDATE \\"DataVersion\\" SET \\"version\\" = \\"version\\" + 1 WHERE \\"name\\" = 'catalog'");
    console.log("holding");
    setTimeout(() => { db.exec("COMMIT"); db.close(); }, Number(process.argv[2]));`;
  return spawn(process.execPath, ["-e", script, file, String(ms)], { stdio: ["ignore", "pipe", "inherit"] });
}

let file = "";
beforeAll(async () => {
  file = await freshDatabase({ catalog: true });
});

afterAll(async () => {
  await disconnectDb();
});

describe("a catalog import beside another process's write (SQLite)", () => {
  it("waits for that write and lands as the next version", async () => {
    const before = await currentCatalogVersion(await db());
    const other = otherWriter(file, 1_000);
    const [line] = (await once(other.stdout!, "data")) as [Buffer];
    expect(line.toString().trim()).toBe("holding");
    const imported = await importCatalogFiles([watchtower("tower-a", 2)]);
    await once(other, "exit");
    expect(imported.version).toBe(before + 2);
    expect(await currentCatalogVersion(await db())).toBe(before + 2);
  });
});
