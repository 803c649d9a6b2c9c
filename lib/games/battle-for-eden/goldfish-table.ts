/**
 * The Battle for Eden goldfish table: the prepared deck, the state of a game, and the steps
 * the Expansion and Reinforcements phases share (the hand replenished, the log).
 */
import { gameText, type GameText } from "../../engine/goldfish/game-text";
import type { Rng } from "../../engine/rng";
import { drawCards } from "../../engine/goldfish/piles";
import { refusal, type Outcome } from "../../engine/goldfish/types";
import type { BfeCard } from "./card";
import { isEnergyCrystal } from "./common-cards";
import type { MarketCard } from "./market";

/** Battle for Eden rules, "Conquest ▶ Setup" and "The Expansion phase": the hand holds 5 cards. */
export const HAND_SIZE = 5;

export interface BfeGoldfishInput {
  /** The distinct cards of the starting deck. */
  cards: BfeCard[];
  /** Instance id → index in `cards`. */
  deck: number[];
  /** What the Reinforcements phase may buy: the World, the common and technology cards (absent: nothing). */
  market?: MarketCard[];
}

/** The cards a player owns, by the kinds the rules name. */
export interface Composition {
  crystal: number;
  unit: number;
  common: number;
  technology: number;
}

/** One finished round, for the growth table and chart. */
export interface RoundRecord {
  round: number;
  /** The value of the crystals played (the cap on units), and how many of them had a stand-in value. */
  energy: number;
  energyAssumed: number;
  /** Resources held when the Reinforcements phase began (after the Production phase). */
  resources: number;
  /** Resources and pure energy spent on purchases. */
  spent: number;
  bought: string[];
  /** Cards owned at the end of the round (deck, hand, discard pile, in front), by kind. */
  owned: number;
  composition: Composition;
}

export interface BfeTable {
  /** The round being played (1 = the first). */
  round: number;
  /** "expansion": cards are played from the hand; "reinforcements": cards are bought. */
  phase: "expansion" | "reinforcements";
  /** Top first. */
  drawPile: number[];
  hand: number[];
  /** Face up, the most recent last (on top). */
  discardPile: number[];
  /** Energy Crystal cards played in front of the player this turn. */
  inFront: number[];
  /** Unit cards returned to the player's World. */
  world: number[];
  /** Bought cards: instance `input.deck.length + i` is `market[bought[i]]`. */
  bought: number[];
  /** Resources a Production phase gives (the territories controlled; see docs/goldfish.md). */
  production: number;
  /** Whether the player controls the Heart of Eden (pure energy, technology cards). */
  heart: boolean;
  resources: number;
  pureEnergy: number;
  /**
   * The Heart of Eden was lost while pure energy was held: it is being spent on technology
   * cards at once ("The Expansion phase"), and nothing else may be done until it is.
   */
  spendingPure: boolean;
  /** The Reinforcements phase under way: the cap on units, what went to units, common cards bought, what was bought. */
  energy: number;
  spentOnUnits: number;
  commonCardsBought: number;
  boughtThisRound: number[];
  spentThisRound: number;
  rounds: RoundRecord[];
  reshuffles: number;
  log: GameText[];
}

const LOG_LINES = 40;
export const log = (s: BfeTable, ...lines: GameText[]): BfeTable => ({ ...s, log: [...s.log, ...lines].slice(-LOG_LINES) });
export const refuse = (says: GameText): Outcome<BfeTable> => refusal(says);
/** "The Reinforcements phase is under way": what an Expansion move is refused with then. */
export const REINFORCEMENTS_UNDER_WAY = gameText("bfe.reinforcementsUnderWay", "The Reinforcements phase is under way: buy cards or go to the next turn.");
/** "The Heart of Eden was lost": what any move but buying a technology card is refused with until its pure energy is spent. */
export const SPEND_PURE_FIRST = gameText(
  "bfe.spendPureFirst",
  "The Heart of Eden was lost: its pure energy must be spent on technology cards at once, before anything else.",
);
export const notInHand = (id: number) => gameText("bfe.notInHand", `Card #${id} is not in the hand.`, { id });
export const without = (list: number[], id: number) => list.filter((x) => x !== id);

/** The card of an instance: one of the starting deck, or one bought. */
export function cardOf(input: BfeGoldfishInput, state: Pick<BfeTable, "bought">, id: number): BfeCard {
  if (id < input.deck.length) return input.cards[input.deck[id]];
  return (input.market ?? [])[state.bought[id - input.deck.length]].card;
}

/** Every instance the player owns: the starting deck and the cards bought, less the units returned to the World. */
export function ownedIds(input: BfeGoldfishInput, state: Pick<BfeTable, "bought" | "world">): number[] {
  const gone = new Set(state.world);
  return Array.from({ length: input.deck.length + state.bought.length }, (_, id) => id).filter((id) => !gone.has(id));
}

export function compositionOf(input: BfeGoldfishInput, state: Pick<BfeTable, "bought" | "world">): Composition {
  const c: Composition = { crystal: 0, unit: 0, common: 0, technology: 0 };
  for (const id of ownedIds(input, state)) {
    const card = cardOf(input, state, id);
    if (isEnergyCrystal(card)) c.crystal++;
    else if (card.kind === "unit") c.unit++;
    else if (card.kind === "technology") c.technology++;
    else c.common++;
  }
  return c;
}

/**
 * Battle for Eden rules, "The Expansion phase": replenish the hand to 5; when the deck holds
 * too few cards the discard pile is shuffled first (the hand's cards are kept).
 */
export function replenish(state: BfeTable, rng: Rng): { state: BfeTable; drawn: number; reshuffled: number } {
  const need = Math.max(0, HAND_SIZE - state.hand.length);
  const d = drawCards(state.drawPile, state.discardPile, need, rng, "short");
  return {
    state: { ...state, drawPile: d.drawPile, discardPile: d.discardPile, hand: [...state.hand, ...d.drawn], reshuffles: state.reshuffles + d.reshuffles },
    drawn: d.drawn.length,
    reshuffled: d.reshuffles,
  };
}

export const drewLine = (drawn: number, reshuffled: number) =>
  `replenished the hand: drew ${drawn} card${drawn === 1 ? "" : "s"}${reshuffled > 0 ? " (the deck was short: the discard pile was shuffled first)" : ""}`;
/** drewLine's values, for the lines that say it. */
export const drewValues = (drawn: number, reshuffled: number) => ({ drawn, reshuffled: reshuffled > 0 ? "yes" : "no" });
