/**
 * `npm run bench`: runs every `bench/*.bench.ts` (or those named on the command line)
 * and prints each one's figures with the ratios to its in-process baseline.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { printResult, type BenchResult } from "./harness";

async function main() {
  const dir = path.dirname(new URL(import.meta.url).pathname);
  const only = process.argv.slice(2);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".bench.ts"))
    .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
    .sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: () => Promise<BenchResult | BenchResult[]> };
    const results = await mod.default();
    for (const r of Array.isArray(results) ? results : [results]) printResult(r);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
