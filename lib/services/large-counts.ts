/**
 * Totals of public listings that reach LARGE: counting a hundred thousand index entries on
 * every page view costs more than the page itself, and such a total read up to TTL_MS late is
 * no less useful. Smaller totals are always counted afresh, so they stay exact.
 */
const LARGE = 10_000;
const TTL_MS = 30_000;
const MAX_KEPT = 1_000;
const kept = new Map<string, { at: number; n: number }>();

export async function countLarge(key: string, count: () => Promise<number>): Promise<number> {
  const hit = kept.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.n;
  const n = await count();
  if (n >= LARGE) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, { at: Date.now(), n });
  } else kept.delete(key);
  return n;
}
