import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { currentCatalogVersion } from "@/lib/catalog/version";
import { createDeck } from "@/lib/decks/service";
import { cliInProcess } from "../../support/cli";
import { catalogWithAliceAndBob } from "../helpers/players";
import { changedBaseSet, writeCatalog } from "./changes-helpers";

// CONTRACTS §3 `import-catalog` and §11: it prints what changed; --dry-run prints it and imports nothing.
describe("cli import-catalog prints the catalog's changes", () => {
  let url: string;
  let file: string;
  let before: number;

  beforeAll(async () => {
    const { aliceId } = await catalogWithAliceAndBob();
    url = process.env.DATABASE_URL!;
    const legal = readFileSync(path.resolve("tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
    await createDeck(aliceId, { game: "dark-eden", name: "Livery deck", list: `${legal.trimEnd()}\n1 Livery\n`, visibility: "private" });
    file = writeCatalog("cli-changed.json", changedBaseSet());
    before = await currentCatalogVersion(await db());
  });

  it("--dry-run prints each change and the decks holding a withdrawn card, and imports nothing", async () => {
    const rows = await (await db()).catalogChange.count();
    const r = await cliInProcess(url, "import-catalog", "--dry-run", file);
    expect(r.status).toBe(0);
    expect(r.lines[0]).toMatch(/^Dry run, nothing imported: .* 1 added, 2 changed, 1 withdrawn/);
    expect(r.lines).toContain("  ~ boot-camp  Boot Camp: initialCost 2 → 3");
    expect(r.lines).toContain('  ~ armory  Armory: names.pl "Zbrojownia" → "Zbrojownia (poprawiona)"');
    expect(r.lines).toContain("  - livery  Livery (withdrawn)");
    expect(r.lines).toContain("  + quokka-outpost  Quokka Outpost");
    expect(r.lines).toContain("dark-eden/livery is in 1 saved deck(s): they keep it, shown as withdrawn.");
    expect(await currentCatalogVersion(await db())).toBe(before);
    expect(await (await db()).catalogChange.count()).toBe(rows);
    expect(await (await db()).card.count({ where: { code: "livery" } })).toBe(1);
  });

  it("the import prints the same under its new version; the same file again prints that nothing changed (--json: version null)", async () => {
    const r = await cliInProcess(url, "import-catalog", file);
    expect(r.status).toBe(0);
    expect(r.lines[0]).toContain(`as catalog version ${before + 1}: 1 added, 2 changed, 1 withdrawn`);
    expect(r.lines).toContain("  ~ boot-camp  Boot Camp: initialCost 2 → 3");
    expect(await (await db()).card.count({ where: { code: "livery" } })).toBe(0);

    const again = await cliInProcess(url, "import-catalog", file);
    expect(again.lines[0]).toMatch(/^Nothing changed: .* no new catalog version\.$/);
    const json = await cliInProcess(url, "import-catalog", "--json", file);
    expect(json.json).toMatchObject({ version: null, dryRun: false, created: 0, updated: 0, removed: 0, changes: [{ game: "dark-eden", changes: [] }] });
    expect(await currentCatalogVersion(await db())).toBe(before + 1);
  });

  it("a bad file is exit 2 naming it, nothing imported", async () => {
    const bad = writeCatalog("cli-bad.json", { ...changedBaseSet(), cards: [{ code: "Bad Code", name: "x" }] });
    const r = await cliInProcess(url, "import-catalog", "--dry-run", "--json", bad);
    expect(r.status).toBe(2);
    expect(r.json.error.code).toBe("BAD_CATALOG");
    expect(r.json.error.message).toContain("cli-bad.json");
  });
});
