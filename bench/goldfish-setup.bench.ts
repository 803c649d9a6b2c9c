/**
 * Goldfish set-ups: full Dark Eden set-ups per second ("SETTING UP": shuffle, 3 unseen
 * discards, 7 drawn, the Dominion laid out) beside the bare engine deal they are built on
 * (`dealOpening`), a replayed URL game, and the exact by-turn odds table beside the
 * by-turn simulation the page runs next to it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { CardIndex, resolveList } from "../lib/engine/card-index";
import { parseDeckList } from "../lib/engine/deck-list";
import { makeRng } from "../lib/engine/rng";
import { dealOpening } from "../lib/engine/shuffle";
import { simulateOpeningHands } from "../lib/engine/simulate";
import { darkEdenDrawModel, darkEdenGoldfish, setUpDarkEden } from "../lib/games/dark-eden/goldfish";
import type { DarkEdenCard } from "../lib/games/dark-eden/card";
import type { CatalogCard } from "../lib/games/types";
import { byTurnSimulation, exactByTurn } from "../lib/engine/goldfish/by-turn";
import { replay } from "../lib/engine/goldfish/session";
import { ms, ratio, time, type BenchResult } from "./harness";

const LIST = readFileSync("tests/fixtures/decks/dark-eden-goldfish.txt", "utf8");

function input() {
  const cards = ["base", "genesis"].flatMap((set) => {
    const file = JSON.parse(readFileSync(path.resolve("card-data/dark-eden", `${set}.json`), "utf8")) as { cards: DarkEdenCard[] };
    return file.cards.map((c): CatalogCard<DarkEdenCard> => ({ ...c, set }));
  });
  const parsed = parseDeckList(LIST);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const resolved = resolveList(parsed.value, new CardIndex(cards), ["main"]);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const prepared = darkEdenGoldfish.prepare(resolved.value);
  if (!prepared.ok) throw new Error(prepared.message);
  return prepared.input;
}

const perSecond = (count: number, meanMs: number) => `${Math.round((count / meanMs) * 1000).toLocaleString("en-US")}/s`;

export default async function goldfishSetupBench(): Promise<BenchResult> {
  const de = input();
  const ids = de.deck.map((_, id) => id);
  const rng = makeRng("bench");
  const BATCH = 1000;

  const bare = await time(
    "bare dealOpening ×1000",
    () => {
      for (let i = 0; i < BATCH; i++) dealOpening(ids, rng, { burn: 3, hand: 7 });
    },
    50,
    5,
  );
  const full = await time(
    "full set-up ×1000",
    () => {
      for (let i = 0; i < BATCH; i++) setUpDarkEden(de, rng);
    },
    50,
    5,
  );
  const first = replay(darkEdenGoldfish, de, "bench", "g_n");
  const list = `g_n_b.${first.state.hand[0]}.1.0_d.${first.state.hand[1]}_n_n_n`;
  const replayed = await time(
    "replay of a 7-action URL ×100",
    () => {
      for (let i = 0; i < 100; i++) replay(darkEdenGoldfish, de, `s${i}`, list);
    },
    50,
    5,
  );

  const model = darkEdenDrawModel(de);
  const seen = model.seenByTurn(8, 2);
  const table = await time("exact by-turn table (8 turns, 15 cards + types)", () => exactByTurn(model, seen), 200, 20);
  const oneCell = await time("exact single P(≥1), 7 seen, 3 burned", () => exactByTurn({ ...model, cards: model.cards.slice(0, 1), kinds: [] }, [7]), 200, 20);
  const simTurns = await time("by-turn simulation, 100k set-ups, 8 turns", () => byTurnSimulation(model, seen, rng).run(100_000), 10, 2);
  const simOpening = await time(
    "engine simulateOpeningHands, 100k opening hands",
    () => simulateOpeningHands({ copies: model.cards.map((c) => c.copies), burn: 3, hand: 7, hands: 100_000, rng }),
    10,
    2,
  );

  return {
    title: "Goldfish set-ups (Dark Eden, 60 cards)",
    rows: [
      { label: "bare dealOpening (baseline)", value: perSecond(BATCH, bare.meanMs) },
      { label: "full set-up (Dominion laid out)", value: `${perSecond(BATCH, full.meanMs)}  (${ratio(full.meanMs, bare.meanMs)} the bare deal's time)` },
      { label: "replay of g_n_b_d_n_n_n", value: `${perSecond(100, replayed.meanMs)}  (${ratio(replayed.meanMs / 100, full.meanMs / BATCH)} a set-up's time)` },
      { label: "exact by-turn table", value: `${ms(table.p50Ms)} p50, ${ms(table.p95Ms)} p95  (${ratio(table.meanMs, oneCell.meanMs)} one cell)` },
      { label: "exact single cell (baseline)", value: `${ms(oneCell.p50Ms)} p50` },
      {
        label: "by-turn simulation, 100k × 8 turns",
        value: `${ms(simTurns.p50Ms)} p50  (${ratio(simTurns.meanMs, simOpening.meanMs)} the engine's opening-hand simulation)`,
      },
      { label: "engine simulateOpeningHands 100k (baseline)", value: `${ms(simOpening.p50Ms)} p50` },
    ],
  };
}
