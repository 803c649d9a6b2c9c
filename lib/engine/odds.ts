/**
 * Exact draw odds: hypergeometric and multivariate hypergeometric probabilities, computed
 * with exact integer combinatorics (BigInt) and converted to a double only at the end.
 *
 * Conventions shared by every function (docs/goldfish-engine.md):
 * - `deckSize` N is the play deck; `copies` K are the cards of interest in it.
 * - `burned` b cards leave the top of the deck unseen before the draw (dark-eden "SETTING
 *   UP" step 3 puts 3 in the discard pile); `seen` n cards are then drawn.
 * - Counts are clamped to what exists: b to N, then n to N − b (you cannot draw more cards
 *   than the deck holds). Negative or fractional counts, or K > N, are RangeErrors.
 * - `*Exact` functions return the probability as a reduced fraction of BigInts; the
 *   others return a double within a few ulps of it.
 */

export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

const ZERO: Fraction = { num: 0n, den: 1n };
const ONE: Fraction = { num: 1n, den: 1n };

function checkCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/** The binomial coefficient C(n, k) as an exact BigInt (0 when k < 0 or k > n). */
export function binomial(n: number, k: number): bigint {
  checkCount("n", n);
  if (!Number.isInteger(k) || k < 0 || k > n) return 0n;
  const kk = Math.min(k, n - k);
  if (kk === 0) return 1n;
  let r = 1n;
  const base = n - kk;
  // After step i, r = C(base + i, i): each division is exact.
  for (let i = 1; i <= kk; i++) r = (r * BigInt(base + i)) / BigInt(i);
  return r;
}

/** `binomial`, each coefficient worked out once for the call that asks for it again and again (a sum, the turns of a by-turn question). */
function binomials(): (n: number, k: number) => bigint {
  const known = new Map<string, bigint>();
  return (n, k) => {
    const key = `${n},${k}`;
    let found = known.get(key);
    if (found === undefined) {
      found = binomial(n, k);
      known.set(key, found);
    }
    return found;
  };
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

function fraction(num: bigint, den: bigint): Fraction {
  if (num === 0n) return ZERO;
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

function bitLength(x: bigint): number {
  return x === 0n ? 0 : x.toString(2).length;
}

/** A fraction of BigInts as the nearest double (≈1 ulp), at any magnitude of the terms. */
export function fractionToNumber(f: Fraction): number {
  if (f.den === 0n) throw new RangeError("zero denominator");
  if (f.num === 0n) return 0;
  const negative = f.num < 0n !== f.den < 0n;
  const num = f.num < 0n ? -f.num : f.num;
  const den = f.den < 0n ? -f.den : f.den;
  // Scale so the integer quotient carries ≥ 64 significant bits, then undo the scale.
  const shift = bitLength(den) - bitLength(num) + 64;
  const q = shift >= 0 ? (num << BigInt(shift)) / den : num / (den << BigInt(-shift));
  const value = Number(q) * 2 ** -Math.min(shift, 1000) * 2 ** -Math.max(shift - 1000, 0);
  return negative ? -value : value;
}

/** a/b === c/d exactly. */
export function fractionsEqual(a: Fraction, b: Fraction): boolean {
  return a.num * b.den === b.num * a.den;
}

interface Draw {
  deckSize: number;
  burned: number;
  seen: number;
}

function normaliseDraw(deckSize: number, seen: number, burned = 0): Draw {
  const n = checkCount("deckSize", deckSize);
  const b = Math.min(checkCount("burned", burned), n);
  return { deckSize: n, burned: b, seen: Math.min(checkCount("seen", seen), n - b) };
}

// ---------------------------------------------------------------------------------------
// One kind of card: the hypergeometric distribution.

export interface HypergeometricQuery {
  /** N: cards in the play deck. */
  deckSize: number;
  /** K: copies of the card (or cards of the kind) in the deck. */
  copies: number;
  /** n: cards drawn (seen). */
  seen: number;
  /** b: cards removed unseen from the top before the draw (default 0). */
  burned?: number;
}

function checkCopies(copies: number, deckSize: number): number {
  checkCount("copies", copies);
  if (copies > deckSize) throw new RangeError(`copies (${copies}) exceed the deck size (${deckSize})`);
  return copies;
}

/**
 * P(X = exactly): exactly that many copies among the `seen` cards,
 * C(K, k)·C(N − K, n − k) / C(N, n). Burned cards do not change it (see
 * {@link hypergeometricAtLeastExact}), so `burned` only shortens the deck for the clamp.
 */
export function hypergeometricPmfExact(q: HypergeometricQuery & { exactly: number }): Fraction {
  const { deckSize: N, seen: n } = normaliseDraw(q.deckSize, q.seen, q.burned);
  const K = checkCopies(q.copies, N);
  if (!Number.isInteger(q.exactly)) throw new RangeError(`exactly must be an integer, got ${q.exactly}`);
  return fraction(binomial(K, q.exactly) * binomial(N - K, n - q.exactly), binomial(N, n));
}

export function hypergeometricPmf(q: HypergeometricQuery & { exactly: number }): number {
  return fractionToNumber(hypergeometricPmfExact(q));
}

/**
 * P(X ≥ atLeast): at least `atLeast` (default 1) copies among the `seen` cards.
 *
 * Without burned cards: Σ_{j ≥ k} C(K, j)·C(N − K, n − j) / C(N, n).
 * With b burned cards it sums over what was burned — j copies burned with probability
 * C(K, j)·C(N − K, b − j) / C(N, b), then the draw from the N − b cards left — via
 * {@link multivariateAtLeastExact}. The result is the same number (the burned cards are a
 * uniform random subset no one sees); tests/unit/engine/odds.test.ts checks it exactly.
 */
export function hypergeometricAtLeastExact(q: HypergeometricQuery & { atLeast?: number }): Fraction {
  return atLeastExact(q, binomials());
}

/** hypergeometricAtLeastExact with the binomials of `choose` (one table for the turns of one by-turn question). */
function atLeastExact(q: HypergeometricQuery & { atLeast?: number }, choose: (n: number, k: number) => bigint): Fraction {
  const draw = normaliseDraw(q.deckSize, q.seen, q.burned);
  const K = checkCopies(q.copies, draw.deckSize);
  const k = q.atLeast ?? 1;
  if (!Number.isInteger(k)) throw new RangeError(`atLeast must be an integer, got ${k}`);
  if (k <= 0) return ONE;
  if (draw.burned > 0) return multivariateExact({ ...q, groups: [{ copies: K, atLeast: k }] }, choose);
  const { deckSize: N, seen: n } = draw;
  let num = 0n;
  for (let j = k; j <= Math.min(K, n); j++) num += choose(K, j) * choose(N - K, n - j);
  return fraction(num, choose(N, n));
}

export function hypergeometricAtLeast(q: HypergeometricQuery & { atLeast?: number }): number {
  return fractionToNumber(hypergeometricAtLeastExact(q));
}

/**
 * "By turn t": P(X ≥ atLeast) for each entry of `seenByTurn`, the number of cards seen by
 * the end of that turn. Each game passes its own counts (opening hand plus its draws).
 */
export function hypergeometricAtLeastByTurn(q: Omit<HypergeometricQuery, "seen"> & { atLeast?: number; seenByTurn: readonly number[] }): number[] {
  const choose = binomials();
  return q.seenByTurn.map((seen) => fractionToNumber(atLeastExact({ ...q, seen }, choose)));
}

// ---------------------------------------------------------------------------------------
// Several disjoint kinds at once: the multivariate hypergeometric distribution.

export interface GroupRequirement {
  /** Cards of this group in the deck (groups are disjoint; the rest of the deck is "other"). */
  copies: number;
  /** At least this many of the group among the seen cards (default 0: no lower bound). */
  atLeast?: number;
  /** At most this many (default: no upper bound). */
  atMost?: number;
}

export interface MultivariateQuery {
  deckSize: number;
  seen: number;
  burned?: number;
  groups: readonly GroupRequirement[];
}

/**
 * P(every group's count lies in its [atLeast, atMost] among the `seen` cards), e.g. "at
 * least one establishment AND at least one infantry warrior in the opening hand".
 *
 * Exact, by summing the joint distribution over group counts x₁…x_m:
 *   Σ Π C(K_i, x_i) · C(N − ΣK, n − Σx) / C(N, n).
 * With b burned cards it also sums over the burned counts y₁…y_m (the same product form
 * for b cards), then the draw from the remaining deck; denominator C(N, b)·C(N − b, n).
 */
export function multivariateAtLeastExact(q: MultivariateQuery): Fraction {
  return multivariateExact(q, binomials());
}

/** multivariateAtLeastExact with the binomials of `choose`. */
function multivariateExact(q: MultivariateQuery, choose: (n: number, k: number) => bigint): Fraction {
  const { deckSize: N, burned: b, seen: n } = normaliseDraw(q.deckSize, q.seen, q.burned);
  const m = q.groups.length;
  const K = q.groups.map((g) => checkCount("copies", g.copies));
  const other = N - K.reduce((a, c) => a + c, 0);
  if (other < 0) throw new RangeError(`the groups' copies exceed the deck size (${N})`);
  const lo = q.groups.map((g) => {
    const v = g.atLeast ?? 0;
    if (!Number.isInteger(v)) throw new RangeError(`atLeast must be an integer, got ${v}`);
    return Math.max(0, v);
  });
  const hi = q.groups.map((g) => {
    const v = g.atMost ?? Number.POSITIVE_INFINITY;
    if (v !== Number.POSITIVE_INFINITY && !Number.isInteger(v)) throw new RangeError(`atMost must be an integer, got ${v}`);
    return v;
  });
  // loSuffix[i]: the fewest cards groups i..m−1 still need; prunes hopeless branches.
  const loSuffix = new Array<number>(m + 1).fill(0);
  for (let i = m - 1; i >= 0; i--) loSuffix[i] = loSuffix[i + 1] + lo[i];

  // Ways to draw n cards from a deck holding `left[i]` of each group and `otherLeft` others
  // with every group within its bounds.
  const left = K.slice();
  const drawWays = (i: number, remaining: number, otherLeft: number): bigint => {
    if (i === m) return choose(otherLeft, remaining);
    if (remaining < loSuffix[i]) return 0n;
    let sum = 0n;
    const top = Math.min(hi[i], left[i], remaining - loSuffix[i + 1]);
    for (let x = lo[i]; x <= top; x++) sum += choose(left[i], x) * drawWays(i + 1, remaining - x, otherLeft);
    return sum;
  };

  if (b === 0) return fraction(drawWays(0, n, other), choose(N, n));

  // Ways to burn b cards (y_i of group i), each followed by the ways to draw.
  const burnWays = (i: number, remaining: number): bigint => {
    if (i === m) {
      if (remaining > other) return 0n;
      return choose(other, remaining) * drawWays(0, n, other - remaining);
    }
    let sum = 0n;
    for (let y = 0; y <= Math.min(K[i], remaining); y++) {
      left[i] = K[i] - y;
      sum += choose(K[i], y) * burnWays(i + 1, remaining - y);
    }
    left[i] = K[i];
    return sum;
  };
  return fraction(burnWays(0, b), choose(N, b) * choose(N - b, n));
}

export function multivariateAtLeast(q: MultivariateQuery): number {
  return fractionToNumber(multivariateAtLeastExact(q));
}

/** Multivariate P for each entry of `seenByTurn` (cards seen by the end of each turn). */
export function multivariateAtLeastByTurn(q: Omit<MultivariateQuery, "seen"> & { seenByTurn: readonly number[] }): number[] {
  const choose = binomials();
  return q.seenByTurn.map((seen) => fractionToNumber(multivariateExact({ ...q, seen }, choose)));
}

/** The joint probability of exactly `counts[i]` of each group among the `seen` cards. */
export function multivariatePmfExact(q: { deckSize: number; seen: number; copies: readonly number[]; counts: readonly number[] }): Fraction {
  if (q.copies.length !== q.counts.length) throw new RangeError("copies and counts differ in length");
  return multivariateAtLeastExact({
    deckSize: q.deckSize,
    seen: q.seen,
    groups: q.copies.map((copies, i) => ({ copies, atLeast: q.counts[i], atMost: q.counts[i] })),
  });
}
