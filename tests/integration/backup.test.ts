import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { disconnectDb } from "@/lib/db/client";
import { invalidateCatalogCache } from "@/lib/catalog/game-catalog";
import { createDeck, getDeck, updateDeck } from "@/lib/decks/service";
import { catalogWithAliceAndBob } from "./helpers/players";

/** `npm run cli -- backup --out FILE` (docs/deploy.md, "Backups"): an online SQLite copy that restores. */
const LEGAL = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-backup-"));
let aliceId: string;

beforeAll(async () => {
  ({ aliceId } = await catalogWithAliceAndBob());
});

function cli(...args: string[]) {
  const run = spawnSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", ...args], { encoding: "utf8", env: { ...process.env } });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

describe("backup", () => {
  it("writes a copy while the app holds the database open, and restoring it brings back that moment", async () => {
    const deck = await createDeck(aliceId, { game: "dark-eden", name: "Kept", list: LEGAL });
    const out = path.join(dir, "app-backup.db");
    const run = cli("backup", "--out", out, "--json");
    expect(run).toMatchObject({ status: 0, stderr: "" });
    expect(JSON.parse(run.stdout)).toEqual({ file: out });
    await updateDeck(aliceId, deck.id, { name: "Changed after the backup", version: deck.version });

    // Restore: the backup file as the database of an app started again (docs/deploy.md).
    await disconnectDb();
    const restored = path.join(dir, "restored", "app.db");
    mkdirSync(path.dirname(restored));
    copyFileSync(out, restored);
    process.env.DATABASE_URL = `file:${restored}`;
    invalidateCatalogCache();
    expect(await getDeck(aliceId, deck.id)).toMatchObject({ name: "Kept", version: 1, cardCount: 60 });
  });

  it("never overwrites a file, and refuses a PostgreSQL database", () => {
    const out = path.join(dir, "app-backup.db");
    expect(cli("backup", "--out", out)).toMatchObject({ status: 2, stderr: `error BACKUP_REFUSED: ${out} exists already: backup never overwrites a file.` });
    const pg = spawnSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", "backup", "--out", path.join(dir, "x.db")], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "postgresql://localhost/edenkeep" },
    });
    expect(pg.stderr.trim()).toBe(
      "error BACKUP_REFUSED: backup writes SQLite databases; back PostgreSQL up with pg_dump or point-in-time recovery (docs/deploy.md).",
    );
  });
});
