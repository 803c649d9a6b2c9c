/**
 * What a deck the process has never seen costs to validate: every call validates fresh deck
 * objects whose cards are fresh copies of catalog cards (and, for the era deck, carry codes
 * never used before), so nothing a validation could remember from an earlier call, per card
 * object or per card description, answers it. Each call is timed alone; the rows give p50,
 * p99 and the slowest call, p99 beside its goal as a ratio, in a warm process; wall clock and
 * this process's CPU time (a busy shared machine stretches the wall clock only).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseDeckList } from "../lib/engine/deck-list";
import { CardIndex, resolveList } from "../lib/engine/card-index";
import { parseCatalogFile } from "../lib/catalog/catalog-file";
import { rulesetFor } from "../lib/games";
import type { BaseCard, CardLookup, CatalogCard, ResolvedDeck } from "../lib/engine/deck-types";
import { makeEraDeck250 } from "../tests/unit/games/got-cgs/fixtures";
import { darkEdenDeckLists } from "./dark-eden-decks";
import { eraDeckVariants } from "./got-era-decks";
import { percentile, warmUp, type BenchResult } from "./harness";

const DECKS = 200;
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

let fresh = 0;

/**
 * The deck with every card a new object (a copy of its fields), the header references (commander,
 * leader) finding the copies too; `recode` gives every copy a code never seen before.
 */
function neverSeen(deck: ResolvedDeck<BaseCard>, recode: boolean): ResolvedDeck<BaseCard> {
  const tag = fresh++;
  const copies = new Map<object, CatalogCard<BaseCard>>();
  const copyOf = <T extends CatalogCard<BaseCard> | undefined>(card: T): T => {
    if (!card) return card;
    let found = copies.get(card);
    if (!found) {
      found = { ...card };
      if (recode) found.code = `${card.code}~${tag}`;
      copies.set(card, found);
    }
    return found as T;
  };
  const base = deck.cards;
  const cards: CardLookup<BaseCard> = {
    all: base.all,
    size: base.size,
    byCodeOrUndefined: (code) => copyOf(base.byCodeOrUndefined(code)),
    byNameOrUndefined: (name) => copyOf(base.byNameOrUndefined(name)),
    find: (text) => copyOf(base.find(text)),
    nameResolvesTo: (name, code) => base.nameResolvesTo(name, code),
    suggest: (text, limit) => base.suggest(text, limit),
  };
  return { headers: { ...deck.headers }, entries: deck.entries.map((e) => ({ ...e, card: copyOf(e.card) })), cards, extras: deck.extras };
}

const msOf = (v: number) => `${v.toFixed(3)} ms`;

async function measure(label: string, lists: readonly string[], index: CardIndex<BaseCard>, game: "dark-eden" | "got-cgs", calls: number, goalMs: number) {
  const ruleset = rulesetFor(game);
  const decks = lists.map((list) => {
    const parsed = parseDeckList(list);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const deck = resolveList(parsed.value, index, ruleset.sections);
    if (!deck.ok) throw new Error(deck.error.message);
    return deck.value;
  });
  const recode = game === "got-cgs";
  let next = 0;
  const load = loadavg()[0];
  const one = () => ruleset.validate(neverSeen(decks[next++ % decks.length], recode));
  // At least as many calls as are timed, however busy the machine: V8's optimised code, not its first tiers.
  let warmed = await warmUp(one, WARM_UP_MS);
  for (; warmed < calls; warmed++) one();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < calls; i++) {
    const deck = neverSeen(decks[next++ % decks.length], recode);
    const cpuStart = process.cpuUsage();
    const start = process.hrtime.bigint();
    ruleset.validate(deck);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1e3);
  }
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const p99 = percentile(samples, 0.99);
  const cpuP99 = percentile(cpu, 0.99);
  return [
    {
      label: `${label}: never-seen decks`,
      value: `${calls.toLocaleString("en")} calls, each timed alone, after ${warmed.toLocaleString("en")} warm-up calls; load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}`,
    },
    {
      label: `${label}: validate, never seen`,
      value: `p50 ${msOf(percentile(samples, 0.5))}, p99 ${msOf(p99)} (${(p99 / goalMs).toFixed(2)}× the ${goalMs} ms goal), slowest ${msOf(samples[samples.length - 1])}`,
    },
    // The process's own CPU time per call: what a quiet machine shows when other work shares the cores.
    {
      label: `${label}: validate, never seen, CPU time`,
      value: `p50 ${msOf(percentile(cpu, 0.5))}, p99 ${msOf(cpuP99)} (${(cpuP99 / goalMs).toFixed(2)}× the goal), slowest ${msOf(cpu[cpu.length - 1])}`,
    },
  ];
}

export default async function neverSeenBench(): Promise<BenchResult> {
  const darkEden = catalog(["card-data/dark-eden/base.json", "card-data/dark-eden/genesis.json"]);
  const era = makeEraDeck250();
  const got = new CardIndex<BaseCard>(era.cards);
  return {
    title: "Deck validation of never-seen decks",
    rows: [
      ...(await measure("dark-eden, 60 cards", darkEdenDeckLists(darkEden.all, DECKS), darkEden, "dark-eden", 5000, 1)),
      ...(await measure("got-cgs, 250-card era deck", eraDeckVariants(era.list, DECKS), got, "got-cgs", 600, 20)),
    ],
  };
}
