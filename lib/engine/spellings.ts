/**
 * Values by exact spelling, found without hashing the text looked up. A name read from a deck
 * list is a new string each time: a Map would hash it whole before comparing it once. Here the
 * text's length and three of its characters choose a bucket, and the few spellings in it are
 * compared with the text directly. Built once (an index of a catalog); read many times.
 */
/** At most this many spellings share a bucket; past it, every lookup hashes (`hashed`). */
const MAX_BUCKET = 8;

export class Spellings<V> {
  /** Each bucket: spellings and their values, alternately. */
  private readonly buckets: (string | V)[][];
  private readonly mask: number;
  /**
   * The spellings hashed as a Map does, when some bucket holds more than MAX_BUCKET: names made
   * to share a length and those three characters (a player-made set can hold any names) would
   * otherwise make each lookup compare with all of them.
   */
  readonly hashed: ReadonlyMap<string, V> | undefined;

  /** `entries`: each spelling once (a Map's entries). */
  constructor(entries: ReadonlyMap<string, V>) {
    let size = 64;
    while (size < entries.size * 2) size *= 2;
    this.mask = size - 1;
    this.buckets = Array.from({ length: size }, () => []);
    for (const [spelling, value] of entries) this.buckets[this.bucketOf(spelling)].push(spelling, value);
    this.hashed = this.buckets.some((bucket) => bucket.length > 2 * MAX_BUCKET) ? entries : undefined;
  }

  private bucketOf(text: string): number {
    const n = text.length;
    if (n === 0) return 0;
    return (n * 31 + text.charCodeAt(0) * 7 + text.charCodeAt(n >> 1) * 3 + text.charCodeAt(n - 1)) & this.mask;
  }

  /** The value of the spelling `text` is, if any. */
  get(text: string): V | undefined {
    if (this.hashed) return this.hashed.get(text);
    const bucket = this.buckets[this.bucketOf(text)];
    for (let i = 0; i < bucket.length; i += 2) if (bucket[i] === text) return bucket[i + 1] as V;
    return undefined;
  }
}
