/**
 * Adding copies up by card code while reading one list, whichever card object carries the code,
 * without a map built (nor a code hashed) per list: each key has one place, found through the
 * card object that last carried it (its code and source are checked). A place holds a value for
 * one read only; `begin` starts the next read. Past `max` keys, the places are forgotten between
 * two reads, so every card of one read shares them. Synchronous use only: a read must not begin
 * inside another.
 */

/** One key's place: the value the current read gave it (undefined when this read has not). */
export interface Place<V> {
  read: number;
  value: V | undefined;
}

interface Known<V> {
  code: unknown;
  source: unknown;
  generation: number;
  place: Place<V>;
}

export class CodePlaces<V> {
  private readonly byKey = new Map<unknown, Place<V>>();
  private readonly byCard = new WeakMap<object, Known<V>>();
  private generation = 0;
  private reads = 0;
  private current = -1;

  constructor(
    private readonly max: number,
    /** The key copies add up by: the code alone, or the code qualified by its source. */
    private readonly keyOf: (code: unknown, source: unknown) => unknown,
  ) {}

  /** Starts a read: the values earlier reads gave are gone. */
  begin(): void {
    if (this.byKey.size >= this.max) {
      this.byKey.clear();
      this.generation++;
    }
    this.current = this.reads++;
  }

  /** The place of the card's key in the current read. */
  placeOf(card: { code: unknown; source?: unknown }): Place<V> {
    const known = typeof card === "object" && card !== null ? this.byCard.get(card) : undefined;
    let place: Place<V>;
    if (known && known.code === card.code && known.source === card.source && known.generation === this.generation) place = known.place;
    else {
      const key = this.keyOf(card.code, card.source);
      let found = this.byKey.get(key);
      if (!found) {
        found = { read: -1, value: undefined };
        this.byKey.set(key, found);
      }
      place = found;
      if (typeof card === "object" && card !== null) this.byCard.set(card, { code: card.code, source: card.source, generation: this.generation, place });
    }
    if (place.read !== this.current) {
      place.read = this.current;
      place.value = undefined;
    }
    return place;
  }
}
