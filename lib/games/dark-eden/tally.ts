/**
 * Copies added up under small number keys, the keys kept in the order they first come: one
 * distribution of the deck statistics (stats.ts), written as a plain object once at the end.
 * Each deck's statistics make their own tallies.
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
    const out: Record<string, number> = {};
    for (let i = 0; i < this.size; i += 2) out[names ? names[counts[i]] : counts[i]] = counts[i + 1];
    return out;
  }
}
