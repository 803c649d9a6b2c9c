import { readFileSync } from "node:fs";
/**
 * Goldfish fixtures: Dark Eden decks from the real catalog (card-data/dark-eden), read the
 * way the app reads them, and a way to play a list of actions.
 */
import { expect } from "vitest";
import { resolveList } from "@/lib/engine/card-index";
import { parseDeckList } from "@/lib/engine/deck-list";
import { makeRng, type Rng } from "@/lib/engine/rng";
import type { DarkEdenGoldfishInput, Dominion } from "@/lib/games/dark-eden/dominion";
import { darkEdenGoldfish, type DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import type { DarkEdenCard } from "@/lib/games/dark-eden/card";
import type { GoldfishRules } from "@/lib/engine/goldfish/types";
import { index } from "../games/dark-eden/catalog";

export { card } from "../games/dark-eden/catalog";

/** A Dark Eden deck list resolved against the real catalog and prepared for the goldfish. */
export function darkEdenInput(list: string): DarkEdenGoldfishInput {
  const parsed = parseDeckList(list);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const resolved = resolveList<DarkEdenCard>(parsed.value, index, ["main"]);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const prepared = darkEdenGoldfish.prepare(resolved.value);
  if (!prepared.ok) throw new Error(prepared.message);
  return prepared.input;
}

/**
 * 60 General Establishments with no red icons and an Initial Cost of at most 3, for
 * Kommendant Leitheusser (SETTING UP needs a Commander; the balance never fails).
 */
export const SIXTY_ESTABLISHMENTS = readFileSync("tests/fixtures/decks/dark-eden-sixty-establishments.txt", "utf8");

/** Applies actions in order from a state, failing the test on a refusal; returns the state and generator. */
export function play<I, S, A>(rules: GoldfishRules<I, S, A>, input: I, state: S, actions: A[], rng: Rng = makeRng(0)): { state: S; rng: Rng } {
  let s = state;
  for (const action of actions) {
    const out = rules.apply(input, s, action, rng);
    if (!out.ok) expect.fail(`refused ${JSON.stringify(action)}: ${out.reason}`);
    s = out.state;
  }
  return { state: s, rng };
}

export function refusal<I, S, A>(rules: GoldfishRules<I, S, A>, input: I, state: S, action: A, rng: Rng = makeRng(0)): string {
  const out = rules.apply(input, state, action, rng);
  if (out.ok) expect.fail(`expected ${JSON.stringify(action)} to be refused`);
  return out.reason;
}

export const de = darkEdenGoldfish;
export type { DarkEdenAction, Dominion };

/** Every instance id appears exactly once across the zones of a Dominion. */
export function zonesPartitionDeck(state: Dominion, size: number): boolean {
  const all = [
    ...state.drawPile,
    ...state.hand,
    ...state.discardPile,
    ...state.annihilated,
    ...state.turf.map((b) => b.id),
    ...state.borderlands,
    ...state.warband,
    ...state.attached,
  ].sort((a, b) => a - b);
  return all.length === size && all.every((id, i) => id === i);
}
