/**
 * Battle for Eden goldfish: "Conquest ▶ Setup" (the starting deck shuffled, 5 drawn), the
 * card play of "The Expansion phase" (Energy Crystals played in front, units sent to
 * battle, discards, units returned to the World, replenishing to 5 with the discard pile
 * shuffled when the deck is short, bonus turns), "The Production phase" and "The
 * Reinforcements phase" (buying from the World, the common and technology cards:
 * goldfish-turns.ts).
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import type { Rng } from "../../engine/rng";
import { dealOpening } from "../../engine/shuffle";
import { intArg } from "../../engine/goldfish/action-codec";
import { cardName, gameText, type GameText } from "../../engine/goldfish/game-text";
import type { ActionToken, DrawModel, GoldfishRules, Outcome, Prepared } from "../../engine/goldfish/types";
import type { BfeCard } from "./card";
import { isEnergyCrystal } from "./common-cards";
import {
  type BfeGoldfishInput,
  type BfeTable,
  cardOf,
  drewLine,
  drewValues,
  HAND_SIZE,
  log,
  notInHand,
  ownedIds,
  REINFORCEMENTS_UNDER_WAY,
  refuse,
  replenish,
  SPEND_PURE_FIRST,
  without,
} from "./goldfish-table";
import {
  autoBuy,
  autoExpansion,
  buy,
  chain,
  endExpansion,
  MAX_PRODUCTION,
  nextRound,
  setProduction,
  STARTING_TERRITORIES,
  toggleHeart,
} from "./goldfish-turns";
import { marketOf } from "./market";
import { readStartingDeck } from "./starting-deck-input";

export { HAND_SIZE, type BfeGoldfishInput, type BfeTable } from "./goldfish-table";

export type BfeAction =
  | { type: "crystal"; card: number }
  | { type: "battle"; card: number }
  | { type: "discard"; card: number }
  | { type: "world"; card: number }
  | { type: "end-turn" }
  | { type: "bonus-turn" }
  | { type: "reinforce" }
  | { type: "buy"; item: number }
  | { type: "auto-buy" }
  | { type: "next-round" }
  | { type: "auto-round" }
  | { type: "production"; resources: number }
  | { type: "heart" };

export function prepareBfe(deck: ResolvedDeck<BfeCard>): Prepared<BfeGoldfishInput> {
  const read = readStartingDeck(deck);
  const cards = read.entries.map((e) => e.card);
  const instances = read.entries.flatMap((e, i) => Array.from({ length: e.quantity }, () => i));
  if (instances.length === 0) return { ok: false, code: "EMPTY_DECK", message: "The starting deck holds no card to shuffle." };
  return { ok: true, input: { cards, deck: instances, market: marketOf(read) } };
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
    phase: "expansion",
    drawPile: opening.library,
    hand: opening.hand,
    discardPile: [],
    inFront: [],
    world: [],
    bought: [],
    production: STARTING_TERRITORIES,
    heart: false,
    resources: 0,
    pureEnergy: 0,
    spendingPure: false,
    energy: 0,
    spentOnUnits: 0,
    commonCardsBought: 0,
    boughtThisRound: [],
    spentThisRound: 0,
    rounds: [],
    reshuffles: 0,
    log: [
      gameText("bfe.setUp", `Set up: ${input.deck.length} cards shuffled into a deck, ${opening.hand.length} drawn.`, {
        cards: input.deck.length,
        drawn: opening.hand.length,
      }),
    ],
  };
}

function fromHand(state: BfeTable, id: number): GameText | null {
  if (state.phase !== "expansion") return REINFORCEMENTS_UNDER_WAY;
  return state.hand.includes(id) ? null : notInHand(id);
}

function applyBfe(input: BfeGoldfishInput, state: BfeTable, action: BfeAction, rng: Rng): Outcome<BfeTable> {
  // "The Expansion phase": the Heart of Eden lost, its pure energy is spent at once; only buying technology cards (or setting the production) may come first.
  if (state.spendingPure && action.type !== "buy" && action.type !== "production") return refuse(SPEND_PURE_FIRST);
  switch (action.type) {
    // "The Expansion phase": Energy Crystal cards are played in front of the player, for the Reinforcements phase.
    case "crystal": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      const card = cardOf(input, state, action.card);
      if (!isEnergyCrystal(card)) return refuse(gameText("bfe.notCrystal", `${card.name} is not an Energy Crystal.`, { card: cardName(card) }));
      return {
        ok: true,
        state: log(
          { ...state, hand: without(state.hand, action.card), inFront: [...state.inFront, action.card] },
          gameText("bfe.inFront", `Played ${card.name} in front.`, { card: cardName(card) }),
        ),
      };
    }
    // "The Expansion phase" and "Combat": a unit card starts (or joins) a battle, then is discarded with its army.
    case "battle": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      const card = cardOf(input, state, action.card);
      if (card.kind !== "unit") return refuse(gameText("bfe.notUnitFight", `${card.name} is not a unit: only unit cards fight.`, { card: cardName(card) }));
      return {
        ok: true,
        state: log(
          { ...state, hand: without(state.hand, action.card), discardPile: [...state.discardPile, action.card] },
          gameText("bfe.battle", `Sent ${card.name} to battle; discarded after the battle.`, { card: cardName(card) }),
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
          gameText("bfe.discarded", `Discarded ${cardOf(input, state, action.card).name}.`, { card: cardName(cardOf(input, state, action.card)) }),
        ),
      };
    }
    // "The Expansion phase": unit cards may be returned from the hand to the World.
    case "world": {
      const why = fromHand(state, action.card);
      if (why) return refuse(why);
      const card = cardOf(input, state, action.card);
      if (card.kind !== "unit")
        return refuse(gameText("bfe.notUnitWorld", `${card.name} is not a unit: only units return to the World.`, { card: cardName(card) }));
      return {
        ok: true,
        state: log(
          { ...state, hand: without(state.hand, action.card), world: [...state.world, action.card] },
          gameText("bfe.toWorld", `Returned ${card.name} to the World.`, { card: cardName(card) }),
        ),
      };
    }
    // "The Expansion phase": after taking a territory, the crystals in front return to the hand, the hand is replenished, a bonus turn starts.
    case "bonus-turn": {
      if (state.phase !== "expansion") return refuse(REINFORCEMENTS_UNDER_WAY);
      const back = { ...state, hand: [...state.hand, ...state.inFront], inFront: [] };
      const r = replenish(back, rng);
      return {
        ok: true,
        state: log(
          r.state,
          gameText(
            "bfe.bonusTurn",
            `Bonus turn: ${state.inFront.length} crystal${state.inFront.length === 1 ? "" : "s"} back to the hand; ${drewLine(r.drawn, r.reshuffled)}.`,
            { crystals: state.inFront.length, ...drewValues(r.drawn, r.reshuffled) },
          ),
        ),
      };
    }
    // End of the turn with nothing bought: the Expansion turn ends (replenish), production, then the Reinforcements phase ends.
    case "end-turn":
      return state.phase === "expansion"
        ? chain(
            state,
            (s) => endExpansion(input, s, rng),
            (s) => nextRound(input, s),
          )
        : nextRound(input, state);
    case "reinforce":
      return endExpansion(input, state, rng);
    case "buy":
      return buy(input, state, action.item);
    case "auto-buy":
      return autoBuy(input, state);
    case "next-round":
      return nextRound(input, state);
    // The auto policy's whole round: crystals played, units to battle, the turn ended, its purchases, the next round.
    case "auto-round":
      return chain(
        state,
        ...(state.phase === "expansion" ? [(s: BfeTable) => autoExpansion(input, s), (s: BfeTable) => endExpansion(input, s, rng)] : []),
        (s) => autoBuy(input, s),
        (s) => nextRound(input, s),
      );
    case "production":
      return setProduction(state, action.resources);
    case "heart":
      return toggleHeart(input, state);
  }
}

const CARD_VERBS = { c: "crystal", u: "battle", d: "discard", w: "world" } as const;
const BARE_VERBS = { e: "end-turn", t: "bonus-turn", f: "reinforce", a: "auto-buy", r: "next-round", n: "auto-round", h: "heart" } as const;
const keyOf = <T extends Record<string, string>>(verbs: T, type: string) => Object.keys(verbs).find((k) => verbs[k] === type);

/**
 * URL tokens: c.<card> crystal, u.<card> unit to battle, d.<card> discard, w.<card> back to
 * the World, e end turn (nothing bought), t bonus turn, f end the Expansion turn, b.<item>
 * buy, a auto purchases, r next round, n auto round, p.<n> production, h Heart of Eden.
 */
export function encodeBfe(action: BfeAction): ActionToken {
  switch (action.type) {
    case "crystal":
    case "battle":
    case "discard":
    case "world":
      return { verb: keyOf(CARD_VERBS, action.type)!, args: [String(action.card)] };
    case "buy":
      return { verb: "b", args: [String(action.item)] };
    case "production":
      return { verb: "p", args: [String(action.resources)] };
    default:
      return { verb: keyOf(BARE_VERBS, action.type)!, args: [] };
  }
}

export function decodeBfe(token: ActionToken): BfeAction | undefined {
  const bare = BARE_VERBS[token.verb as keyof typeof BARE_VERBS];
  if (bare) return token.args.length === 0 ? { type: bare } : undefined;
  if (token.args.length !== 1) return undefined;
  if (token.verb === "b") {
    const item = intArg(token.args[0], 0, 100_000);
    return item === undefined ? undefined : { type: "buy", item };
  }
  if (token.verb === "p") {
    const resources = intArg(token.args[0], 0, MAX_PRODUCTION);
    return resources === undefined ? undefined : { type: "production", resources };
  }
  const type = CARD_VERBS[token.verb as keyof typeof CARD_VERBS];
  const card = intArg(token.args[0], 0, 100_000);
  return type && card !== undefined ? { type, card } : undefined;
}

export function bfeKindOf(card: BfeCard): string {
  return isEnergyCrystal(card) ? "crystal" : card.kind === "unit" ? "unit" : "other";
}

// Cards seen by the end of each turn: the 5 of the set-up, then as many as left the hand (replenished to 5), at most the cards of the deck.
export function bfeSeenByTurn(turns: number, perTurn: number, deckSize: number): number[] {
  return Array.from({ length: Math.max(0, turns) }, (_, t) => Math.min(deckSize, HAND_SIZE + t * Math.max(0, perTurn)));
}

/**
 * The odds table's deck. Without a game, the starting deck. During a game, every card the player
 * owns at that moment ("The Reinforcements phase": a card bought goes to the discard pile, so it
 * is part of the deck from then on; a unit returned to the World leaves it): the table then
 * answers for that deck shuffled, round by round.
 */
export function bfeDrawModel(input: BfeGoldfishInput, state?: Pick<BfeTable, "bought" | "world">): DrawModel {
  const owned = state ? ownedIds(input, state) : input.deck.map((_, id) => id);
  const byCode = new Map<string, { card: BfeCard; copies: number }>();
  for (const id of owned) {
    const card = cardOf(input, state ?? { bought: [] }, id);
    const entry = byCode.get(card.code);
    if (entry) entry.copies++;
    else byCode.set(card.code, { card, copies: 1 });
  }
  const deckSize = owned.length;
  return {
    deckSize,
    burned: 0,
    openingHand: HAND_SIZE,
    cards: [...byCode.values()].map(({ card, copies }) => ({
      code: card.code,
      name: card.name,
      ...(card.names ? { names: card.names } : {}),
      copies,
      kind: bfeKindOf(card),
    })),
    kinds: [
      { key: "crystal", label: "Energy Crystal" },
      { key: "unit", label: "Unit" },
      { key: "other", label: "Other card" },
    ],
    seenByTurn: (turns, perTurn) => bfeSeenByTurn(turns, perTurn, deckSize),
    turns: 3,
    column: (t) => `Round ${t}`,
    columnKey: "round",
    perTurn: {
      default: 3,
      min: 0,
      max: HAND_SIZE,
      label: "Cards leaving the hand each turn (crystals played, units sent to battle, discards); the hand is replenished to 5",
      key: "battleForEden",
    },
  };
}

export const bfeGoldfish: GoldfishRules<BfeGoldfishInput, BfeTable, BfeAction> = {
  layout: "crystals",
  sections: ["Conquest ▶ Setup", "The Expansion phase", "The Production phase", "The Reinforcements phase"],
  prepare: (deck) => prepareBfe(deck as ResolvedDeck<BfeCard>),
  setUp: setUpBfe,
  apply: applyBfe,
  encode: encodeBfe,
  decode: decodeBfe,
  opening: (input, state) => ({ hand: state.hand.map((id) => cardOf(input, state, id).code), discarded: [] }),
  drawModel: bfeDrawModel,
};
