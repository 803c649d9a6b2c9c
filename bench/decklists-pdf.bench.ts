/**
 * The decklists PDF of a published 300-player event (issue 45: it took 0.75–2 s to render on every
 * request, and 6 parallel requests slowed /api/health to 3.4 s) on the real production server
 * (scripts/server.mjs on a temporary SQLite database, loopback only, as load.bench.ts). Every
 * figure is a ratio to /api/health measured in the same run:
 * - the first request after the lists changed (the PDF is made and kept), timed one at a time,
 *   the lists' version moved before each as a registration change moves it;
 * - repeated requests (served from the kept copy, EventDecklistsPdf), timed one at a time and
 *   under load (8 connections);
 * - /api/health's latency while 6 clients fetch the PDF, from the kept copy, and right after the
 *   lists changed (each of the 6 parallel first requests may make it).
 * Each answer's X-Decklists-Kept header is checked, so a row measures what it says it does.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import { type BenchResult, percentile } from "./harness";
import { BENCH_SECRET as SECRET, catalogDatabase, startProductionServer } from "./production-server";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3211);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTIONS = 8;
const PARALLEL_PDFS = 6;
const PLAYERS = Number(process.env.BENCH_EVENT_PLAYERS ?? 300);
const FIRST_REQUESTS = 5;

/** One request, timed to its last byte; its status and X-Decklists-Kept header. */
async function timed(p: string, headers: Record<string, string> = {}): Promise<{ ms: number; status: number; kept: string | null }> {
  const start = process.hrtime.bigint();
  const res = await fetch(`${ORIGIN}${p}`, { headers });
  await res.arrayBuffer();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.status, kept: res.headers.get("x-decklists-kept") };
}

/** Sequential requests of `p` for `count` times: their latencies sorted, in ms. */
async function latencies(p: string, count: number, headers: Record<string, string> = {}, expectKept?: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const r = await timed(p, headers);
    if (r.status !== 200) throw new Error(`${p} answered ${r.status}`);
    if (expectKept !== undefined && r.kept !== expectKept) throw new Error(`${p} answered X-Decklists-Kept ${r.kept}, expected ${expectKept}`);
    out.push(r.ms);
  }
  return out.sort((a, b) => a - b);
}

async function load(p: string, connections: number, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${ORIGIN}${p}`, connections, duration: SECONDS, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx + result.errors };
}

export default async function decklistsPdfBench(): Promise<BenchResult[]> {
  const database = await catalogDatabase("edenkeep-pdf-");
  const databaseUrl = database.url;

  // The event, made through the services: an organizer, PLAYERS players each registering a legal
  // 60-card Dark Eden deck, the decklists published. The players' accounts share the organizer's
  // password hash (hashing 300 passwords would only slow the set-up).
  process.env.DATABASE_URL = databaseUrl;
  const { registerUser } = await import("../lib/accounts/service");
  const { createDeck } = await import("../lib/decks/service");
  const { createEvent, publishDecklists, registerForEvent } = await import("../lib/events/service");
  const { db, disconnectDb } = await import("../lib/db/client");
  const client = await db();
  const organizer = await registerUser({ username: "organizer", password: "a long bench password" });
  const { passwordHash } = await client.user.findUniqueOrThrow({ where: { id: organizer.id }, select: { passwordHash: true } });
  const list = readFileSync(path.join(root, "tests/fixtures/decks/dark-eden-legal.txt"), "utf8");
  const later = new Date(Date.now() + 86_400_000);
  const event = await createEvent(organizer.id, { game: "dark-eden", name: "Bench open", startsAt: later, registrationClosesAt: later, visibility: "public" });
  for (let i = 0; i < PLAYERS; i++) {
    const user = await client.user.create({ data: { username: `player${String(i).padStart(3, "0")}`, passwordHash }, select: { id: true } });
    const deck = await createDeck(user.id, { game: "dark-eden", name: `Deck ${i}`, list, visibility: "private" });
    await registerForEvent(user.id, event.id, deck.id);
  }
  await publishDecklists(organizer.id, event.id);
  // What a registration change does to the kept copy (lib/events/decklists-pdf.ts): the lists' version moves.
  const listsChanged = () => client.event.update({ where: { id: event.id }, data: { listsVersion: { increment: 1 } } });
  const cookie = `next-auth.session-token=${await encode({ token: { sub: organizer.id, name: organizer.username }, secret: SECRET })}`;
  const signedIn = { cookie };
  const server = await startProductionServer(PORT, databaseUrl).catch(async (e) => {
    await disconnectDb();
    database.remove();
    throw e;
  });
  try {
    const pdf = `/api/v1/events/${event.id}/decklists.pdf`;
    const health = "/api/health";
    // Warm both routes (their bundles, the catalog) before anything is timed.
    await latencies(health, 20);
    await latencies(pdf, 3, signedIn);
    const size = (await (await fetch(`${ORIGIN}${pdf}`, { headers: signedIn })).arrayBuffer()).byteLength;

    const loadBefore = loadavg()[0];
    const healthAlone = await latencies(health, 200);
    const first: number[] = [];
    for (let i = 0; i < FIRST_REQUESTS; i++) {
      await listsChanged();
      first.push(...(await latencies(pdf, 1, signedIn, "0")));
    }
    first.sort((a, b) => a - b);
    const repeated = await latencies(pdf, 50, signedIn, "1");
    const healthAgain = await latencies(health, 200);
    const baseMs = (percentile(healthAlone, 0.5) + percentile(healthAgain, 0.5)) / 2;

    const healthLoad = await load(health, CONNECTIONS);
    const keptLoad = await load(pdf, CONNECTIONS, signedIn);
    const [healthUnderPdfs, pdfsMeanwhile] = await Promise.all([load(health, 1), load(pdf, PARALLEL_PDFS, signedIn)]);
    const healthOneConnection = await load(health, 1);

    // A burst right after the lists changed: PARALLEL_PDFS first requests at once, /api/health
    // timed one request after another until they are all answered.
    await listsChanged();
    let burstDone = false;
    const burst = Promise.all(Array.from({ length: PARALLEL_PDFS }, () => timed(pdf, signedIn))).finally(() => {
      burstDone = true;
    });
    const healthDuringBurst: number[] = [];
    while (!burstDone) healthDuringBurst.push((await timed(health)).ms);
    const burstAnswers = await burst;
    healthDuringBurst.sort((a, b) => a - b);
    const made = burstAnswers.filter((r) => r.kept === "0").length;
    if (burstAnswers.some((r) => r.status !== 200)) throw new Error("a PDF of the burst was not answered 200");

    const loadAfter = loadavg()[0];
    const x = (value: number, base: number) => `${(value / base).toFixed(2)}×`;
    const msText = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
    return [
      {
        title: `Decklists PDF of a published ${PLAYERS}-player Dark Eden event (${PLAYERS} pages, ${Math.round(size / 1024)} KB) on the production server, SQLite; latency as a ratio to /api/health's p50 (${msText(baseMs)}), throughput to /api/health's; load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
        rows: [
          {
            label: `first request after the lists changed (made and kept), p50 of ${FIRST_REQUESTS}`,
            value: `${x(percentile(first, 0.5), baseMs)}  (${msText(percentile(first, 0.5))}; slowest ${x(first[first.length - 1], baseMs)})`,
          },
          {
            label: "repeated request (the kept copy), p50 of 50",
            value: `${x(percentile(repeated, 0.5), baseMs)}  (${msText(percentile(repeated, 0.5))}; p95 ${x(percentile(repeated, 0.95), baseMs)})`,
          },
          { label: "first request ÷ repeated request", value: `${(percentile(first, 0.5) / percentile(repeated, 0.5)).toFixed(1)}×` },
          {
            label: `repeated requests, ${CONNECTIONS} connections, ${SECONDS} s`,
            value: `${keptLoad.rps.toFixed(0)} req/s  (${x(keptLoad.rps, healthLoad.rps)} /api/health's ${healthLoad.rps.toFixed(0)} req/s)${keptLoad.bad ? `  ${keptLoad.bad} non-2xx or errors!` : ""}`,
          },
          {
            label: `/api/health (1 connection) while ${PARALLEL_PDFS} clients fetch the kept PDF`,
            value: `p50 ${x(healthUnderPdfs.p50, healthOneConnection.p50)}, p99 ${x(healthUnderPdfs.p99, healthOneConnection.p99)} of /api/health alone (p50 ${healthUnderPdfs.p50} ms, p99 ${healthUnderPdfs.p99} ms); the PDFs ${pdfsMeanwhile.rps.toFixed(0)} req/s${pdfsMeanwhile.bad + healthUnderPdfs.bad ? "  non-2xx or errors!" : ""}`,
          },
          {
            label: `/api/health during ${PARALLEL_PDFS} parallel first requests after a change`,
            value: `p50 ${x(percentile(healthDuringBurst, 0.5), baseMs)}, slowest ${x(healthDuringBurst[healthDuringBurst.length - 1], baseMs)} (${healthDuringBurst.length} requests, slowest ${msText(healthDuringBurst[healthDuringBurst.length - 1])}); ${made} of ${PARALLEL_PDFS} made the PDF, the burst took ${msText(Math.max(...burstAnswers.map((r) => r.ms)))}`,
          },
        ],
      },
    ];
  } finally {
    await server.stop();
    await disconnectDb();
    database.remove();
  }
}
