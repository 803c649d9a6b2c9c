/**
 * Battle for Eden goldfish: "Conquest ▶ Setup" (the starting deck shuffled, 5 drawn), the
 * card play of "The Expansion phase" (Energy Crystals played in front, units sent to
 * battle, discards, units returned to the World, replenishing to 5 with the discard pile
 * shuffled when the deck is short, bonus turns) and the budget of "The Reinforcements phase".
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import type { Rng } from "../../engine/rng";
import { dealOpening } from "../../engine/shuffle";
import { intArg } from "../../goldfish/action-codec";
import { drawCards } from "../../goldfish/piles";
import type { ActionToken, DrawModel, GoldfishRules, Outcome, Prepared } from "../../goldfish/types";
import type { BfeCard } from "./card";
import { isEnergyCrystal } from "./common-cards";
import { describeBudget, reinforcementBudget, type ReinforcementBudget } from "./reinforcements";
import { readStartingDeck } from "./starting-deck-input";

/** Battle for Eden rules, "Conquest ▶ Setup" and "The Expansion phase": the hand holds 5 cards. */
export const HAND_SIZE = 5;

export interface BfeGoldfishInput {
  /** The distinct cards of the starting deck. */
  cards: BfeCard[];
  /** Instance id → index in `cards`. */
  deck: number[];
}

export interface BfeTable {
  /** The round being played (1 = the first). */
  round: number;
  /** Top first. */
  drawPile: number[];
  hand: number[];
  /** Face up, the most recent last (on top). */
  discardPile: number[];
  /** Energy Crystal cards played in front of the player this turn. */
  inFront: number[];
  /** Unit cards returned to the player's World. */
  world: number[];
  /** Each finished round's reinforcement budget. */
  budgets: { round: number; budget: ReinforcementBudget }[];
  reshuffles: number;
  log: string[];
}

export type BfeAction =
  | { type: "crystal"; card: number }
  | { type: "battle"; card: number }
  | { type: "discard"; card: number }
  | { type: "world"; card: number }
  | { type: "end-turn" }
  | { type: "bonus-turn" };

const LOG_LINES = 40;
const log = (s: BfeTable, ...lines: string[]): BfeTable => ({ ...s, log: [...s.log, ...lines].slice(-LOG_LINES) });
const refuse = (reason: string): Outcome<BfeTable> => ({ ok: false, reason });
const without = (list: number[], id: number) => list.filter((x) => x !== id);

export function prepareBfe(deck: ResolvedDeck<BfeCard>): Prepared<BfeGoldfishInput> {
  const read = readStartingDeck(deck);
  const cards = read.entries.map((e) => e.card);
  const instances = read.entries.flatMap((e, i) => Array.from({ length: e.quantity }, () => i));
  if (instances.length === 0) return { ok: false, code: "EMPTY_DECK", message: "The starting deck holds no card to shuffle." };
  return { ok: true, input: { cards, deck: instances } };
}

// Battle for Eden rules, "Conquest ▶ Setup": the starting deck is shuffled and 5 cards are drawn.
export function setUpBfe(input: BfeGoldfishInput, rng: Rng): BfeTable {
  const opening = dealOpening(
    input.deck.map((_, id) => id),
    rng,
    { hand: HAND_SIZE },
  );
  return {
    round: 1,
    drawPile: opening.library,
    hand: opening.hand,
    discardPile: [],
    inFront: [],
    world: [],
    budgets: [],
    reshuffles: 0,
    log: [`Set up: ${input.deck.length} cards shuffled into a deck, ${opening.hand.length} drawn.`],
  };
}

const cardOf = (input: BfeGoldfishInput, id: number) => input.cards[input.deck[id]];

/** The budget the crystals now in front would give in the Reinforcements phase. */
export function currentBudget(input: BfeGoldfishInput, state: BfeTable): ReinforcementBudget {
  return reinforcementBudget(state.inFront.map((id) => cardOf(input, id)));
}

/**
 * Battle for Eden rules, "The Expansion phase": replenish the hand to 5; when the deck holds
 * too few cards the discard pile is shuffled first (the hand's cards are kept).
 */
function replenish(state: BfeTable, rng: Rng): { state: BfeTable; drawn: number; reshuffled: number } {
  const need = Math.max(0, HAND_SIZE - state.hand.length);
  const d = drawCards(state.drawPile, state.discardPile, need, rng, "short");
  return {
    state: { ...state, drawPile: d.drawPile, discardPile: d.discardPile, hand: [...state.hand, ...d.drawn], reshuffles: state.reshuffles + d.reshuffles },
    drawn: d.drawn.length,
    reshuffled: d.reshuffles,
  };
}

const drewLine = (drawn: number, reshuffled: number) =>
  `replenished the hand: drew ${drawn} card${drawn === 1 ? "" : "s"}${reshuffled > 0 ? " (the deck was short: the discard pile was shuffled first)" : ""}`;

function fromHand(state: BfeTable, id: number): string | null {
  return state.hand.includes(id) ? null : `Card #${id} is not in the hand.`;
}

function applyBfe(input: BfeGoldfishInput, state: BfeTable, action: BfeAction, rng: Rng): Outcome<BfeTable> {
  switch (action.type) {
    // "The Expansion phase": Energy Crystal cards are played in front of the player, for the Reinforcements phase.
    case "crystal": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      const card = cardOf(input, action.card);
      if (!isEnergyCrystal(card)) return refuse(`${card.name} is not an Energy Crystal.`);
      return {
        ok: true,
        state: log({ ...state, hand: without(state.hand, action.card), inFront: [...state.inFront, action.card] }, `Played ${card.name} in front.`),
      };
    }
    // "The Expansion phase" and "Combat": a unit card starts (or joins) a battle, then is discarded with its army.
    case "battle": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      const card = cardOf(input, action.card);
      if (card.kind !== "unit") return refuse(`${card.name} is not a unit: only unit cards fight.`);
      return {
        ok: true,
        state: log(
          { ...state, hand: without(state.hand, action.card), discardPile: [...state.discardPile, action.card] },
          `Sent ${card.name} to battle; discarded after the battle.`,
        ),
      };
    }
    // "The Expansion phase": any number of cards may be discarded from the hand.
    case "discard": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      return {
        ok: true,
        state: log(
          { ...state, hand: without(state.hand, action.card), discardPile: [...state.discardPile, action.card] },
          `Discarded ${cardOf(input, action.card).name}.`,
        ),
      };
    }
    // "The Expansion phase": unit cards may be returned from the hand to the World.
    case "world": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      const card = cardOf(input, action.card);
      if (card.kind !== "unit") return refuse(`${card.name} is not a unit: only units return to the World.`);
      return {
        ok: true,
        state: log({ ...state, hand: without(state.hand, action.card), world: [...state.world, action.card] }, `Returned ${card.name} to the World.`),
      };
    }
    // "The Expansion phase": after taking a territory, the crystals in front return to the hand, the hand is replenished, a bonus turn starts.
    case "bonus-turn": {
      const back = { ...state, hand: [...state.hand, ...state.inFront], inFront: [] };
      const r = replenish(back, rng);
      return {
        ok: true,
        state: log(
          r.state,
          `Bonus turn: ${state.inFront.length} crystal${state.inFront.length === 1 ? "" : "s"} back to the hand; ${drewLine(r.drawn, r.reshuffled)}.`,
        ),
      };
    }
    // End of the turn: replenish to 5 (crystals still in front), then "The Reinforcements phase": the budget, and the crystals discarded.
    case "end-turn": {
      const r = replenish(state, rng);
      const budget = currentBudget(input, state);
      const s: BfeTable = {
        ...r.state,
        round: state.round + 1,
        discardPile: [...r.state.discardPile, ...state.inFront],
        inFront: [],
        budgets: [...state.budgets, { round: state.round, budget }],
      };
      return {
        ok: true,
        state: log(s, `Round ${state.round}: ${drewLine(r.drawn, r.reshuffled)}; reinforcement budget ${describeBudget(budget)}; crystals discarded.`),
      };
    }
  }
}

const VERBS = { c: "crystal", u: "battle", d: "discard", w: "world" } as const;

/** URL tokens: c.<card> crystal, u.<card> unit to battle, d.<card> discard, w.<card> back to the World, e end turn, t bonus turn. */
export function encodeBfe(action: BfeAction): ActionToken {
  if (action.type === "end-turn") return { verb: "e", args: [] };
  if (action.type === "bonus-turn") return { verb: "t", args: [] };
  const verb = Object.keys(VERBS).find((k) => VERBS[k as keyof typeof VERBS] === action.type)!;
  return { verb, args: [String(action.card)] };
}

export function decodeBfe(token: ActionToken): BfeAction | undefined {
  if (token.verb === "e" || token.verb === "t") return token.args.length === 0 ? { type: token.verb === "e" ? "end-turn" : "bonus-turn" } : undefined;
  const type = VERBS[token.verb as keyof typeof VERBS];
  const card = intArg(token.args[0], 0, 100_000);
  return type && token.args.length === 1 && card !== undefined ? { type, card } : undefined;
}

export function bfeKindOf(card: BfeCard): string {
  return isEnergyCrystal(card) ? "crystal" : card.kind === "unit" ? "unit" : "other";
}

// Cards seen by the end of each turn: the 5 of the set-up, then as many as left the hand (replenished to 5), at most the starting deck.
export function bfeSeenByTurn(turns: number, perTurn: number, deckSize: number): number[] {
  return Array.from({ length: Math.max(0, turns) }, (_, t) => Math.min(deckSize, HAND_SIZE + t * Math.max(0, perTurn)));
}

export function bfeDrawModel(input: BfeGoldfishInput): DrawModel {
  const copies = new Array<number>(input.cards.length).fill(0);
  for (const i of input.deck) copies[i]++;
  const deckSize = input.deck.length;
  return {
    deckSize,
    burned: 0,
    openingHand: HAND_SIZE,
    cards: input.cards.map((c, i) => ({ code: c.code, name: c.name, copies: copies[i], kind: bfeKindOf(c) })),
    kinds: [
      { key: "crystal", label: "Energy Crystal" },
      { key: "unit", label: "Unit" },
      { key: "other", label: "Other card" },
    ],
    seenByTurn: (turns, perTurn) => bfeSeenByTurn(turns, perTurn, deckSize),
    turns: 3,
    column: (t) => `Round ${t}`,
    perTurn: {
      default: 3,
      min: 0,
      max: HAND_SIZE,
      label: "Cards leaving the hand each turn (crystals played, units sent to battle, discards); the hand is replenished to 5",
    },
  };
}

export const bfeGoldfish: GoldfishRules<BfeGoldfishInput, BfeTable, BfeAction> = {
  layout: "crystals",
  sections: ["Conquest ▶ Setup", "The Expansion phase", "The Reinforcements phase"],
  prepare: (deck) => prepareBfe(deck as ResolvedDeck<BfeCard>),
  setUp: setUpBfe,
  apply: applyBfe,
  encode: encodeBfe,
  decode: decodeBfe,
  opening: (input, state) => ({ hand: state.hand.map((id) => cardOf(input, id).code), discarded: [] }),
  drawModel: bfeDrawModel,
};
