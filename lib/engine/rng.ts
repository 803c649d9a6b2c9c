/**
 * Seeded, reproducible randomness for goldfish set-ups and simulations.
 *
 * Built on the maintained library `pure-rand` (8.x): the generator is its
 * xoroshiro128+ and every number goes through its uniform distributions, so
 * `nextInt(n)` has no modulo bias. Same seed → same sequence, on every run and
 * platform (only 32-bit integer arithmetic and IEEE doubles are involved).
 *
 * Seeds (see docs/goldfish-engine.md):
 * - an integer 0 ≤ s < 2³², or a string spelling one in canonical decimal
 *   ("0", "42", "4294967295": no sign, no leading zero, no spaces), is the
 *   32-bit seed itself, so `makeRng(42)` and `makeRng("42")` agree;
 * - any other string is hashed to 32 bits with FNV-1a (32-bit, offset basis
 *   0x811c9dc5, prime 0x01000193) over its UTF-8 bytes, taken verbatim
 *   (no trimming, case-sensitive);
 * - anything else (negative, fractional, ≥ 2³² numbers) is a RangeError.
 *
 * The 32-bit seed is expanded into xoroshiro128+'s 128-bit state with
 * SplitMix32 rather than the library's `xoroshiro128plus(seed)`, which copies
 * the seed almost verbatim into the state (its first output is `~seed`), so
 * neighbouring seeds such as "1" and "2" would start with correlated numbers.
 */
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { JumpableRandomGenerator } from "pure-rand/types/JumpableRandomGenerator";

export type Seed = string | number;

/** A seeded source of uniform random numbers. Mutable: each call advances it. */
export interface Rng {
  /** The 32-bit seed this generator was made from (after normalisation). */
  readonly seed: number;
  /** A uniform integer in [0, maxExclusive); maxExclusive is a safe integer ≥ 1. */
  nextInt(maxExclusive: number): number;
  /** A uniform double in [0, 1), a multiple of 2⁻⁵³. */
  nextFloat(): number;
  /** An independent copy at the same position: it yields the same numbers from here on. */
  clone(): Rng;
}

const UINT32 = 0x1_0000_0000;
const CANONICAL_DECIMAL = /^(0|[1-9][0-9]{0,9})$/;

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`. */
export function fnv1a32(text: string): number {
  const bytes = new TextEncoder().encode(text);
  let hash = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    hash ^= bytes[i];
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The 32-bit unsigned seed for a seed string or integer (rules in the file comment). */
export function seedToUint32(seed: Seed): number {
  if (typeof seed === "number") {
    if (!Number.isInteger(seed) || seed < 0 || seed >= UINT32) {
      throw new RangeError(`A numeric seed must be an integer in [0, 2^32), got ${seed}`);
    }
    return seed;
  }
  if (typeof seed !== "string") throw new TypeError("A seed is a string or an integer");
  if (CANONICAL_DECIMAL.test(seed)) {
    const value = Number(seed);
    if (value < UINT32) return value;
  }
  return fnv1a32(seed);
}

/** SplitMix32 (the 32-bit SplitMix with MurmurHash3's finaliser): expands one word into a stream. */
function splitMix32(state: number): { value: number; state: number } {
  const next = (state + 0x9e3779b9) | 0;
  let z = next;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  z ^= z >>> 16;
  return { value: z | 0, state: next };
}

function stateFromSeed(seed32: number): number[] {
  const words: number[] = [];
  let s = seed32 | 0;
  for (let i = 0; i < 4; i++) {
    const out = splitMix32(s);
    words.push(out.value);
    s = out.state;
  }
  // xoroshiro's all-zero state would be a fixed point. It cannot occur: the finaliser is a
  // bijection and the four states it is applied to are distinct, so at most one word is 0.
  return words;
}

class PureRandRng implements Rng {
  constructor(
    readonly seed: number,
    private readonly gen: JumpableRandomGenerator,
  ) {}

  nextInt(maxExclusive: number): number {
    if (!(maxExclusive >= 1) || !Number.isSafeInteger(maxExclusive)) {
      throw new RangeError(`nextInt needs a safe integer ≥ 1, got ${maxExclusive}`);
    }
    return uniformInt(this.gen, 0, maxExclusive - 1);
  }

  nextFloat(): number {
    return uniformFloat64(this.gen);
  }

  clone(): Rng {
    return new PureRandRng(this.seed, this.gen.clone());
  }
}

/** A generator for `seed` (string or integer; normalised by {@link seedToUint32}). */
export function makeRng(seed: Seed): Rng {
  const seed32 = seedToUint32(seed);
  return new PureRandRng(seed32, xoroshiro128plusFromState(stateFromSeed(seed32)));
}

// Crockford's base-32 alphabet, lower case: no i, l, o, u, easy to read aloud and retype.
const SEED_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

/**
 * A fresh random seed string for the UI ("Reshuffle"): 8 characters from Crockford's
 * base-32 alphabet, from the platform's crypto RNG (Node ≥ 19 and browsers). It is hashed
 * like any other string seed, so it is reproducible once shown to the player.
 */
export function randomSeed(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  let out = "";
  for (const b of bytes) out += SEED_ALPHABET[b & 31];
  return out;
}
