/**
 * The goldfish contract every game fills in (boardgame.io-style): a set-up and moves that
 * are pure functions of (deck, seed, actions). A deck is first read into plain JSON (the
 * game's `Input`, sent as is to the browser); the set-up and every action then only read
 * that JSON, the state before, and the seeded generator, so the same seed and action list
 * replay the same game on the server, in the browser and in the CLI.
 */
import type { ResolvedDeck } from "../deck-types";
import type { Rng } from "../rng";
import type { GameText } from "./game-text";

/**
 * What an action did: the next state, or why the rules refuse it (the state is unchanged):
 * `reason` in English, `says` the same for the page in the reader's language.
 */
export type Outcome<S> = { ok: true; state: S } | { ok: false; reason: string; says: GameText };

/** A refused action's outcome from what the rules say about it. */
export function refusal(says: GameText): { ok: false; reason: string; says: GameText } {
  return { ok: false, reason: says.text, says };
}

/** A deck read for the goldfish, or why it cannot be set up (no Commander, no cards …). */
export type Prepared<I> = { ok: true; input: I } | { ok: false; code: string; message: string };

/** An action as it travels in the URL: a short verb and its arguments (see action-codec.ts). */
export interface ActionToken {
  verb: string;
  args: string[];
}

/** One opening set-up as the CLI `draw` prints it (CONTRACTS §3): card codes. */
export interface OpeningCodes {
  hand: string[];
  /** Cards put aside unseen before the draw (dark-eden's 3 face-down discards); empty elsewhere. */
  discarded: string[];
}

/** A distinct card of the play deck, for the odds table and the Monte-Carlo hands. */
export interface DrawCard {
  code: string;
  name: string;
  /** Its names in other languages, where the catalog has them (the page shows the reader's). */
  names?: Readonly<Record<string, string>>;
  copies: number;
  /** The key of the card-type group it belongs to (see `DrawModel.kinds`). */
  kind: string;
}

/** A card-type group of the odds table: "establishment", "warrior: infantry", "crystals" … */
export interface DrawKind {
  key: string;
  label: string;
}

/**
 * How a game's deck is drawn, for exact odds and simulation: the play deck's size, the
 * cards put aside unseen before the opening draw, the opening hand, and how many cards a
 * player has seen by the end of each turn under the game's own draw rules.
 */
export interface DrawModel {
  deckSize: number;
  /** Cards removed unseen from the top before the opening draw (dark-eden 3, got-cgs burn-off). */
  burned: number;
  /** Cards in the opening hand (dark-eden 7, battle-for-eden 5, got-cgs the first player's ops). */
  openingHand: number;
  cards: DrawCard[];
  kinds: DrawKind[];
  /**
   * Cards seen by the end of turns 1…`turns` when `perTurn` cards leave the hand each turn
   * (played or discarded) and the game's draw step refills it. Clamped to the cards there are.
   */
  seenByTurn(turns: number, perTurn: number): number[];
  /** How many turns the page's table shows, and each column's heading (in English; `columnKey` names it for the page: goldfish.odds.columns). */
  turns: number;
  column(turn: number): string;
  columnKey: "turn" | "round" | "ops";
  /** The assumption the page starts with for `perTurn`, and its bounds; `key` names its label for the page (goldfish.odds.perTurnLabels). */
  perTurn: { default: number; min: number; max: number; label: string; key: string };
}

/** A game's goldfish: the set-up, the moves, the URL codec, and the draw model. */
export interface GoldfishRules<I = unknown, S = unknown, A = unknown> {
  /** Which board the page shows: the layout, not the game, decides the component. */
  layout: "turf" | "crystals" | "era" | "warband";
  /** The rules sections the set-up and turns follow (shown on the page). */
  sections: readonly string[];
  /** Reads a resolved deck into the plain JSON the set-up needs. Never throws. */
  prepare(deck: ResolvedDeck): Prepared<I>;
  /** The opening set-up, drawing randomness only from `rng`. */
  setUp(input: I, rng: Rng): S;
  /** One action by the rules; `rng` continues the set-up's sequence (reshuffles). */
  apply(input: I, state: S, action: A, rng: Rng): Outcome<S>;
  encode(action: A): ActionToken;
  /** undefined for a token this game does not know. */
  decode(token: ActionToken): A | undefined;
  /** The opening set-up as card codes (CLI `draw`); absent for games without a deck to draw. */
  opening?(input: I, state: S): OpeningCodes;
  /**
   * The draw model (CLI `goldfish` and `odds`, the page's odds table); absent without a deck.
   * With `state`, the deck as it stands in that game where the game's deck grows (Battle for
   * Eden: the cards bought); without it, the deck as built.
   */
  drawModel?(input: I, state?: S): DrawModel;
  /** Why the CLI's `goldfish`, `draw` and `odds` do not apply, for a game without a deck. */
  noDeck?: { code: string; message: string };
  /** Refuses a prepared input the CLI cannot use as is (e.g. a missing header it would have to assume). */
  cliRefusal?(input: I): { code: string; message: string } | undefined;
}
