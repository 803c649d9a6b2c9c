/**
 * Monte-Carlo opening hands: how often a deck opens with each card, and with combinations
 * of cards ("at least one establishment and one infantry warrior").
 *
 * Fast path, no allocation per hand: the deck is a typed array of distinct-card indices;
 * each hand runs only burn + hand steps of a front-to-back Fisher–Yates (the first steps
 * burn cards unseen, the next ones draw the hand) on the array left by the previous hand —
 * a partial Fisher–Yates yields a uniform ordered sample whatever the starting order, so
 * the deck never needs resetting. Copies are counted per distinct card as they are drawn.
 * Deterministic: the same `rng` state (same seed) gives the same result.
 */
import type { Rng } from "./rng";

/** "At least `atLeast` (and at most `atMost`) cards among `cards` (indices into `copies`)". */
export interface CardGroup {
  cards: readonly number[];
  atLeast: number;
  atMost?: number;
}

export interface SimulationInput {
  /** Copies of each distinct card in the play deck; a card's index is its position here. */
  copies: readonly number[];
  /** Cards in the play deck (default: the sum of `copies`); the excess is untracked cards. */
  deckSize?: number;
  /** Cards removed unseen from the top before the draw (dark-eden: 3). Default 0. */
  burn?: number;
  /** Cards drawn into the hand (or seen by some turn, if the caller counts so). */
  hand: number;
  /** How many hands to simulate. */
  hands: number;
  rng: Rng;
  /**
   * Predicates to count: each is a conjunction ("AND") of groups. A hand satisfies it when
   * every group's drawn count lies within its bounds. Groups may overlap here, though
   * the exact odds (multivariateAtLeast) need disjoint ones.
   */
  groups?: readonly (readonly CardGroup[])[];
}

export interface SimulatedCard {
  copies: number;
  /** Hands holding at least one copy. */
  hits: number;
  /** hits / hands. */
  pAtLeastOne: number;
}

export interface SimulatedGroup {
  hits: number;
  p: number;
}

export interface SimulationResult {
  hands: number;
  /** Cards actually in each hand (hand, clamped to the deck left after burning). */
  handSize: number;
  cards: SimulatedCard[];
  groups: SimulatedGroup[];
}

/** The standard error of a simulated share p over n hands, sqrt(p(1 − p)/n). */
export function standardError(p: number, n: number): number {
  return n > 0 ? Math.sqrt((p * (1 - p)) / n) : Number.NaN;
}

function checkCount(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
  return value;
}

/** Simulates `hands` opening hands; see the file comment for the method. */
export function simulateOpeningHands(input: SimulationInput): SimulationResult {
  const { copies, rng } = input;
  const distinct = copies.length;
  let total = 0;
  for (const c of copies) total += checkCount("copies", c);
  const deckSize = input.deckSize === undefined ? total : checkCount("deckSize", input.deckSize);
  if (deckSize < total) throw new RangeError(`copies (${total}) exceed the deck size (${deckSize})`);
  const hands = checkCount("hands", input.hands);
  const burn = Math.min(checkCount("burn", input.burn ?? 0), deckSize);
  const handSize = Math.min(checkCount("hand", input.hand), deckSize - burn);
  const end = burn + handSize;

  // deck[p]: the distinct-card index at position p; untracked cards get index `distinct`.
  const deck = new Int32Array(deckSize);
  let p = 0;
  for (let c = 0; c < distinct; c++) for (let i = 0; i < copies[c]; i++) deck[p++] = c;
  deck.fill(distinct, p);

  const count = new Uint32Array(distinct + 1); // copies of each card in the current hand
  const hits = new Float64Array(distinct + 1); // hands with ≥ 1 copy

  // Group requirements flattened: requirement r has bounds lo[r]..hi[r]; each card lists
  // the requirements it counts towards (CSR: memberStart[c]..memberStart[c+1] in member).
  const predicates = input.groups ?? [];
  const reqLo: number[] = [];
  const reqHi: number[] = [];
  const predStart: number[] = [0];
  const membership: number[][] = Array.from({ length: distinct + 1 }, () => []);
  for (const predicate of predicates) {
    for (const group of predicate) {
      const r = reqLo.length;
      if (!Number.isInteger(group.atLeast)) throw new RangeError(`atLeast must be an integer, got ${group.atLeast}`);
      reqLo.push(group.atLeast);
      reqHi.push(group.atMost ?? Number.MAX_SAFE_INTEGER);
      for (const c of new Set(group.cards)) {
        if (!Number.isInteger(c) || c < 0 || c >= distinct) throw new RangeError(`card index ${c} is not in copies`);
        membership[c].push(r);
      }
    }
    predStart.push(reqLo.length);
  }
  const requirements = reqLo.length;
  const lo = Int32Array.from(reqLo.map((v) => Math.max(-1, Math.min(v, 0x7fffffff))));
  const hi = Int32Array.from(reqHi.map((v) => Math.max(-1, Math.min(v, 0x7fffffff))));
  const memberStart = new Int32Array(distinct + 2);
  for (let c = 0; c <= distinct; c++) memberStart[c + 1] = memberStart[c] + membership[c].length;
  const member = Int32Array.from(membership.flat());
  const reqCount = new Int32Array(requirements);
  const predicateCount = predicates.length;
  const predicateStart = Int32Array.from(predStart);
  const groupHits = new Float64Array(predicateCount);

  for (let h = 0; h < hands; h++) {
    // Burn: Fisher–Yates steps whose cards leave unseen.
    for (let i = 0; i < burn; i++) {
      const j = i + rng.nextInt(deckSize - i);
      const t = deck[i];
      deck[i] = deck[j];
      deck[j] = t;
    }
    // Draw: each step fixes the next card of the hand; count it at once.
    for (let i = burn; i < end; i++) {
      const j = i + rng.nextInt(deckSize - i);
      const c = deck[j];
      deck[j] = deck[i];
      deck[i] = c;
      if (count[c]++ === 0) hits[c]++;
    }
    if (requirements > 0) {
      for (let i = burn; i < end; i++) {
        const c = deck[i];
        for (let m = memberStart[c]; m < memberStart[c + 1]; m++) reqCount[member[m]]++;
      }
      for (let q = 0; q < predicateCount; q++) {
        let ok = true;
        for (let r = predicateStart[q]; r < predicateStart[q + 1]; r++) {
          const v = reqCount[r];
          if (v < lo[r] || v > hi[r]) {
            ok = false;
            break;
          }
        }
        if (ok) groupHits[q]++;
      }
      reqCount.fill(0);
    }
    for (let i = burn; i < end; i++) count[deck[i]] = 0;
  }

  return {
    hands,
    handSize,
    cards: copies.map((c, i) => ({ copies: c, hits: hits[i], pAtLeastOne: hands > 0 ? hits[i] / hands : 0 })),
    groups: Array.from(groupHits, (g) => ({ hits: g, p: hands > 0 ? g / hands : 0 })),
  };
}
