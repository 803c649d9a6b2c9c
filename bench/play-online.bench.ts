/**
 * Play online (docs/play-online.md) on the real production server (scripts/server.mjs on a temp
 * database, loopback only, as faces.bench.ts): face.png throughput as ratios to /api/health in
 * the same run, and /api/health's throughput while 20 game clients fetch Tabletop Simulator
 * sheets (the render limit must keep the server answering). 429 RENDER_BUSY answers are
 * counted apart: they are the limit working, not errors.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { BenchResult } from "./harness";
import { catalogDatabase, startProductionServer } from "./production-server";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3209);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 8;
const SHEET_CLIENTS = 20;

interface Load {
  rps: number;
  ok: number;
  busy: number;
  other: number;
}

async function load(paths: string[], connections = CONNECTIONS, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({
    url: ORIGIN,
    connections,
    duration: SECONDS,
    headers,
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
  const notModified = headers["if-none-match"] ? (result.statusCodeStats?.["304"]?.count ?? 0) : 0;
  const ok = result["2xx"] + notModified;
  const busy = result.statusCodeStats?.["429"]?.count ?? 0;
  return { rps: result.requests.average, ok, busy, other: result.requests.total - ok - busy };
}

export default async function playOnlineBench(): Promise<BenchResult[]> {
  const database = await catalogDatabase("edenkeep-play-");
  const databaseUrl = database.url;
  // A public deck of 70 distinct cards (one full 10 × 7 sheet), made through the services.
  process.env.DATABASE_URL = databaseUrl;
  const { registerUser } = await import("../lib/accounts/service");
  const { createDeck } = await import("../lib/decks/service");
  const { disconnectDb } = await import("../lib/db/client");
  const user = await registerUser({ username: "player", password: "a long bench password" });
  const file = JSON.parse(readFileSync(path.join(root, "card-data/dark-eden/base.json"), "utf8")) as { cards: { code: string; name: string; type: string }[] };
  const cards = file.cards.filter((c) => c.type !== "commander").slice(0, 69);
  const list = `game: dark-eden\ncommander: Kommendant Leitheusser\n${cards.map((c) => `1 ${c.name}`).join("\n")}\n`;
  const deck = await createDeck(user.id, { game: "dark-eden", name: "Sheet bench", list, visibility: "public" });
  await disconnectDb();
  const server = await startProductionServer(PORT, databaseUrl).catch((e) => {
    database.remove();
    throw e;
  });
  try {
    const one = "/api/v1/cards/dark-eden/boot-camp/face.png?locale=pl";
    const many = file.cards.slice(0, 100).map((c, i) => `/api/v1/cards/dark-eden/${c.code}/face.png?locale=${["en", "pl", "es"][i % 3]}&width=372`);
    const sheet = `/api/v1/decks/${deck.id}/tts/${deck.version}/1.png?locale=en`;
    const etag = (await fetch(`${ORIGIN}${one}`)).headers.get("etag") ?? "";
    for (const p of ["/api/health", one, sheet, ...many.slice(0, 5)]) await fetch(`${ORIGIN}${p}`);

    const health = await load(["/api/health"]);
    const rows: { label: string; m: Load }[] = [{ label: "/api/health", m: health }];
    rows.push({ label: "face.png, one card, 745 px (drawn each time)", m: await load([one]) });
    rows.push({ label: `face.png, ${many.length} cards in turn, 372 px`, m: await load(many) });
    rows.push({ label: "face.png answered 304 (If-None-Match)", m: await load([one], CONNECTIONS, { "if-none-match": etag }) });
    const [healthUnderSheets, sheets] = await Promise.all([load(["/api/health"]), load([sheet], SHEET_CLIENTS)]);
    rows.push({ label: `/api/health while ${SHEET_CLIENTS} clients fetch sheets`, m: healthUnderSheets });
    rows.push({ label: `TTS sheet 10 × 7 (3400 × 3325 px), ${SHEET_CLIENTS} clients`, m: sheets });
    const line = (m: Load) =>
      `${m.rps.toFixed(m.rps < 10 ? 2 : 0)} req/s  (${(m.rps / health.rps).toFixed(3)}× /api/health)${m.busy ? `  ${m.busy} answered 429 RENDER_BUSY` : ""}${m.other ? `  ${m.other} unexpected answers!` : ""}`;
    return [
      {
        title: `Play online on the production server, ${CONNECTIONS} connections (${SHEET_CLIENTS} for sheets), ${SECONDS} s a target (ratio to /api/health alone)`,
        rows: rows.map((r) => ({ label: r.label, value: line(r.m) })),
      },
    ];
  } finally {
    await server.stop();
    database.remove();
  }
}
