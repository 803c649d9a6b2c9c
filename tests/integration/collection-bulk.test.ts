import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "./fresh-db";
import { request, sessionCookie, useTestAuthEnv } from "./helpers/http";
import { GET as getRoute } from "@/app/api/v1/collection/route";
import { GET as csvRoute } from "@/app/api/v1/collection.csv/route";
import { POST as importRoute } from "@/app/api/v1/collection/import/route";
import { registerUser, type Account } from "@/lib/accounts/service";
import { importCatalogFiles } from "@/lib/catalog/import";
import type { ImportReport } from "@/lib/collection/csv-service";
import type { CollectionItem } from "@/lib/collection/counts";

/** Bulk CSV: a synthetic 10,000-card Dark Eden set, so 2,000- and 10,000-row collections exist. */

const CARDS = 10_000;
const HEADER = "game,code,name,owned,wanted,forTrade";
let alice: Account;
let aliceCookie: string;
let bobCookie: string;

const csv = async (cookie: string) => (await csvRoute(request("GET", "/api/v1/collection.csv", { cookie }))).text();
const importCsv = (text: string, mode: "preview" | "apply", cookie: string) =>
  importRoute(request("POST", `/api/v1/collection/import?mode=${mode}`, { body: text, cookie, headers: { "content-type": "text/csv" } }));

/** A 200 response's JSON body, read as the route's contract type `T`. */
async function ok<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text.slice(0, 500)).toBe(200);
  return JSON.parse(text) as T;
}

function code(i: number): string {
  return `synthetic-${String(i).padStart(5, "0")}`;
}

beforeAll(async () => {
  useTestAuthEnv();
  await freshDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-bulk-"));
  const file = path.join(dir, "synthetic.json");
  const cards = Array.from({ length: CARDS }, (_, i) => ({
    code: code(i),
    name: `Synthetic Card ${i}`,
    names: { pl: `Karta Syntetyczna Nr ${i} ąęłóż` },
    type: "intrigue",
    affiliation: "general",
  }));
  writeFileSync(file, JSON.stringify({ game: "dark-eden", set: { code: "synthetic", name: "Synthetic test set" }, cards }));
  await importCatalogFiles([file]);
  alice = await registerUser({ username: "alice", password: "alice's long password" });
  const bob = await registerUser({ username: "bob", password: "bob's long password" });
  aliceCookie = await sessionCookie(alice);
  bobCookie = await sessionCookie(bob);
});

describe("bulk CSV", () => {
  it("round trip of 2,000 rows is lossless: export → import → export identical, the import reports 0 changes", async () => {
    // 2,000 cards set by code, with names in Polish for half of them, mixed counts.
    const rows = Array.from({ length: 2000 }, (_, k) => {
      const i = k * 5;
      const id = k % 2 === 0 ? `${code(i)},` : `,Karta Syntetyczna Nr ${i} ąęłóż`;
      // Every 11th card at the largest count, owned and for trade (for trade is at most owned).
      return `dark-eden,${id},${k % 11 === 0 ? 9999 : (k % 7) + 1},${k % 3},${k % 11 === 0 ? 9999 : k % 2}`;
    });
    const first = await ok<ImportReport>(importCsv([HEADER, ...rows].join("\n"), "apply", aliceCookie));
    expect(first.counts).toMatchObject({ added: 2000, changed: 0, unmatched: 0, invalid: 0 });

    const exported = await csv(aliceCookie);
    expect(exported.split("\r\n").filter(Boolean)).toHaveLength(2001);
    const again = await ok<ImportReport>(importCsv(exported, "apply", aliceCookie));
    expect(again.counts).toEqual({ added: 0, changed: 0, unchanged: 2000, unmatched: 0, invalid: 0 });
    expect(await csv(aliceCookie)).toBe(exported);
  });

  it("a 10,000-row import applies in one go (time reported, not asserted)", async () => {
    const rows = Array.from({ length: CARDS }, (_, i) => `dark-eden,${code(i)},Synthetic Card ${i},${(i % 4) + 1},${i % 2},${Math.min(i % 3, (i % 4) + 1)}`);
    const text = [HEADER, ...rows].join("\r\n");
    const started = performance.now();
    const preview = await ok<ImportReport>(importCsv(text, "preview", bobCookie));
    const previewMs = performance.now() - started;
    expect(preview.counts).toMatchObject({ added: CARDS, unmatched: 0, invalid: 0 });
    expect(preview.added).toHaveLength(1000); // the lists are capped, the counts are not
    expect(preview.truncated).toBe(true);

    const applyStart = performance.now();
    const applied = await ok<ImportReport & { ms: number }>(importCsv(text, "apply", bobCookie));
    const applyMs = performance.now() - applyStart;
    expect(applied.counts).toMatchObject({ added: CARDS, changed: 0 });
    console.log(
      `[collection-bulk] 10,000-row CSV (${(text.length / 1024).toFixed(0)} KB): preview ${previewMs.toFixed(0)} ms, apply ${applyMs.toFixed(0)} ms (server-side ${applied.ms} ms)`,
    );

    const items = (await ok<{ items: CollectionItem[] }>(getRoute(request("GET", "/api/v1/collection?game=dark-eden", { cookie: bobCookie })))).items;
    expect(items).toHaveLength(CARDS);
    expect(items[3]).toEqual({ game: "dark-eden", code: code(3), owned: 4, wanted: 1, forTrade: 0 });

    // One bad row among 10,000: its line is reported and nothing is applied.
    // Every other row changed (none owned, so none for trade): all would apply but for the bad one.
    const bad = [HEADER, ...rows.map((r) => r.replace(/,\d+,(\d+),\d+$/, ",0,$1,0"))];
    bad[5001] = `dark-eden,${code(5000)},,1,x,0`;
    const res = await importCsv(bad.join("\n"), "apply", bobCookie);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.issues).toEqual([expect.objectContaining({ line: 5002, field: "wanted" })]);
    const after = (await ok<{ items: CollectionItem[] }>(getRoute(request("GET", "/api/v1/collection?game=dark-eden", { cookie: bobCookie })))).items;
    expect(after).toEqual(items);
  });
});
