/**
 * Totals of public listings that reach LARGE: counting a hundred thousand index entries on
 * every page view costs more than the page itself. A total is remembered under a key that names
 * the database version it was counted at (lib/decks/public.ts keys it by the "public-decks"
 * version, bumped by every change that can move a total), so a remembered total is exact: any
 * change on any server makes a new key, and the next view counts afresh. Smaller totals are
 * always counted, and never remembered.
 */
const LARGE = 10_000;
const MAX_KEPT = 1_000;
const kept = new Map<string, number>();

/** The total remembered for `key`, or undefined when it must be counted (never counted, or small). */
export function recalledCount(key: string): number | undefined {
  return kept.get(key);
}

/** Takes a fresh count of `key`: remembered when it is LARGE, forgotten otherwise. */
export function keepCount(key: string, n: number): void {
  if (n >= LARGE) {
    if (!kept.has(key) && kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(key, n);
  } else kept.delete(key);
}
