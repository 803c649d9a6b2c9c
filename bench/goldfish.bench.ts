/**
 * Goldfish engine: simulated opening hands per second on a 60-card deck (dark-eden set-up:
 * 3 unseen discards, 7 drawn), beside in-process baselines — the raw generator, a naive
 * allocate-and-shuffle simulation — and the exact (BigInt) odds for the same cards.
 */
import { hypergeometricAtLeast, multivariateAtLeast } from "../lib/engine/odds";
import { makeRng } from "../lib/engine/rng";
import { shuffled } from "../lib/engine/shuffle";
import { simulateOpeningHands, standardError, type CardGroup } from "../lib/engine/simulate";
import { ms, ratio, time, type BenchResult } from "./harness";

const copies = [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 3]; // 16 distinct cards, 60 in all
const deckSize = 60;
const burn = 3;
const hand = 7;
const HANDS = 100_000;
const groups: CardGroup[][] = [
  [
    { cards: [0, 1, 2], atLeast: 1 },
    { cards: [3, 4, 5, 6], atLeast: 1 },
  ],
  [{ cards: [12, 13], atLeast: 2 }],
];

const perSecond = (count: number, meanMs: number) => `${Math.round((count / meanMs) * 1000).toLocaleString("en-US")}/s`;

export default async function goldfishBench(): Promise<BenchResult> {
  const rng = makeRng("bench");

  const simulation = await time("simulate 100k hands", () => simulateOpeningHands({ copies, burn, hand, hands: HANDS, rng }), 20, 3);
  const withGroups = await time("simulate 100k hands + 2 predicates", () => simulateOpeningHands({ copies, burn, hand, hands: HANDS, rng, groups }), 20, 3);

  // Baseline 1: the generator alone, 10 draws (burn + hand) per hand.
  const draws = HANDS * (burn + hand);
  const rawRng = await time(
    "nextInt alone, 10 per hand",
    () => {
      let acc = 0;
      for (let i = 0; i < draws; i++) acc += rng.nextInt(60 - (i % 10));
      return acc;
    },
    20,
    3,
  );

  // Baseline 2: the obvious way — a shuffled copy of an array of card codes per hand.
  const deck = copies.flatMap((c, i) => Array.from({ length: c }, () => `card-${i}`));
  const NAIVE_HANDS = 10_000;
  const naive = await time(
    "naive: shuffled copy + Set per hand",
    () => {
      const hits = new Map<string, number>();
      for (let h = 0; h < NAIVE_HANDS; h++) {
        const order = shuffled(deck, rng);
        for (const code of new Set(order.slice(burn, burn + hand))) hits.set(code, (hits.get(code) ?? 0) + 1);
      }
      return hits;
    },
    20,
    3,
  );

  // Exact odds for the same 16 cards (binomials cached after the warm-up), and the predicates.
  const exactCards = await time("exact P(≥1) for 16 cards, burned 3", () =>
    copies.map((c) => hypergeometricAtLeast({ deckSize, copies: c, seen: hand, burned: burn })),
  );
  const exactPlain = await time("exact P(≥1) for 16 cards, plain", () => copies.map((c) => hypergeometricAtLeast({ deckSize, copies: c, seen: hand })));
  const predicateGroups = groups.map((p) => p.map((g) => ({ copies: g.cards.reduce((a, c) => a + copies[c], 0), atLeast: g.atLeast })));
  const exactGroups = await time("exact 2 predicates, burned 3", () =>
    predicateGroups.map((g) => multivariateAtLeast({ deckSize, seen: hand, burned: burn, groups: g })),
  );

  // Accuracy of one 100k-hand run against the exact values, in standard errors.
  const sim = simulateOpeningHands({ copies, burn, hand, hands: HANDS, rng: makeRng("accuracy") });
  const worstSe = Math.max(
    ...sim.cards.map((card, i) => {
      const p = hypergeometricAtLeast({ deckSize, copies: copies[i], seen: hand, burned: burn });
      return Math.abs(card.pAtLeastOne - p) / standardError(p, HANDS);
    }),
  );

  const simHandsPerMs = HANDS / simulation.meanMs;
  return {
    title: "goldfish engine (60 cards, 16 distinct, burn 3, draw 7)",
    rows: [
      { label: "simulated hands", value: `${perSecond(HANDS, simulation.meanMs)} (${ms(simulation.meanMs)} per 100k, p95 ${ms(simulation.p95Ms)})` },
      { label: "simulated hands + 2 predicates", value: `${perSecond(HANDS, withGroups.meanMs)} (${ratio(simulation.meanMs, withGroups.meanMs)} of plain)` },
      {
        label: "baseline: nextInt alone",
        value: `${perSecond(draws, rawRng.meanMs)} numbers; hand loop costs ${ratio(simulation.meanMs, rawRng.meanMs)} the bare draws`,
      },
      {
        label: "baseline: naive simulation",
        value: `${perSecond(NAIVE_HANDS, naive.meanMs)}; fast path ${ratio(simHandsPerMs, NAIVE_HANDS / naive.meanMs)} faster`,
      },
      { label: "exact, 16 cards, burned 3", value: `${ms(exactCards.meanMs)} (p95 ${ms(exactCards.p95Ms)})` },
      { label: "exact, 16 cards, plain", value: `${ms(exactPlain.meanMs)}; burn sum costs ${ratio(exactCards.meanMs, exactPlain.meanMs)}` },
      { label: "exact, 2 predicates, burned 3", value: ms(exactGroups.meanMs) },
      { label: "100k simulated vs exact 16 cards", value: `simulation takes ${ratio(simulation.meanMs, exactCards.meanMs)} the exact time` },
      { label: "hands simulated in one exact run", value: Math.round(simHandsPerMs * exactCards.meanMs).toLocaleString("en-US") },
      { label: "100k-hand run, worst card error", value: `${worstSe.toFixed(2)} standard errors` },
    ],
  };
}
