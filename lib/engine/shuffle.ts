/**
 * Unbiased Fisher–Yates shuffles (Durstenfeld's in-place form, run front to back).
 *
 * Step i swaps position i with a uniform position j in [i, n). After k steps the first k
 * positions are a uniform random ordered sample of k elements without replacement —
 * whatever order the array was in before — so drawing k cards needs only k steps
 * ("partial" shuffle), and n − 1 steps shuffle the whole array.
 */
import type { Rng } from "./rng";

/** Array-likes the typed variant accepts (element values are copied, never interpreted). */
export type IntArray = Uint8Array | Uint16Array | Uint32Array | Int8Array | Int16Array | Int32Array;

function checkSteps(k: number, length: number): number {
  if (!Number.isInteger(k) || k < 0) throw new RangeError(`k must be a non-negative integer, got ${k}`);
  return Math.min(k, length);
}

/**
 * Shuffles only the first `k` positions of `items` in place: afterwards `items[0..k)` is a
 * uniform random ordered sample of `k` of its elements (k larger than the length is
 * clamped). Returns `items`.
 */
export function partialShuffleInPlace<T>(items: T[], k: number, rng: Rng): T[] {
  const n = items.length;
  const steps = checkSteps(k, n);
  for (let i = 0; i < steps; i++) {
    const j = i + rng.nextInt(n - i);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** Shuffles `items` in place, every permutation equally likely. Returns `items`. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  return partialShuffleInPlace(items, Math.max(0, items.length - 1), rng);
}

/** A shuffled copy of `items`; the input is left untouched. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  return shuffleInPlace(items.slice(), rng);
}

/** `k` elements drawn uniformly without replacement, in draw order; the input is left untouched. */
export function sample<T>(items: readonly T[], k: number, rng: Rng): T[] {
  const copy = items.slice();
  const steps = checkSteps(k, copy.length);
  partialShuffleInPlace(copy, steps, rng);
  copy.length = steps;
  return copy;
}

/**
 * Typed-array partial shuffle for the simulator: shuffles the first `k` positions of
 * `items[0..length)` in place (length defaults to the whole array). Returns `items`.
 */
export function partialShuffleTyped<A extends IntArray>(items: A, k: number, rng: Rng, length = items.length): A {
  if (!Number.isInteger(length) || length < 0 || length > items.length) {
    throw new RangeError(`length must be an integer in [0, ${items.length}], got ${length}`);
  }
  const steps = checkSteps(k, length);
  for (let i = 0; i < steps; i++) {
    const j = i + rng.nextInt(length - i);
    const tmp = items[i];
    items[i] = items[j];
    items[j] = tmp;
  }
  return items;
}

/** Shuffles a whole typed array in place. Returns `items`. */
export function shuffleTypedInPlace<A extends IntArray>(items: A, rng: Rng): A {
  return partialShuffleTyped(items, Math.max(0, items.length - 1), rng);
}

export interface Opening<T> {
  /** Cards put aside unseen before the draw (e.g. dark-eden's 3 face-down discards), top first. */
  burned: T[];
  /** The opening hand, in draw order. */
  hand: T[];
  /** The rest of the play deck, top first: what later turns draw. */
  library: T[];
}

/**
 * One opening set-up: shuffle the whole play deck, take `burn` cards from the top unseen,
 * then draw `hand` cards (both clamped to what the deck holds). Game set-ups (dark-eden
 * "SETTING UP": shuffle, top 3 to the discard pile, draw 7) call this with their counts.
 */
export function dealOpening<T>(deck: readonly T[], rng: Rng, counts: { burn?: number; hand: number }): Opening<T> {
  const burn = counts.burn ?? 0;
  if (!Number.isInteger(burn) || burn < 0) throw new RangeError(`burn must be a non-negative integer, got ${burn}`);
  if (!Number.isInteger(counts.hand) || counts.hand < 0) {
    throw new RangeError(`hand must be a non-negative integer, got ${counts.hand}`);
  }
  const order = shuffled(deck, rng);
  const burnEnd = Math.min(burn, order.length);
  const handEnd = Math.min(burnEnd + counts.hand, order.length);
  return { burned: order.slice(0, burnEnd), hand: order.slice(burnEnd, handEnd), library: order.slice(handEnd) };
}
