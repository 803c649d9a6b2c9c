/**
 * Validations per second: 60-card Dark Eden decks and 250-card Gardener of Thoughts era
 * decks, each against the bare cost of parsing and resolving the same lists in the same run.
 * Every row cycles over 200 distinct decks (bench/dark-eden-decks.ts: generated from the real
 * catalog, legal and illegal; bench/got-era-decks.ts: one-copy variants of the era deck, as a
 * player editing it makes them), so no row is one deck answered again from memory.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseDeckList } from "../lib/engine/deck-list";
import { CardIndex, resolveList } from "../lib/engine/card-index";
import { parseCatalogFile } from "../lib/catalog/catalog-file";
import { rulesetFor } from "../lib/games";
import type { BaseCard, CatalogCard } from "../lib/games/types";
import { makeEraDeck250 } from "../tests/unit/games/got-cgs/fixtures";
import { darkEdenDeckLists } from "./dark-eden-decks";
import { eraDeckVariants } from "./got-era-decks";
import { inTurns, ratio, warmUp, type BenchResult, type WindowRates } from "./harness";

const DECKS = 200;
/** How long each game's pipeline runs before it is timed (harness.ts warmUp). */
const WARM_UP_MS = 1500;

function catalog(files: string[]): CardIndex<BaseCard> {
  const cards: CatalogCard<BaseCard>[] = [];
  for (const file of files) {
    const parsed = parseCatalogFile(readFileSync(file, "utf8"), file, rulesetFor);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    cards.push(...parsed.catalog.cards);
  }
  return new CardIndex(cards);
}

/** Windows per row, the rows taking turns (harness.ts inTurns). */
const ROUNDS = 15;

const rate = (perSecond: number) => `${Math.round(perSecond).toLocaleString("en")}/s`;

async function measure(label: string, lists: readonly string[], index: CardIndex<BaseCard>, game: "dark-eden" | "got-cgs", callsPerWindow: number) {
  const ruleset = rulesetFor(game);
  const resolveOne = (list: string) => {
    const parsed = parseDeckList(list);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const deck = resolveList(parsed.value, index, ruleset.sections);
    if (!deck.ok) throw new Error(deck.error.message);
    return deck.value;
  };
  // Each call takes the next deck of the cycle.
  let next = 0;
  const resolve = () => resolveOne(lists[next++ % lists.length]);
  const decks = lists.map(resolveOne);
  const load = loadavg()[0];
  // Both the baseline and the whole pipeline are warmed up alike, so neither ratio favours the other.
  const warmed = (await warmUp(resolve, WARM_UP_MS)) + (await warmUp(() => ruleset.validate(resolve()), WARM_UP_MS));
  const rates = inTurns(
    {
      baseline: resolve,
      validate: () => ruleset.validate(decks[next++ % decks.length]),
      whole: () => ruleset.validate(resolve()),
    },
    callsPerWindow,
    ROUNDS,
  );
  const { baseline, validate, whole } = rates;
  // Time a call takes against the baseline's, from the best windows and from the medians.
  const against = (r: WindowRates) => `${ratio(baseline.best, r.best)} the baseline's time; median ${rate(r.median)}, ${ratio(baseline.median, r.median)}`;
  return [
    {
      label: `${label}: decks`,
      value: `${lists.length} distinct, cycled; ${warmed.toLocaleString("en")} warm-up calls; ${ROUNDS} windows of ${callsPerWindow.toLocaleString("en")} calls a row, the rows in turns, best window shown; load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
    },
    { label: `${label}: parse + resolve`, value: `${rate(baseline.best)} (baseline; median ${rate(baseline.median)})` },
    { label: `${label}: validate`, value: `${rate(validate.best)} (${against(validate)})` },
    { label: `${label}: parse + resolve + validate`, value: `${rate(whole.best)} (${against(whole)})` },
    // The same work per second of this process's own CPU time: what a quiet machine would show
    // when other work shares the cores (wall-clock rates then fall with the load average).
    {
      label: `${label}: parse + resolve + validate per CPU second`,
      value: `${rate(whole.bestPerCpuSecond)} of this process's CPU time (median ${rate(whole.medianPerCpuSecond)})`,
    },
    {
      label: `${label}: parse + resolve per CPU second`,
      value: `${rate(baseline.bestPerCpuSecond)} of this process's CPU time (median ${rate(baseline.medianPerCpuSecond)})`,
    },
  ];
}

export default async function validationBench(): Promise<BenchResult> {
  const darkEden = catalog(["card-data/dark-eden/base.json", "card-data/dark-eden/genesis.json"]);
  const era = makeEraDeck250();
  const got = new CardIndex<BaseCard>(era.cards);
  const darkEdenLists = darkEdenDeckLists(darkEden.all, DECKS);
  return {
    title: "Deck validations per second",
    rows: [
      ...(await measure("dark-eden, 60 cards", darkEdenLists, darkEden, "dark-eden", 2000)),
      ...(await measure("got-cgs, 250-card era deck", eraDeckVariants(era.list, DECKS), got, "got-cgs", 500)),
    ],
  };
}
