import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { importCatalogFiles } from "@/lib/services/catalog-import";
import { currentCatalogVersion } from "@/lib/services/data-versions";
import { GET as changesRoute } from "@/app/api/v1/catalog/[game]/changes/route";
import { params, request } from "../helpers/http";
import { catalogWithAliceAndBob } from "../helpers/players";
import { bundledBaseSet, changedBaseSet, writeCatalog } from "./changes-helpers";

/** GET /api/v1/catalog/:game/changes?since=… as a client calls it. */
async function changes(game: string, since?: number | string) {
  const res = await changesRoute(request("GET", `/api/v1/catalog/${game}/changes${since === undefined ? "" : `?since=${since}`}`), params({ game }));
  return { status: res.status, body: await res.json() };
}

describe("catalog changes per version (CONTRACTS §11)", () => {
  let before: number;
  let after: number;

  beforeAll(async () => {
    await catalogWithAliceAndBob();
    before = await currentCatalogVersion(await db());
  });

  it("an import of the same file again changes nothing and makes no version", async () => {
    const rows = await (await db()).catalogChange.count();
    const summary = await importCatalogFiles([writeCatalog("same.json", bundledBaseSet())]);
    expect(summary.version).toBeNull();
    expect(summary.changes).toEqual([{ game: "dark-eden", changes: [] }]);
    expect(await currentCatalogVersion(await db())).toBe(before);
    expect(await (await db()).catalogChange.count()).toBe(rows);
  });

  it("a changed catalog (a cost changed, a card added, a card removed, a Polish name fixed) is one version listing exactly those", async () => {
    const summary = await importCatalogFiles([writeCatalog("changed.json", changedBaseSet())]);
    after = await currentCatalogVersion(await db());
    expect(after).toBe(before + 1);
    expect(summary.version).toBe(after);
    expect([summary.created, summary.updated, summary.removed]).toEqual([1, 2, 1]);

    const { status, body } = await changes("dark-eden", before);
    expect(status).toBe(200);
    expect(body.version).toBe(after);
    expect(body.changes).toEqual([
      { code: "armory", name: "Armory", change: "changed", fields: { "names.pl": ["Zbrojownia", "Zbrojownia (poprawiona)"] }, version: after },
      { code: "boot-camp", name: "Boot Camp", change: "changed", fields: { initialCost: [2, 3] }, version: after },
      { code: "livery", name: "Livery", change: "removed", version: after },
      { code: "quokka-outpost", name: "Quokka Outpost", change: "added", version: after },
    ]);
    // Nothing since the newest version; no other game changed.
    expect((await changes("dark-eden", after)).body).toEqual({ version: after, changes: [] });
    expect((await changes("eden-skirmish", before)).body.changes).toEqual([]);
  });

  it("bad input is a 400 naming what is wrong", async () => {
    for (const since of ["-1", "abc", "1.5"]) {
      const { status, body } = await changes("dark-eden", since);
      expect(status, since).toBe(400);
      expect(JSON.stringify(body.error)).toContain("since");
    }
    expect((await changes("chess", 0)).status).toBe(400);
  });
});
