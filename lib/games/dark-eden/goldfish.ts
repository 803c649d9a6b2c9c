/**
 * Dark Eden goldfish: "SETTING UP" (shuffle, 3 cards to the discard pile unseen, draw 7,
 * the Gift of Fate, 5 Gold Units), then turns by "THE ORDER OF PLAY" (order-of-play.ts)
 * on a Turf grid (turf.ts) with the balance step (balance.ts).
 */
import type { ResolvedDeck } from "../../engine/card-index";
import type { Rng } from "../../engine/rng";
import { dealOpening } from "../../engine/shuffle";
import { intArg } from "../../engine/goldfish/action-codec";
import { drawCards } from "../../engine/goldfish/piles";
import { cardName, gameText } from "../../engine/goldfish/game-text";
import { refusal, type ActionToken, type DrawModel, type GoldfishRules, type Outcome, type Prepared } from "../../engine/goldfish/types";
import type { DarkEdenCard } from "./card";
import { commanderOf, playDeckSlots, type Card } from "./deck";
import { cardOf, withLog, type DarkEdenGoldfishInput, type Dominion } from "./dominion";
import { isBeginner, modeOf } from "./first-few-games";
import { build, discard, move, muster, nextTurn, playIntrigue, type Destination } from "./order-of-play";
import { SETTING_UP } from "./setting-up";

export type DarkEdenAction =
  | { type: "gift-of-fate" }
  | { type: "next-turn" }
  | { type: "build"; card: number; x: number; y: number }
  | { type: "muster"; card: number; zone: "warband" | "borderlands" }
  | { type: "play"; card: number }
  | { type: "discard"; card: number }
  | { type: "move"; card: number; to: Destination };

/** Reads a deck: the Commander named in the header and the play deck, one instance per copy. */
export function prepareDarkEden(deck: ResolvedDeck<DarkEdenCard>): Prepared<DarkEdenGoldfishInput> {
  const commander = commanderOf(deck);
  if (!commander) {
    return {
      ok: false,
      code: "DE_NO_COMMANDER",
      message: "The deck names no Commander: SETTING UP starts by placing the Commander in the Turf. Add a `commander:` header.",
    };
  }
  const slots = playDeckSlots(deck).filter((s) => s.card.type !== "commander");
  const cards: Card[] = slots.map((s) => s.card);
  const instances = slots.flatMap((s, i) => Array.from({ length: s.copies }, () => i));
  if (instances.length === 0) return { ok: false, code: "EMPTY_DECK", message: "The play deck holds no card to shuffle." };
  return { ok: true, input: { commander, cards, deck: instances, beginner: isBeginner(modeOf(deck)) } };
}

/**
 * Dark Eden rules, "SETTING UP": 1) the Commander starts the Turf, 2) shuffle, 3) the top 3
 * cards to the discard pile unseen, 4) draw 7, 6) 5 Gold Units in the Gold Reserves.
 */
export function setUpDarkEden(input: DarkEdenGoldfishInput, rng: Rng): Dominion {
  const ids = input.deck.map((_, id) => id);
  const opening = dealOpening(ids, rng, { burn: SETTING_UP.unseenDiscards, hand: SETTING_UP.openingHand });
  return {
    turn: 0,
    drawPile: opening.library,
    hand: opening.hand,
    discardPile: opening.burned,
    annihilated: [],
    unseen: opening.burned,
    turf: [],
    borderlands: [],
    warband: [],
    attached: [],
    gold: SETTING_UP.goldReserves,
    giftOfFateTaken: false,
    discardedThisTurn: false,
    transferredThisTurn: [],
    reshuffles: 0,
    lastBalance: null,
    log: [
      gameText("de.setUp", `Set up: ${input.commander.name} in the Turf, 3 cards to the discard pile unseen, 7 drawn, ${SETTING_UP.goldReserves} Gold Units.`, {
        commander: cardName(input.commander),
        gold: SETTING_UP.goldReserves,
      }),
    ],
  };
}

/**
 * Dark Eden rules, "SETTING UP ▶ THE GIFT OF FATE": before the game begins, the 7 cards go to
 * the discard pile and 7 new ones are drawn, which must be kept (once).
 */
export function giftOfFate(state: Dominion, rng: Rng): Outcome<Dominion> {
  if (state.turn > 0) return refusal(gameText("de.giftOfFateLate", "The Gift of Fate may only be claimed before the first turn."));
  if (state.giftOfFateTaken) return refusal(gameText("de.giftOfFateTaken", "The Gift of Fate was already claimed: the second 7 cards must be kept."));
  const discardPile = [...state.discardPile, ...state.hand];
  const d = drawCards(state.drawPile, discardPile, SETTING_UP.openingHand, rng, "empty");
  const s: Dominion = {
    ...state,
    hand: d.drawn,
    drawPile: d.drawPile,
    discardPile: d.discardPile,
    giftOfFateTaken: true,
    reshuffles: state.reshuffles + d.reshuffles,
  };
  return {
    ok: true,
    state: withLog(
      s,
      gameText("de.giftOfFate", `Gift of Fate: the 7 cards went to the discard pile; ${d.drawn.length} new cards drawn.`, { drawn: d.drawn.length }),
    ),
  };
}

function applyDarkEden(input: DarkEdenGoldfishInput, state: Dominion, action: DarkEdenAction, rng: Rng): Outcome<Dominion> {
  switch (action.type) {
    case "gift-of-fate":
      return giftOfFate(state, rng);
    case "next-turn":
      return nextTurn(input, state, rng);
    case "build":
      return build(input, state, action.card, action.x, action.y);
    case "muster":
      return muster(input, state, action.card, action.zone);
    case "play":
      return playIntrigue(input, state, action.card);
    case "discard":
      return discard(input, state, action.card);
    case "move":
      return move(input, state, action.card, action.to);
  }
}

const MUSTER_ZONES = { w: "warband", b: "borderlands" } as const;
const DESTINATIONS = { w: "warband", b: "borderlands", x: "discard", a: "annihilated" } as const;
const letterOf = <T extends string>(map: Record<string, T>, value: T) => Object.keys(map).find((k) => map[k] === value)!;

/** URL tokens: g, n, b.<card>.<x>.<y>, u.<card>.<w|b>, p.<card>, d.<card>, m.<card>.<w|b|x|a>. */
export function encodeDarkEden(action: DarkEdenAction): ActionToken {
  switch (action.type) {
    case "gift-of-fate":
      return { verb: "g", args: [] };
    case "next-turn":
      return { verb: "n", args: [] };
    case "build":
      return { verb: "b", args: [String(action.card), String(action.x), String(action.y)] };
    case "muster":
      return { verb: "u", args: [String(action.card), letterOf(MUSTER_ZONES, action.zone)] };
    case "play":
      return { verb: "p", args: [String(action.card)] };
    case "discard":
      return { verb: "d", args: [String(action.card)] };
    case "move":
      return { verb: "m", args: [String(action.card), letterOf(DESTINATIONS, action.to)] };
  }
}

export function decodeDarkEden(token: ActionToken): DarkEdenAction | undefined {
  const [a, b, c] = token.args;
  const card = intArg(a, 0, 100_000);
  const n = token.args.length;
  switch (token.verb) {
    case "g":
      return n === 0 ? { type: "gift-of-fate" } : undefined;
    case "n":
      return n === 0 ? { type: "next-turn" } : undefined;
    case "b": {
      const x = intArg(b, -1000, 1000);
      const y = intArg(c, -1000, 1000);
      return n === 3 && card !== undefined && x !== undefined && y !== undefined ? { type: "build", card, x, y } : undefined;
    }
    case "u": {
      const zone = MUSTER_ZONES[b as keyof typeof MUSTER_ZONES];
      return n === 2 && card !== undefined && zone ? { type: "muster", card, zone } : undefined;
    }
    case "p":
      return n === 1 && card !== undefined ? { type: "play", card } : undefined;
    case "d":
      return n === 1 && card !== undefined ? { type: "discard", card } : undefined;
    case "m": {
      const to = DESTINATIONS[b as keyof typeof DESTINATIONS];
      return n === 2 && card !== undefined && to ? { type: "move", card, to } : undefined;
    }
    default:
      return undefined;
  }
}

/** The odds table's card types: Establishments, warriors by class, Intrigue (and Genesis enhancements). */
export const DARK_EDEN_KINDS = [
  { key: "establishment", label: "Establishment" },
  { key: "warrior-infantry", label: "Warrior: infantry" },
  { key: "warrior-cavalry", label: "Warrior: cavalry" },
  { key: "warrior-vehicle", label: "Warrior: vehicle" },
  { key: "warrior-unknown", label: "Warrior: class unknown" },
  { key: "intrigue", label: "Intrigue" },
  { key: "enhancement", label: "Enhancement" },
] as const;

export function kindOf(card: Card): string {
  return card.type === "warrior" ? `warrior-${card.warriorClass ?? "unknown"}` : card.type;
}

/**
 * Cards seen by the end of each turn: the opening 7 (after the 3 unseen discards), then
 * "STEP ONE: DRAW" refills the hand to 7, so each later turn draws as many cards as left
 * the hand the turn before (turn 1 draws none).
 */
export function darkEdenSeenByTurn(turns: number, perTurn: number, playable: number): number[] {
  return Array.from({ length: Math.max(0, turns) }, (_, t) => Math.min(playable, SETTING_UP.openingHand + t * Math.max(0, perTurn)));
}

export function darkEdenDrawModel(input: DarkEdenGoldfishInput): DrawModel {
  const copies = new Array<number>(input.cards.length).fill(0);
  for (const i of input.deck) copies[i]++;
  const deckSize = input.deck.length;
  const burned = Math.min(SETTING_UP.unseenDiscards, deckSize);
  return {
    deckSize,
    burned,
    openingHand: SETTING_UP.openingHand,
    cards: input.cards.map((c, i) => ({ code: c.code, name: c.name, ...(c.names ? { names: c.names } : {}), copies: copies[i], kind: kindOf(c) })),
    kinds: DARK_EDEN_KINDS.map((k) => ({ ...k })),
    seenByTurn: (turns, perTurn) => darkEdenSeenByTurn(turns, perTurn, deckSize - burned),
    turns: 8,
    column: (t) => `Turn ${t}`,
    columnKey: "turn",
    perTurn: {
      default: 2,
      min: 0,
      max: 7,
      label: "Cards leaving the hand each turn (built, mustered, played or discarded); the draw step refills it to 7",
      key: "darkEden",
    },
  };
}

export const darkEdenGoldfish: GoldfishRules<DarkEdenGoldfishInput, Dominion, DarkEdenAction> = {
  layout: "turf",
  sections: [
    "SETTING UP",
    "THE GIFT OF FATE",
    "THE ORDER OF PLAY",
    "STEP ONE: DRAW",
    "BUILD ESTABLISHMENT",
    "MUSTER WARRIOR",
    "TRANSFER",
    "STEP THREE: BALANCE",
    "SPENDING GOLD UNITS",
    "INITIAL COSTS",
    "ADJACENT CARDS",
    "SEPARATED ESTABLISHMENTS",
    "STEP SIX: DISCARD",
  ],
  prepare: (deck) => prepareDarkEden(deck as ResolvedDeck<DarkEdenCard>),
  setUp: setUpDarkEden,
  apply: applyDarkEden,
  encode: encodeDarkEden,
  decode: decodeDarkEden,
  opening: (input, state) => ({ hand: state.hand.map((id) => cardOf(input, id).code), discarded: state.unseen.map((id) => cardOf(input, id).code) }),
  drawModel: darkEdenDrawModel,
};
