/**
 * What the Dark Eden goldfish board shows, as plain data: a pure function of the deck, the
 * replayed Dominion and the card the player has selected in their hand. The board's
 * components (components/goldfish/turf/) only turn it into markup and words.
 *
 * Dark Eden rules: "SETTING UP" (the Gift of Fate before turn 1, the Gold Reserves), "THE
 * TABLE LAYOUT" (Turf, Borderlands, Warband), "STEP ONE: ACTIONS" (BUILD ESTABLISHMENT next to
 * a card in the Turf within every Neighbor Allowance, MUSTER WARRIOR, TRANSFER a warrior once a
 * turn), "SEPARATED ESTABLISHMENTS" (Supply Lines), "STEP THREE: BALANCE", "STEP FIVE: RAID ▶
 * ANNOUNCE RAID TARGET" (vulnerable edges; the Commander only when no Establishment is left)
 * and "STEP SIX: DISCARD" (one card a turn).
 */
import { balanceDominion, type BalanceResult, type Icons } from "@/lib/games/dark-eden/balance";
import { RESOURCES, type Resource } from "@/lib/games/dark-eden/card";
import type { Card } from "@/lib/games/dark-eden/deck";
import { allowanceOf, balanceCards, cardOf, suppliedIds, turfCards, type DarkEdenGoldfishInput, type Dominion } from "@/lib/games/dark-eden/dominion";
import type { DarkEdenAction } from "@/lib/games/dark-eden/goldfish";
import { playRefusal } from "@/lib/games/dark-eden/playability";
import { SETTING_UP } from "@/lib/games/dark-eden/setting-up";
import { COMMANDER_ALLOWANCE, COMMANDER_KEY, legalPlacements, raidTargets, vulnerableEdges, type Side } from "@/lib/games/dark-eden/turf";
import type { GameText } from "@/lib/engine/goldfish/game-text";

/** A card's line of facts: its kind (a warrior's class), and what it has of Neighbor Allowance, CV, cost and affiliation. */
export interface CardFacts {
  /** A card type, or a warrior's class ("infantry", "cavalry", "vehicle"; "warrior" when it has none). */
  kind: string;
  /** Establishments only; "?" when the catalog gives none. */
  neighborAllowance: number | "?" | null;
  cv: number | null;
  /** The Initial Cost, when the card has one above 0. */
  cost: number | null;
  /** Null for General cards. */
  affiliation: string | null;
}

/** A card's resource icons: what it needs (red) and gives (blue); an empty list is a card with the icon box but no icon; null is no box. */
export interface CardIcons {
  needs: IconCount[] | null;
  gives: IconCount[] | null;
}

export interface IconCount {
  resource: Resource;
  count: number;
}

export interface ShownCard {
  id: number;
  card: Card;
}

/** What the selected hand card can do now, the panel under the hand. */
export type SelectionPrompt =
  | { kind: "start-first" }
  | { kind: "refused"; reason: GameText }
  | { kind: "choose-place"; anyPlace: boolean }
  | { kind: "muster"; warband: DarkEdenAction; borderlands: DarkEdenAction }
  | { kind: "play"; action: DarkEdenAction };

export interface Selection extends ShownCard {
  icons: CardIcons | null;
  prompt: SelectionPrompt;
  /** STEP SIX: DISCARD: one card a turn, once the game has started (null before). */
  discard: { action: DarkEdenAction; disabled: boolean } | null;
}

export type TurfCell =
  | { kind: "commander"; x: number; y: number; edges: Side[]; raidable: boolean }
  | {
      kind: "establishment";
      x: number;
      y: number;
      id: number;
      card: Card;
      edges: Side[];
      supplied: boolean;
      raidTarget: boolean;
      discard: DarkEdenAction;
      annihilate: DarkEdenAction;
    }
  | { kind: "empty"; x: number; y: number; build: DarkEdenAction | null };

export interface ZoneCard extends ShownCard {
  /** TRANSFER between Warband and Borderlands (null in the attachments). */
  move: { to: "warband" | "borderlands"; action: DarkEdenAction; disabled: boolean } | null;
  discard: DarkEdenAction;
  annihilate: DarkEdenAction;
}

export interface TurfBoardModel {
  started: boolean;
  controls: {
    giftOfFate: { action: DarkEdenAction; disabled: boolean };
    nextTurn: { action: DarkEdenAction; label: "start-turn-1" | "next-turn" };
  };
  counters: {
    /** Null while setting up. */
    turn: number | null;
    gold: number;
    drawPile: number;
    discardPile: number;
    annihilated: number;
    /** Shown only once the draw pile has been reshuffled. */
    reshuffles: number | null;
  };
  hand: (ShownCard & { selected: boolean })[];
  selection: Selection | null;
  commander: { card: Card; facts: { neighborAllowance: number; cv: number | "?" }; icons: CardIcons | null };
  grid: {
    columns: number[];
    rows: { y: number; cells: TurfCell[] }[];
    /** The cell ("x,y") the keyboard lands on: the first legal place for the selected card, else the Commander. */
    focus: string | null;
  };
  zones: { zone: "borderlands" | "warband" | "attached"; cards: ZoneCard[] }[];
  balance: {
    /** The turn whose balance step this is (1 while setting up). */
    turn: number;
    rows: { resource: Resource; provided: number; required: number; bought: number }[];
    result: BalanceResult;
    /** The cards the balance cannot pay for, the Commander included. */
    unpaid: Card[];
    /** SETTING UP: the Gold Units every Dominion starts with. */
    startingGold: number;
  };
  log: readonly GameText[];
}

export function cardFacts(card: Card): CardFacts {
  return {
    kind: card.type === "warrior" ? (card.warriorClass ?? "warrior") : card.type,
    neighborAllowance: card.type === "establishment" ? (card.neighborAllowance ?? "?") : null,
    cv: typeof card.cv === "number" ? card.cv : null,
    cost: card.initialCost ? card.initialCost : null,
    affiliation: card.affiliation !== "general" ? card.affiliation : null,
  };
}

function iconCounts(value: Partial<Icons>): IconCount[] {
  return RESOURCES.filter((r) => (value[r] ?? 0) > 0).map((resource) => ({ resource, count: value[resource] ?? 0 }));
}

/** Null when the card has neither red nor blue icons. */
export function cardIcons(card: Pick<Card, "provides" | "requires">): CardIcons | null {
  if (!card.provides && !card.requires) return null;
  return { needs: card.requires ? iconCounts(card.requires) : null, gives: card.provides ? iconCounts(card.provides) : null };
}

const cellKey = (x: number, y: number) => `${x},${y}`;

/** The board for `state`, with the hand card `selected` (an instance id; ignored when it is no longer in the hand). */
export function turfBoardModel(input: DarkEdenGoldfishInput, state: Dominion, selected: number | null): TurfBoardModel {
  const shown = (id: number): ShownCard => ({ id, card: cardOf(input, id) });
  const started = state.turn >= 1;
  const sel = selected !== null && state.hand.includes(selected) ? selected : null;
  const chosen = sel !== null ? cardOf(input, sel) : null;
  const turf = turfCards(input, state);
  const placements = chosen?.type === "establishment" && started ? legalPlacements(turf, allowanceOf(chosen)) : [];
  const refusal = chosen && started ? playRefusal(input, state, chosen) : null;
  const live = suppliedIds(input, state);
  const edges = vulnerableEdges(turf);
  const targets = new Set(raidTargets(turf));

  let selection: Selection | null = null;
  if (chosen && sel !== null) {
    const prompt: SelectionPrompt = !started
      ? { kind: "start-first" }
      : refusal
        ? { kind: "refused", reason: refusal }
        : chosen.type === "establishment"
          ? { kind: "choose-place", anyPlace: placements.length > 0 }
          : chosen.type === "warrior"
            ? { kind: "muster", warband: { type: "muster", card: sel, zone: "warband" }, borderlands: { type: "muster", card: sel, zone: "borderlands" } }
            : { kind: "play", action: { type: "play", card: sel } };
    selection = {
      id: sel,
      card: chosen,
      icons: cardIcons(chosen),
      prompt,
      discard: started ? { action: { type: "discard", card: sel }, disabled: state.discardedThisTurn } : null,
    };
  }

  const xs = turf.map((c) => c.x);
  const ys = turf.map((c) => c.y);
  const [x0, x1, y0, y1] = [Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1];
  const columns = Array.from({ length: x1 - x0 + 1 }, (_, c) => x0 + c);
  const byCell = new Map(turf.map((c) => [cellKey(c.x, c.y), c]));
  const buildable = sel !== null && !refusal ? new Set(placements.map((c) => cellKey(c.x, c.y))) : new Set<string>();
  const cell = (x: number, y: number): TurfCell => {
    const here = byCell.get(cellKey(x, y));
    if (here?.key === COMMANDER_KEY) return { kind: "commander", x, y, edges: edges.get(here.key) ?? [], raidable: targets.has(COMMANDER_KEY) };
    if (here) {
      const id = Number(here.key);
      return {
        kind: "establishment",
        x,
        y,
        id,
        card: cardOf(input, id),
        edges: edges.get(here.key) ?? [],
        supplied: live.has(id),
        raidTarget: targets.has(here.key),
        discard: { type: "move", card: id, to: "discard" },
        annihilate: { type: "move", card: id, to: "annihilated" },
      };
    }
    return { kind: "empty", x, y, build: sel !== null && buildable.has(cellKey(x, y)) ? { type: "build", card: sel, x, y } : null };
  };
  const rows = Array.from({ length: y1 - y0 + 1 }, (_, r) => y0 + r).map((y) => ({ y, cells: columns.map((x) => cell(x, y)) }));
  const firstPlace = placements.length > 0 && sel !== null && !refusal ? cellKey(placements[0].x, placements[0].y) : null;
  const commanderCell = turf.find((c) => c.key === COMMANDER_KEY);

  const zones = (["borderlands", "warband", "attached"] as const).map((zone) => ({
    zone,
    cards: state[zone].map((id): ZoneCard => {
      const other = zone === "warband" ? "borderlands" : "warband";
      return {
        ...shown(id),
        move: zone === "attached" ? null : { to: other, action: { type: "move", card: id, to: other }, disabled: state.transferredThisTurn.includes(id) },
        discard: { type: "move", card: id, to: "discard" },
        annihilate: { type: "move", card: id, to: "annihilated" },
      };
    }),
  }));

  const result = balanceDominion(balanceCards(input, state), state.gold);
  return {
    started,
    controls: {
      giftOfFate: { action: { type: "gift-of-fate" }, disabled: started || state.giftOfFateTaken },
      nextTurn: { action: { type: "next-turn" }, label: started ? "next-turn" : "start-turn-1" },
    },
    counters: {
      turn: started ? state.turn : null,
      gold: state.gold,
      drawPile: state.drawPile.length,
      discardPile: state.discardPile.length,
      annihilated: state.annihilated.length,
      reshuffles: state.reshuffles ? state.reshuffles : null,
    },
    hand: state.hand.map((id) => ({ ...shown(id), selected: sel === id })),
    selection,
    commander: { card: input.commander, facts: { neighborAllowance: COMMANDER_ALLOWANCE, cv: input.commander.cv ?? "?" }, icons: cardIcons(input.commander) },
    grid: { columns, rows, focus: firstPlace ?? (commanderCell ? cellKey(commanderCell.x, commanderCell.y) : null) },
    zones,
    balance: {
      turn: started ? state.turn : 1,
      rows: RESOURCES.map((resource) => ({
        resource,
        provided: result.provided[resource],
        required: result.required[resource],
        bought: result.bought[resource],
      })),
      result,
      unpaid: result.unpaid.map((k) => (k === COMMANDER_KEY ? input.commander : cardOf(input, Number(k)))),
      startingGold: SETTING_UP.goldReserves,
    },
    log: state.log,
  };
}
