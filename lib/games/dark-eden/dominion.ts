/**
 * A Dominion on the table during a goldfish game (Dark Eden rules, "THE TABLE LAYOUT"):
 * Turf, Borderlands, Warband, Gold Reserves, draw pile, discard pile, annihilated pile.
 * Cards are instance ids (the n-th card of the play deck); the state is plain JSON.
 */
import type { GameText } from "../../engine/goldfish/game-text";
import type { BalanceCard, BalanceResult } from "./balance";
import type { Card } from "./deck";
import { COMMANDER_ALLOWANCE, COMMANDER_KEY, supplied, type TurfCard } from "./turf";

/** The deck read for the goldfish: the Commander beside it, the play deck as instances. */
export interface DarkEdenGoldfishInput {
  commander: Card;
  /** The distinct cards of the play deck. */
  cards: Card[];
  /** Instance id → index in `cards`: the play deck, one entry per copy, in list order. */
  deck: number[];
  /** "YOUR FIRST FEW GAMES": affiliation, CAVALRY/VEHICLE and EQUIPMENT restrictions are disregarded. */
  beginner: boolean;
}

export interface Built {
  id: number;
  x: number;
  y: number;
}

export interface Dominion {
  /** 0 while setting up (the Gift of Fate may be claimed), then the turn being played. */
  turn: number;
  /** Top first. */
  drawPile: number[];
  hand: number[];
  /** Face down; the newest last. */
  discardPile: number[];
  annihilated: number[];
  /** SETTING UP 3): the 3 cards put in the discard pile unseen. */
  unseen: number[];
  /** Establishments in the Turf; the Commander is at (0, 0). */
  turf: Built[];
  borderlands: number[];
  warband: number[];
  /** Intrigue cards attached to cards in play (ONCE-PLAYED INSTRUCTIONS: ATTACH). */
  attached: number[];
  /** Gold Units in the Gold Reserves. */
  gold: number;
  giftOfFateTaken: boolean;
  /** STEP SIX: DISCARD allows one card a turn. */
  discardedThisTurn: boolean;
  /** TRANSFER: each warrior once a turn. */
  transferredThisTurn: number[];
  reshuffles: number;
  /** The balance of the last turn that ended. */
  lastBalance: BalanceResult | null;
  /** What happened, newest last (a few dozen lines at most). */
  log: GameText[];
}

export type Zone = "hand" | "turf" | "borderlands" | "warband" | "attached" | "drawPile" | "discardPile" | "annihilated";

export const LOG_LINES = 40;

export function cardOf(input: DarkEdenGoldfishInput, id: number): Card {
  return input.cards[input.deck[id]];
}

export function zoneOf(state: Dominion, id: number): Zone | undefined {
  if (state.hand.includes(id)) return "hand";
  if (state.turf.some((b) => b.id === id)) return "turf";
  for (const zone of ["borderlands", "warband", "attached", "drawPile", "discardPile", "annihilated"] as const) {
    if (state[zone].includes(id)) return zone;
  }
  return undefined;
}

/** Every card in play: the Turf's Establishments, the warriors, the attachments (not the Commander). */
export function inPlay(state: Dominion): number[] {
  return [...state.turf.map((b) => b.id), ...state.borderlands, ...state.warband, ...state.attached];
}

// Dark Eden rules, "NEIGHBOR ALLOWANCE": 1 to 4; a card our catalog gives none is taken as 4.
export function allowanceOf(card: Card): number {
  return card.neighborAllowance ?? COMMANDER_ALLOWANCE;
}

export function turfCards(input: DarkEdenGoldfishInput, state: Dominion): TurfCard[] {
  return [
    { key: COMMANDER_KEY, x: 0, y: 0, allowance: COMMANDER_ALLOWANCE },
    ...state.turf.map((b) => ({ key: String(b.id), x: b.x, y: b.y, allowance: allowanceOf(cardOf(input, b.id)) })),
  ];
}

/** Establishments with a Supply Line to the Commander ("SEPARATED ESTABLISHMENTS"). */
export function suppliedIds(input: DarkEdenGoldfishInput, state: Dominion): Set<number> {
  const keys = supplied(turfCards(input, state));
  return new Set(state.turf.filter((b) => keys.has(String(b.id))).map((b) => b.id));
}

/**
 * The cards whose icons count in STEP THREE: BALANCE: the Commander, the Establishments with
 * a Supply Line (a separated one neither gives nor needs icons), the warriors and attachments.
 */
export function balanceCards(input: DarkEdenGoldfishInput, state: Dominion): BalanceCard[] {
  const live = suppliedIds(input, state);
  const entry = (id: number): BalanceCard => {
    const card = cardOf(input, id);
    return { key: String(id), name: card.name, provides: card.provides, requires: card.requires };
  };
  return [
    { key: COMMANDER_KEY, name: input.commander.name, provides: input.commander.provides, requires: input.commander.requires },
    ...state.turf.filter((b) => live.has(b.id)).map((b) => entry(b.id)),
    ...state.borderlands.map(entry),
    ...state.warband.map(entry),
    ...state.attached.map(entry),
  ];
}

export function withLog(state: Dominion, ...lines: GameText[]): Dominion {
  return { ...state, log: [...state.log, ...lines].slice(-LOG_LINES) };
}
