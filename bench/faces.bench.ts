/**
 * Card faces (docs/faces.md) on the real production server (scripts/server.mjs, as `npm start` runs it, on a temp database,
 * loopback only, as load.bench.ts): GET …/face.svg for one card, for the catalog's cards in
 * turn, and answered 304, each as a ratio to /api/health's throughput in the same run; and
 * the script weight of the catalog's picture view beside its list view.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { BenchResult } from "./harness";
import { catalogDatabase, startProductionServer } from "./production-server";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3208);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 8;

async function load(paths: string[], headers: Record<string, string> = {}): Promise<{ rps: number; bad: number }> {
  const result = await autocannon({
    url: ORIGIN,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
  // A 304 is the answer asked for; autocannon counts it among the non-2xx.
  const ok = result["2xx"] + (headers["if-none-match"] ? (result.statusCodeStats?.["304"]?.count ?? 0) : 0);
  return { rps: result.requests.average, bad: result.requests.total - ok };
}

/** The bytes of every script a page loads by `<script src>` (what the browser downloads before it runs). */
async function scriptBytes(page: string): Promise<number> {
  const html = await (await fetch(`${ORIGIN}${page}`)).text();
  const sources = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))];
  let total = 0;
  for (const src of sources) total += (await (await fetch(new URL(src, ORIGIN))).arrayBuffer()).byteLength;
  // Inline scripts (the RSC payload) count too.
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) total += Buffer.byteLength(m[1]);
  return total;
}

export default async function facesBench(): Promise<BenchResult[]> {
  const database = await catalogDatabase("edenkeep-faces-");
  const server = await startProductionServer(PORT, database.url).catch((e) => {
    database.remove();
    throw e;
  });
  try {
    const file = JSON.parse(readFileSync(path.join(root, "card-data/dark-eden/base.json"), "utf8")) as { cards: { code: string }[] };
    const codes = file.cards.slice(0, 100).map((c) => c.code);
    const one = "/api/v1/cards/dark-eden/boot-camp/face.svg?locale=pl";
    const many = codes.map((c, i) => `/api/v1/cards/dark-eden/${c}/face.svg?locale=${["en", "pl", "es"][i % 3]}`);
    const etag = (await fetch(`${ORIGIN}${one}`)).headers.get("etag") ?? "";
    // Warm the routes (their bundles, the catalog held in memory) before measuring.
    for (const p of ["/api/health", one, ...many]) await fetch(`${ORIGIN}${p}`);
    const rows: { label: string; paths: string[]; headers?: Record<string, string> }[] = [
      { label: "/api/health", paths: ["/api/health"] },
      { label: "face.svg, one card (boot-camp, pl)", paths: [one] },
      { label: `face.svg, ${many.length} cards in turn (en/pl/es)`, paths: many },
      { label: "face.svg answered 304 (If-None-Match)", paths: [one], headers: { "if-none-match": etag } },
    ];
    const measured: { label: string; rps: number; bad: number }[] = [];
    for (const r of rows) measured.push({ label: r.label, ...(await load(r.paths, r.headers)) });
    const health = measured[0].rps;
    const list = await scriptBytes("/cards/dark-eden");
    const grid = await scriptBytes("/cards/dark-eden?view=grid");
    return [
      {
        title: `Card faces on the production server, ${CONNECTIONS} connections, ${SECONDS} s a target (ratio to /api/health)`,
        rows: measured.map((m) => ({
          label: m.label,
          value: `${Math.round(m.rps).toLocaleString("en")} req/s  (${(m.rps / health).toFixed(2)}× /api/health)${m.bad > 0 ? `  ${m.bad} unexpected answers!` : ""}`,
        })),
      },
      {
        title: "Script weight of the Dark Eden catalog page (scripts loaded and inline)",
        rows: [
          { label: "list view (/cards/dark-eden)", value: `${list.toLocaleString("en")} bytes` },
          { label: "picture view (?view=grid)", value: `${grid.toLocaleString("en")} bytes  (${(grid / list).toFixed(3)}× the list view)` },
        ],
      },
    ];
  } finally {
    await server.stop();
    database.remove();
  }
}
