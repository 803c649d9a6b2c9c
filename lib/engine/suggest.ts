import { distance } from "fastest-levenshtein";
import { LIMITS } from "./limits";

/**
 * "Did you mean": the known (folded) names nearest to a folded name, in microseconds. Names
 * that start with or contain what was typed come first, then those within a few edits. Only
 * names of sane length get suggestions, and no look-up compares the name with every card:
 * prefixes come from a sorted list, substrings from a trigram index, edits from the names of
 * nearly the same length that share enough trigrams.
 */
export class NameSuggester {
  private readonly sorted: string[];
  private readonly byLength = new Map<number, string[]>();
  private readonly trigrams = new Map<string, string[]>();

  constructor(keys: Iterable<string>) {
    this.sorted = [...new Set(keys)].filter((k) => k !== "").sort(compare);
    for (const key of this.sorted) {
      push(this.byLength, key.length, key);
      for (const t of new Set(trigramsOf(key))) push(this.trigrams, t, key);
    }
  }

  /** Up to `limit` known names nearest to `key` (already folded), best first: prefixes, then names holding it, then by edits. */
  nearest(key: string, limit: number): string[] {
    if (key === "" || key.length > LIMITS.suggestNameLength || limit <= 0) return [];
    const maxDistance = Math.min(LIMITS.suggestDistance, Math.max(1, Math.floor(key.length / 3)));
    const score = new Map<string, number>();
    for (const k of this.containing(key, limit)) score.set(k, 0.5);
    for (const k of this.startingWith(key, limit)) score.set(k, 0);
    for (const k of this.withinReach(key, maxDistance)) {
      if (score.has(k)) continue;
      const d = distance(key, k);
      if (d <= maxDistance) score.set(k, d);
    }
    return [...score]
      .sort((a, b) => a[1] - b[1] || compare(a[0], b[0]))
      .slice(0, limit)
      .map(([k]) => k);
  }

  /**
   * The names that may be within `maxDistance` edits of `key`: of nearly its length and, when
   * the name is long enough to tell, sharing enough of its trigrams (an edit changes at most
   * three of them, so a name within d edits holds all but 3·d of the key's distinct trigrams).
   */
  private withinReach(key: string, maxDistance: number): string[] {
    const near = (name: string) => Math.abs(name.length - key.length) <= maxDistance;
    const grams = [...new Set(trigramsOf(key))];
    const needed = grams.length - 3 * maxDistance;
    if (needed <= 0) {
      const out: string[] = [];
      for (let length = key.length - maxDistance; length <= key.length + maxDistance; length++) out.push(...(this.byLength.get(length) ?? []));
      return out;
    }
    const shared = new Map<string, number>();
    for (const g of grams) for (const name of this.trigrams.get(g) ?? []) if (near(name)) shared.set(name, (shared.get(name) ?? 0) + 1);
    return [...shared].filter(([, n]) => n >= needed).map(([name]) => name);
  }

  /** Names that start with `key`: a binary search in the sorted names. */
  private startingWith(key: string, limit: number): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < key) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && out.length < limit && this.sorted[i].startsWith(key); i++) out.push(this.sorted[i]);
    return out;
  }

  /** Names that hold `key` (three characters or more): only those listed under its rarest trigram are looked at. */
  private containing(key: string, limit: number): string[] {
    if (key.length < 3) return [];
    let rarest: string[] | undefined;
    for (const t of trigramsOf(key)) {
      const names = this.trigrams.get(t);
      if (!names) return [];
      if (!rarest || names.length < rarest.length) rarest = names;
    }
    const out: string[] = [];
    for (const name of rarest ?? []) {
      if (out.length >= limit) break;
      if (name.includes(key)) out.push(name);
    }
    return out;
  }
}

function trigramsOf(s: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 3 <= s.length; i++) out.push(s.slice(i, i + 3));
  return out;
}

function push<K>(map: Map<K, string[]>, key: K, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
