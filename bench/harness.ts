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

/** The value at quantile `q` (0.5: the median) of values sorted in ascending order. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
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
  const meanMs = samples.reduce((a, b) => a + b, 0) / samples.length;
  return { label, runs, p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), meanMs, opsPerSecond: meanMs > 0 ? 1000 / meanMs : Infinity };
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

/** One function's rates over the windows of `inTurns`: calls per second of wall clock and of this process's CPU time. */
export interface WindowRates {
  /** The fastest window's rate: what the code does when nothing else on the machine gets in its way. */
  best: number;
  median: number;
  bestPerCpuSecond: number;
  medianPerCpuSecond: number;
}

function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

/**
 * Rates of synchronous functions measured in turns: `rounds` windows of `calls` calls each, the
 * functions taking turns window by window, so a slow moment of a shared machine falls on all of
 * them alike and the ratios between them stay fair. A window is timed whole (one clock reading
 * before and after), so nothing of the harness is counted per call. The best window filters out
 * other tenants of the machine (a window is only ever slowed by them, never sped up); the median
 * shows what a typical moment gives.
 */
export function inTurns<K extends string>(fns: Record<K, () => unknown>, calls: number, rounds: number): Record<K, WindowRates> {
  const names = Object.keys(fns) as K[];
  // Each function's rate in each window: of wall clock, and of this process's CPU time.
  const rates = names.map(() => ({ wall: [] as number[], cpu: [] as number[] }));
  for (let round = 0; round < rounds; round++) {
    names.forEach((name, n) => {
      const fn = fns[name];
      const cpuStart = process.cpuUsage();
      const start = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) fn();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const used = process.cpuUsage(cpuStart);
      rates[n].wall.push(calls / seconds);
      rates[n].cpu.push(calls / ((used.user + used.system) / 1e6));
    });
  }
  const out = {} as Record<K, WindowRates>;
  names.forEach((name, n) => {
    const { wall, cpu } = rates[n];
    out[name] = {
      best: Math.max(...wall),
      median: median(wall),
      bestPerCpuSecond: Math.max(...cpu),
      medianPerCpuSecond: median(cpu),
    };
  });
  return out;
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
