/**
 * A value kept beside an object, like a WeakMap entry, for objects given it once, when they are
 * made (a finding and the values its message is translated with): the value is a private field
 * of the object itself. A base constructor that returns the object it is handed lets a subclass
 * add its private fields to any object; they are invisible to JSON, keys, spreading, copies and
 * equality, and the object stays a plain object. Unlike a weak table, nothing grows per object.
 */
export interface Beside<V> {
  /** Keeps `value` beside `target`; once per object (a second time throws). */
  give(target: object, value: V): void;
  /** The value given to `target`, if any. */
  of(target: object): V | undefined;
}

/** A new place for values beside objects: each call makes its own private field. */
export function beside<V>(): Beside<V> {
  class Target {
    constructor(target: object) {
      // biome-ignore lint/correctness/noConstructorReturn: the object handed in becomes `this` of the subclass, which adds its private field to it
      return target;
    }
  }
  class Holder extends Target {
    readonly #value: V;
    constructor(target: object, value: V) {
      super(target);
      this.#value = value;
    }
    static of(target: object): V | undefined {
      return #value in target ? (target as Holder).#value : undefined;
    }
  }
  return {
    give(target, value) {
      new Holder(target, value);
    },
    of: (target) => Holder.of(target),
  };
}
