/**
 * Proxy sheets: a 60-card Dark Eden deck plus commander (61 cards, 7 A4 pages) against a
 * baseline measured in the same run, an empty one-page pdf-lib document with the same three
 * DejaVu faces embedded and subset (the floor every sheet pays), and the 1,000-card maximum.
 */
import { PDFDocument } from "pdf-lib";
import { type BenchResult, ms, ratio, time } from "./harness";
import { renderProxySheet, MAX_PROXY_CARDS, type ProxyCard } from "../lib/proxies";
import { embedFonts } from "../lib/proxies/fonts";
import { darkEdenDeck, SKIRMISH_CARDS, GOT_CARDS, BFE_CARDS, BFE_EXTRAS } from "../tests/unit/proxies/fixtures";

async function baseline(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFonts(doc);
  doc.addPage([595.28, 841.89]).drawText("Baseline", { font: fonts.regular, size: 9, x: 72, y: 72 });
  return doc.save();
}

interface Memory {
  heapMb: number;
  rssMb: number;
}

/** Peak heap and RSS growth over `runs` calls, from a collected start when `--expose-gc` is on. */
async function memory(fn: () => Promise<unknown>, runs: number): Promise<Memory> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const start = process.memoryUsage();
  let heap = start.heapUsed;
  let rss = start.rss;
  for (let i = 0; i < runs; i++) {
    await fn();
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed);
    rss = Math.max(rss, now.rss);
  }
  return { heapMb: (heap - start.heapUsed) / 2 ** 20, rssMb: (rss - start.rss) / 2 ** 20 };
}

const mb = (v: number) => `${v.toFixed(1)} MB`;

export default async function (): Promise<BenchResult> {
  const deck = darkEdenDeck();
  const mixed: ProxyCard[] = [...SKIRMISH_CARDS, ...GOT_CARDS, ...BFE_CARDS];
  const sheet = () => renderProxySheet({ cards: deck, paper: "a4" });
  const max: ProxyCard[] = [{ ...deck[1], copies: MAX_PROXY_CARDS }];

  const memBase = await memory(baseline, 10);
  const memSheet = await memory(sheet, 10);
  const base = await time("empty 1-page doc + fonts", baseline, 30, 5);
  const deck61 = await time("61-card sheet (7 A4 pages)", sheet, 30, 5);
  const mixedT = await time("mixed games (15 cards, 1 gold)", () => renderProxySheet({ cards: mixed, paper: "letter", extras: BFE_EXTRAS }), 30, 5);
  const maxT = await time(`${MAX_PROXY_CARDS}-card sheet (112 pages)`, () => renderProxySheet({ cards: max, paper: "a4" }), 3, 1);
  const [baseBytes, sheetBytes, maxBytes] = [await baseline(), await sheet(), await renderProxySheet({ cards: max, paper: "a4" })];

  return {
    title: "proxies: renderProxySheet (pdf-lib + fontkit + DejaVu, subset)",
    rows: [
      { label: "baseline p50 / p95", value: `${ms(base.p50Ms)} / ${ms(base.p95Ms)}` },
      { label: "61-card sheet p50 / p95", value: `${ms(deck61.p50Ms)} / ${ms(deck61.p95Ms)}` },
      { label: "61-card sheet ÷ baseline (p50)", value: ratio(deck61.p50Ms, base.p50Ms) },
      { label: "mixed games p50", value: `${ms(mixedT.p50Ms)} (${ratio(mixedT.p50Ms, base.p50Ms)} baseline)` },
      { label: `${MAX_PROXY_CARDS} cards p50`, value: `${ms(maxT.p50Ms)} (${ratio(maxT.p50Ms, deck61.p50Ms)} the 61-card sheet)` },
      {
        label: "size: baseline / 61 cards / 1000 cards",
        value: `${(baseBytes.length / 1024).toFixed(1)} KB / ${(sheetBytes.length / 1024).toFixed(1)} KB / ${(maxBytes.length / 1024).toFixed(1)} KB`,
      },
      { label: "peak heap Δ baseline / sheet (10 runs)", value: `${mb(memBase.heapMb)} / ${mb(memSheet.heapMb)} (${ratio(memSheet.heapMb, memBase.heapMb)})` },
      { label: "peak RSS Δ baseline / sheet (10 runs)", value: `${mb(memBase.rssMb)} / ${mb(memSheet.rssMb)}` },
      { label: "gc exposed", value: (globalThis as { gc?: unknown }).gc ? "yes" : "no (run with node --expose-gc for steadier memory figures)" },
    ],
  };
}
