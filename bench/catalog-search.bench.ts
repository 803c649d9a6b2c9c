/**
 * Catalog search over 10,000 generated cards: p50/p95 of the search service (the game's
 * catalog held in memory: prefix match, relevance, filters, the page as shown) against the
 * bare SQL prefix lookup on the folded-name index (the first 48 matches, unranked) on the same
 * database in the same run.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ms, ratio, time, type BenchResult } from "./harness";

const CARDS = 10_000;
const SYLLABLES = ["bo", "ot", "ca", "mp", "ob", "óz", "szk", "ol", "żoł", "nie", "rz", "yû", "ri", "leg", "ion", "cit", "adel", "liv", "ery", "sta", "jnie"];

function generatedCatalog(): unknown {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const word = () => Array.from({ length: 2 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join("");
  const types = ["establishment", "warrior", "intrigue"] as const;
  const cards = Array.from({ length: CARDS }, (_, i) => {
    const type = types[i % 3];
    const name = `${word()} ${word()} ${i}`;
    return {
      code: `gen-${i}`,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      names: { pl: `${word()} ${word()}` },
      type,
      affiliation: i % 5 === 0 ? "templars" : "general",
      cv: Math.floor(next() * 12),
      tactics: ["land"],
      ...(type === "warrior" ? { warriorClass: "infantry" } : {}),
      ...(type === "establishment" ? { neighborAllowance: 2 } : {}),
    };
  });
  return { game: "dark-eden", set: { code: "generated", name: "Generated" }, cards };
}

export default async function catalogSearchBench(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-bench-"));
  const dbFile = path.join(dir, "bench.db");
  process.env.DATABASE_URL = `file:${dbFile}`;
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: process.env, stdio: "pipe" });
  const catalogFile = path.join(dir, "generated.json");
  writeFileSync(catalogFile, JSON.stringify(generatedCatalog()));

  const { importCatalogFiles } = await import("../lib/catalog/import");
  const { searchCards } = await import("../lib/catalog/service");
  const { readFilters } = await import("../lib/catalog/search-query");
  const { rulesetFor } = await import("../lib/games");
  const { db, disconnectDb } = await import("../lib/db/client");

  const importStart = performance.now();
  await importCatalogFiles([catalogFile]);
  const importMs = performance.now() - importStart;

  const client = await db();
  const queries = ["boot", "oboz", "zoln", "yuri camp", "liv"];
  let i = 0;
  const bare = await time("bare name-index SQL", async () => {
    const word = queries[i++ % queries.length].split(" ")[0];
    await client.$queryRawUnsafe(`SELECT "cardId" FROM "CardName" WHERE "folded" >= ? AND "folded" < ? LIMIT 48`, word, `${word}\uffff`);
  });
  i = 0;
  const service = await time("searchCards", async () => {
    await searchCards("dark-eden", queries[i++ % queries.length], []);
  });
  const filters = readFilters(rulesetFor("dark-eden").catalogFilters ?? [], { affiliation: "templars", cv_min: "3", cv_max: "8" });
  i = 0;
  const filtered = await time("searchCards + filters", async () => {
    await searchCards("dark-eden", queries[i++ % queries.length], filters);
  });
  const browse = await time("browse page 1, no query", async () => {
    await searchCards("dark-eden", "", []);
  });
  await disconnectDb();
  rmSync(dir, { recursive: true, force: true });

  const row = (t: Awaited<ReturnType<typeof time>>) => ({
    label: t.label,
    value: `p50 ${ms(t.p50Ms)}  p95 ${ms(t.p95Ms)}  (p50 ${ratio(t.p50Ms, bare.p50Ms)}, p95 ${ratio(t.p95Ms, bare.p95Ms)} the bare query's)`,
  });
  return {
    title: `Catalog search over ${CARDS.toLocaleString("en")} generated cards`,
    rows: [{ label: "import of the 10,000-card file", value: `${importMs.toFixed(0)} ms` }, row(bare), row(service), row(filtered), row(browse)],
  };
}
