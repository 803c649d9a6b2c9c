/**
 * Validations per second: a 60-card Dark Eden deck and a 250-card Gardener of Thoughts era
 * deck, each against the bare cost of parsing and resolving the same list in the same run.
 */
import { readFileSync } from "node:fs";
import { parseDeckList } from "../lib/engine/deck-list";
import { CardIndex, resolveList } from "../lib/engine/card-index";
import { parseCatalogFile } from "../lib/catalog/catalog-file";
import { rulesetFor } from "../lib/games";
import type { BaseCard, CatalogCard } from "../lib/games/types";
import { makeEraDeck250 } from "../tests/unit/games/got-cgs/fixtures";
import { ratio, time, type BenchResult } from "./harness";

function catalog(files: string[]): CardIndex<BaseCard> {
  const cards: CatalogCard<BaseCard>[] = [];
  for (const file of files) {
    const parsed = parseCatalogFile(readFileSync(file, "utf8"), file, rulesetFor);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    cards.push(...parsed.catalog.cards);
  }
  return new CardIndex(cards);
}

async function measure(label: string, list: string, index: CardIndex<BaseCard>, game: "dark-eden" | "got-cgs") {
  const ruleset = rulesetFor(game);
  const resolve = () => {
    const parsed = parseDeckList(list);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const deck = resolveList(parsed.value, index, ruleset.sections);
    if (!deck.ok) throw new Error(deck.error.message);
    return deck.value;
  };
  const deck = resolve();
  const baseline = await time(`${label}: parse + resolve`, resolve, 2000, 200);
  const validate = await time(`${label}: validate`, () => ruleset.validate(deck), 2000, 200);
  const whole = await time(`${label}: parse + resolve + validate`, () => ruleset.validate(resolve()), 2000, 200);
  // The same work per second of this process's own CPU time: what a quiet machine would show
  // when other work shares the cores (wall-clock rates then fall with the load average).
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < 2000; i++) ruleset.validate(resolve());
  const cpu = process.cpuUsage(cpuStart);
  const perCpuSecond = 2000 / ((cpu.user + cpu.system) / 1e6);
  return [
    { label: baseline.label, value: `${Math.round(baseline.opsPerSecond).toLocaleString("en")}/s (baseline)` },
    {
      label: validate.label,
      value: `${Math.round(validate.opsPerSecond).toLocaleString("en")}/s (${ratio(validate.meanMs, baseline.meanMs)} the baseline's time)`,
    },
    { label: whole.label, value: `${Math.round(whole.opsPerSecond).toLocaleString("en")}/s (${ratio(whole.meanMs, baseline.meanMs)} the baseline's time)` },
    { label: `${label}: parse + resolve + validate per CPU second`, value: `${Math.round(perCpuSecond).toLocaleString("en")}/s of this process's CPU time` },
  ];
}

export default async function validationBench(): Promise<BenchResult> {
  const darkEden = catalog(["card-data/dark-eden/base.json", "card-data/dark-eden/genesis.json"]);
  const era = makeEraDeck250();
  const got = new CardIndex<BaseCard>(era.cards);
  return {
    title: "Deck validations per second",
    rows: [
      ...(await measure("dark-eden, 60 cards", readFileSync("tests/fixtures/decks/dark-eden-legal.txt", "utf8"), darkEden, "dark-eden")),
      ...(await measure("got-cgs, 250-card era deck", era.list, got, "got-cgs")),
    ],
  };
}
