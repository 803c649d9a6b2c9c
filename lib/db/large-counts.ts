/**
 * Totals of public listings that reach LARGE: counting a hundred thousand index entries on
 * every page view costs more than the page itself, and such a total read up to TTL_MS late is
 * no less useful. Smaller totals are always counted afresh, so they stay exact.
 */
const LARGE = 10_000;
const TTL_MS = 30_000;
const MAX_KEPT = 1_000;
const kept = new Map<string, { at: number; n: number }>();

/** The total remembered for `key`, or undefined when it must be counted (never counted, small, or older than TTL_MS). */
export function recalledCount(key: string): number | undefined {
  const hit = kept.get(key);
  return hit && Date.now() - hit.at < TTL_MS ? hit.n : undefined;
}

/** Takes a fresh count of `key`: remembered when it is LARGE, forgotten otherwise. */
export function keepCount(key: string, n: number): void {
  if (n >= LARGE) {
    if (!kept.has(key) && kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, { at: Date.now(), n });
  } else kept.delete(key);
}
