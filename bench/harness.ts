/**
 * A tiny benchmark harness: every figure is reported beside a baseline measured in the
 * same process and run, as a ratio, never as an absolute pass/fail threshold.
 */
export interface Timing {
  label: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  opsPerSecond: number;
}

export interface BenchRow {
  label: string;
  value: string;
}

export interface BenchResult {
  title: string;
  rows: BenchRow[];
}

/** Times `fn` `runs` times after `warmup` runs; returns percentiles in milliseconds. */
export async function time(label: string, fn: () => unknown | Promise<unknown>, runs = 200, warmup = 20): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const meanMs = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { label, runs, p50Ms: pick(0.5), p95Ms: pick(0.95), meanMs, opsPerSecond: meanMs > 0 ? 1000 / meanMs : Infinity };
}

/**
 * Calls `fn` for `ms` milliseconds before anything is timed, so the figures are the compiled
 * code a long-running server runs, not V8's first tiers (200 calls of a deck validation leave
 * most of it unoptimised: the first 2,000 timed calls then ran at less than half the rate of
 * the next 2,000).
 */
export async function warmUp(fn: () => unknown | Promise<unknown>, ms: number): Promise<number> {
  const end = performance.now() + ms;
  let calls = 0;
  while (performance.now() < end) {
    await fn();
    calls++;
  }
  return calls;
}

export function ratio(a: number, b: number): string {
  return b === 0 ? "n/a" : `${(a / b).toFixed(2)}×`;
}

export function ms(value: number): string {
  return `${value.toFixed(3)} ms`;
}

export function printResult(result: BenchResult): void {
  console.log(`\n== ${result.title}`);
  const width = Math.max(...result.rows.map((r) => r.label.length));
  for (const row of result.rows) console.log(`  ${row.label.padEnd(width)}  ${row.value}`);
}
