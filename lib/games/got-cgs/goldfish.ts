/**
 * Gardener of Thoughts goldfish: "Playing ▶ Session ▶ Era ▶ Dealing cards" (the era deck
 * without its gold cards shuffled, the burn off to the void, the rest dealt one card at a
 * time to each player in turn order), the gold cards kept out and claimed by identification
 * number ("▶ Turn ▶ Claim gold card"), and, for "▶ Preparations" (looking through the
 * opses), which adventures each player's support cards could cover (cover.ts).
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import type { Rng } from "../../engine/rng";
import { shuffled } from "../../engine/shuffle";
import { intArg } from "../../engine/goldfish/action-codec";
import { gameText, type GameText } from "../../engine/goldfish/game-text";
import { refusal, type ActionToken, type DrawModel, type GoldfishRules, type Outcome, type Prepared } from "../../engine/goldfish/types";
import type { GotCard } from "./card";
import type { GotCardType } from "./card-attributes";
import { supportAllowed } from "./competition";
import { costsAndResources } from "./costs";
import { playersCovering, type CoverAdventure, type CoverCard } from "./cover";
import { burnoffCount, deal } from "./dealing";
import { eraDeckCards } from "./era-deck";
import { readEraHeaders } from "./era-headers";
import { identificationNumber, identityKey } from "./identifier";
import { playableSupports } from "./playground";

/** Dealt when the deck has no `players` header (the page says it is an assumption). */
export const ASSUMED_PLAYERS = 2;
export const MAX_PLAYERS = 12;

export interface EraCard {
  code: string;
  name: string;
  identifier: string | null;
  /** The identification number (the identifier's trailing number). */
  number: number | null;
  type: GotCardType;
  gold: boolean;
  roleplay: string | null;
  /** For support cards: what it brings to an adventure (costs, resources, uniqueness). */
  cover: Omit<CoverCard, "copies"> | null;
  /** For adventure cards: their common costs and own resources. */
  adventure: CoverAdventure | null;
  /** For adventure cards: the codes of the era deck's support cards its conditions allow and whose own playground conditions can be met (playground.ts). */
  allows: string[] | null;
}

export interface GotGoldfishInput {
  cards: EraCard[];
  /** Silver instance id → index in `cards`. */
  deck: number[];
  /** Gold instance id → index in `cards`. */
  gold: number[];
  players: number;
  playersAssumed: boolean;
  burnoff: number;
}

export interface EraTable {
  /** Burned-off silver cards (in the void). */
  burned: number[];
  /** Each player's ops (silver instance ids), in turn order. */
  ops: number[][];
  /** Gold instance ids still in the void. */
  goldInVoid: number[];
  /** Gold instance ids each player claimed. */
  claimed: number[][];
  log: GameText[];
}

export type EraAction = { type: "claim"; gold: number; player: number };

export function prepareGot(deck: ResolvedDeck<GotCard>): Prepared<GotGoldfishInput> {
  const { headers, errors } = readEraHeaders(deck?.headers);
  if (errors.length > 0) return { ok: false, code: errors[0].code, message: errors.map((e) => e.message).join(" ") };
  const era = eraDeckCards(deck);
  const cards: EraCard[] = era.map((c) => {
    const model = c.parsed.model;
    const cr = costsAndResources(model);
    return {
      code: c.card.code,
      name: c.card.name,
      identifier: c.card.identifier ?? null,
      number: identificationNumber(c.card.identifier) ?? null,
      type: c.type,
      gold: c.gold,
      roleplay: model.roleplay ?? null,
      cover:
        c.type === "support"
          ? {
              code: c.card.code,
              identity: identityKey(c.card),
              ...(model.unique !== undefined ? { unique: model.unique } : {}),
              ...(model.uniqueAny !== undefined ? { uniqueAny: model.uniqueAny } : {}),
              adventureResources: cr.adventureResources,
              adventureCosts: cr.adventureCosts,
              adventureCommonCosts: cr.adventureCommonCosts,
            }
          : null,
      adventure: c.type === "adventure" ? { adventureCommonCosts: cr.adventureCommonCosts, adventureResources: cr.adventureResources } : null,
      allows:
        c.type === "adventure"
          ? playableSupports(
              c,
              era.filter((s) => s.type === "support" && supportAllowed(model, s.parsed.model)),
            ).map((s) => s.card.code)
          : null,
    };
  });
  const silver = era.flatMap((c, i) => (c.gold ? [] : Array.from({ length: c.quantity }, () => i)));
  const gold = era.flatMap((c, i) => (c.gold ? Array.from({ length: c.quantity }, () => i) : []));
  if (silver.length === 0) return { ok: false, code: "EMPTY_DECK", message: "The era deck holds no silver card to deal." };
  const players = headers.players ?? ASSUMED_PLAYERS;
  if (players > MAX_PLAYERS)
    return { ok: false, code: "GOT_TOO_MANY_PLAYERS", message: `The goldfish deals to at most ${MAX_PLAYERS} players; the deck says ${players}.` };
  const burnoff = burnoffCount(headers.burnoff ?? { kind: "count", count: 0 }, silver.length);
  if (burnoff >= silver.length) {
    return { ok: false, code: "GOT_BURNOFF_TOO_LARGE", message: `Burning off ${burnoff} of ${silver.length} silver cards leaves none to deal.` };
  }
  return { ok: true, input: { cards, deck: silver, gold, players, playersAssumed: headers.players === undefined, burnoff } };
}

/**
 * GOT CGS rules, "Playing ▶ Session ▶ Era ▶ Dealing cards": shuffle the era deck without the
 * gold cards, move the burn off from the top to the void, deal the rest one card at a time
 * to each player in turn order. Gold cards stay in the void ("Definitions ▶ Gold card").
 */
export function setUpGot(input: GotGoldfishInput, rng: Rng): EraTable {
  const order = shuffled(
    input.deck.map((_, id) => id),
    rng,
  );
  const burned = order.slice(0, input.burnoff);
  const ops: number[][] = Array.from({ length: input.players }, () => []);
  for (const [k, id] of order.slice(input.burnoff).entries()) ops[k % input.players].push(id);
  const d = deal(input.deck.length, input.burnoff, input.players);
  return {
    burned,
    ops,
    goldInVoid: input.gold.map((_, g) => g),
    claimed: Array.from({ length: input.players }, () => []),
    log: [
      gameText(
        "got.dealt",
        `Dealt: ${input.deck.length} silver cards shuffled, ${input.burnoff} burned off, ${d.dealt} dealt one at a time to ${input.players} players${input.playersAssumed ? " (assumed: the deck has no players header)" : ""}; ${input.gold.length} gold card${input.gold.length === 1 ? "" : "s"} kept in the void.`,
        {
          silver: input.deck.length,
          burned: input.burnoff,
          dealt: d.dealt,
          players: input.players,
          assumed: input.playersAssumed ? "yes" : "no",
          gold: input.gold.length,
        },
      ),
    ],
  };
}

const silverCard = (input: GotGoldfishInput, id: number) => input.cards[input.deck[id]];
const goldCard = (input: GotGoldfishInput, g: number) => input.cards[input.gold[g]];

/** The cards of a player's ops: the dealt silver cards and the claimed gold cards. */
export function opsCards(input: GotGoldfishInput, state: EraTable, player: number): EraCard[] {
  return [...state.ops[player].map((id) => silverCard(input, id)), ...state.claimed[player].map((g) => goldCard(input, g))];
}

// GOT CGS rules, "▶ Turn ▶ Claim gold card": only with a card of the same identification number in the player's ops.
export function claimRefusal(input: GotGoldfishInput, state: EraTable, gold: number, player: number): GameText | null {
  if (player < 0 || player >= input.players) return gameText("got.noPlayer", `There is no player ${player + 1}.`, { player: player + 1 });
  if (!state.goldInVoid.includes(gold)) return gameText("got.notInVoid", `Gold card #${gold} is not in the void.`, { id: gold });
  const card = goldCard(input, gold);
  if (card.number === null) return gameText("got.noNumber", `${card.name} has no identification number: no one can claim it.`, { card: card.name });
  if (!opsCards(input, state, player).some((c) => c.number === card.number)) {
    return gameText("got.noMatch", `Player ${player + 1} holds no card with identification number ${card.number} in the ops, so cannot claim ${card.name}.`, {
      player: player + 1,
      number: card.number,
      card: card.name,
    });
  }
  return null;
}

function applyGot(input: GotGoldfishInput, state: EraTable, action: EraAction): Outcome<EraTable> {
  const why = claimRefusal(input, state, action.gold, action.player);
  if (why) return refusal(why);
  const claimed = state.claimed.map((list, p) => (p === action.player ? [...list, action.gold] : list));
  const name = goldCard(input, action.gold).name;
  const line = gameText("got.claimed", `Player ${action.player + 1} claimed ${name}.`, { player: action.player + 1, card: name });
  return { ok: true, state: { ...state, goldInVoid: state.goldInVoid.filter((g) => g !== action.gold), claimed, log: [...state.log, line].slice(-40) } };
}

export interface AdventureReach {
  code: string;
  name: string;
  roleplay: string | null;
  /** The adventure card is in this player's ops. */
  inOps: boolean;
  /** True when the player's support cards could cover all its costs alone; null when the search gave up. */
  covered: boolean | null;
}

/**
 * For one player: each adventure of the era deck, and whether the support cards of the
 * player's ops (silver and claimed gold) could cover its costs alone (cover.ts, one player).
 */
export function playerReach(input: GotGoldfishInput, state: EraTable, player: number): AdventureReach[] {
  const ops = opsCards(input, state, player);
  const copies = new Map<string, number>();
  for (const c of ops) if (c.cover) copies.set(c.code, (copies.get(c.code) ?? 0) + 1);
  const supports = input.cards.filter((c) => c.cover && copies.has(c.code));
  const inOps = new Set(ops.map((c) => c.code));
  return input.cards
    .filter((c) => c.adventure)
    .map((a) => {
      const usable: CoverCard[] = supports.filter((s) => a.allows!.includes(s.code)).map((s) => ({ ...s.cover!, copies: copies.get(s.code)! }));
      const players = playersCovering(a.adventure!, usable, 1);
      return { code: a.code, name: a.name, roleplay: a.roleplay, inOps: inOps.has(a.code), covered: players === null ? null : players >= 1 };
    });
}

/** URL token: c.<gold card>.<player, from 1>. */
export function encodeGot(action: EraAction): ActionToken {
  return { verb: "c", args: [String(action.gold), String(action.player + 1)] };
}

export function decodeGot(token: ActionToken): EraAction | undefined {
  const gold = intArg(token.args[0], 0, 100_000);
  const player = intArg(token.args[1], 1, MAX_PLAYERS);
  return token.verb === "c" && token.args.length === 2 && gold !== undefined && player !== undefined ? { type: "claim", gold, player: player - 1 } : undefined;
}

/** The first player's ops: dealt one at a time, the first player gets the extra card when the deal is uneven. */
export function firstPlayerCards(input: GotGoldfishInput): number {
  const d = deal(input.deck.length, input.burnoff, input.players);
  return d.cardsPerPlayer + (d.playersWithExtraCard > 0 ? 1 : 0);
}

export function gotDrawModel(input: GotGoldfishInput): DrawModel {
  const copies = new Array<number>(input.cards.length).fill(0);
  for (const i of input.deck) copies[i]++;
  const opening = firstPlayerCards(input);
  const silver = input.cards.map((c, i) => ({ c, i })).filter(({ i }) => copies[i] > 0);
  return {
    deckSize: input.deck.length,
    burned: input.burnoff,
    openingHand: opening,
    cards: silver.map(({ c, i }) => ({ code: c.code, name: c.name, copies: copies[i], kind: c.type })),
    kinds: [
      { key: "adventure", label: "Adventure" },
      { key: "support", label: "Support" },
      { key: "unknown", label: "Unreadable attributes" },
    ],
    // The ops are dealt once per era: no card is drawn later.
    seenByTurn: (turns) => Array.from({ length: Math.min(1, Math.max(0, turns)) }, () => opening),
    turns: 1,
    column: () => "Player 1's ops",
    columnKey: "ops",
    perTurn: { default: 0, min: 0, max: 0, label: "The ops are dealt once per era", key: "gotCgs" },
  };
}

export const gotGoldfish: GoldfishRules<GotGoldfishInput, EraTable, EraAction> = {
  layout: "era",
  sections: [
    "Playing ▶ Session ▶ Era ▶ Dealing cards",
    "Playing ▶ Session ▶ Era ▶ Preparations",
    "Playing ▶ Session ▶ Era ▶ Adventure ▶ Turn ▶ Claim gold card",
  ],
  prepare: (deck) => prepareGot(deck as ResolvedDeck<GotCard>),
  setUp: setUpGot,
  apply: (input, state, action) => applyGot(input, state, action),
  encode: encodeGot,
  decode: decodeGot,
  opening: (input, state) => ({ hand: (state.ops[0] ?? []).map((id) => silverCard(input, id).code), discarded: [] }),
  drawModel: gotDrawModel,
  cliRefusal: (input) =>
    input.playersAssumed
      ? { code: "GOT_NO_PLAYERS", message: "The era deck has no `players:` header: the dealing needs the number of players (e.g. `players: 4`)." }
      : undefined,
};
