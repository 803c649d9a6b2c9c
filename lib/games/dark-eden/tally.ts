/**
 * Copies added up under small number keys, the keys kept in the order they first come: one
 * distribution of the deck statistics (stats.ts), written as a plain object once at the end
 * rather than grown key by key. A tally is cleared and reused from one deck to the next.
 */
export class Tally {
  /** Each key followed by its copies, in the order the keys first came; `size` numbers are in use. */
  private readonly counts: number[] = [];
  private size = 0;

  clear(): void {
    this.size = 0;
  }

  add(key: number, copies: number): void {
    const counts = this.counts;
    for (let i = 0; i < this.size; i += 2) {
      if (counts[i] === key) {
        counts[i + 1] += copies;
        return;
      }
    }
    counts[this.size] = key;
    counts[this.size + 1] = copies;
    this.size += 2;
  }

  /**
   * The tally as a plain object, each key written as itself or as its name in `names`, in the
   * order the keys first came (JavaScript lists integer keys first, ascending, whatever the order).
   */
  toObject(names?: readonly string[]): Record<string, number> {
    const counts = this.counts;
    if (!names) {
      const copy = this.fromTemplate();
      if (copy) return copy;
    }
    const out: Record<string, number> = {};
    for (let i = 0; i < this.size; i += 2) out[names ? names[counts[i]] : counts[i]] = counts[i + 1];
    return out;
  }

  /**
   * Keys 0 to 30 only: a copy of an object holding exactly these keys, the counts written into it.
   * V8 adds a number key to a new object slowly (it grows the object's store key by key); a copy
   * of an object of the same keys is made whole. Integer keys list ascending either way, so the
   * copy is the object toObject would grow, key for key. Undefined for other keys.
   */
  private fromTemplate(): Record<string, number> | undefined {
    const counts = this.counts;
    let keys = 0;
    for (let i = 0; i < this.size; i += 2) {
      const key = counts[i];
      if (!(Number.isInteger(key) && key >= 0 && key <= 30)) return undefined;
      keys |= 1 << key;
    }
    let template = templates.get(keys);
    if (!template) {
      if (templates.size >= MAX_TEMPLATES) return undefined;
      template = {};
      for (let i = 0; i < this.size; i += 2) template[counts[i]] = 0;
      templates.set(keys, template);
    }
    const out = { ...template };
    for (let i = 0; i < this.size; i += 2) out[counts[i]] = counts[i + 1];
    return out;
  }
}

/** At most this many key sets keep a template; others are written key by key. */
const MAX_TEMPLATES = 4096;
/** One object per set of keys 0–30 (a bit per key), every count 0: only ever copied. */
const templates = new Map<number, Record<string, number>>();
