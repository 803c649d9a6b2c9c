/**
 * EDEN goldfish: there is no deck to shuffle. "4. A - La Fase de Preparación" gives the
 * warband sheet (Etapa 2: the strategy-point pool; Etapa 8: the tactic hand, as many cards
 * as the leader's PSI, chosen — not drawn — one card of a name); the page adds the dice
 * calculator of dice.ts ("2. A - Tiradas", "6. Ataque").
 */
import type { ResolvedDeck } from "../../engine/deck-types";
import { intArg } from "../../engine/goldfish/action-codec";
import { cardName, gameText, type GameText } from "../../engine/goldfish/game-text";
import { refusal, type ActionToken, type GoldfishRules, type Outcome, type Prepared } from "../../engine/goldfish/types";
import type { EdenCard, Member } from "./card";
import { findLeader } from "./leader";
import { codeOf, nameKey, nameOf, quantityOf, readRoster } from "./roster";
import { warbandStats, type EdenStats } from "./stats";

type Pair = [number | null, number | null];

/** A card's names in other languages (the catalog's `names`: Spanish for EDEN), for showing only. */
type Names = Record<string, string>;

const namesOf = (card: unknown): { names?: Names } => {
  const names = (card as { names?: unknown })?.names;
  return names && typeof names === "object" && !Array.isArray(names) ? { names: names as Names } : {};
};

export interface SheetCombatant {
  code: string;
  name: string;
  names?: Names;
  quantity: number;
  leader: boolean;
  value: number | null;
  psi: Pair | null;
  cbt: Pair | null;
  vig: Pair | null;
  rap: Pair | null;
  location: Partial<Record<Member, number[]>> | null;
}

export interface EdenGoldfishInput {
  stats: EdenStats;
  combatants: SheetCombatant[];
  tactics: { code: string; name: string; names?: Names; nameKey: string; rules: string[] }[];
  missions: { code: string; name: string; names?: Names; missionType: string | null }[];
}

export interface WarbandSheet {
  /** Indices into `input.tactics`: the tactic hand chosen (Etapa 8). */
  tacticHand: number[];
  log: GameText[];
}

export type SheetAction = { type: "tactic"; index: number };

const pair = (card: Record<string, unknown>, key: string): Pair | null => (Array.isArray(card[key]) ? (card[key] as Pair) : null);

export function prepareEden(deck: ResolvedDeck<EdenCard>): Prepared<EdenGoldfishInput> {
  const roster = readRoster(deck);
  const stats = warbandStats(roster);
  const leader = findLeader(roster);
  const combatants = roster.combatants.map((e) => {
    const card = e.card as unknown as Record<string, unknown>;
    return {
      code: codeOf(card),
      name: nameOf(card),
      ...namesOf(card),
      quantity: quantityOf(e),
      leader: e === leader,
      value: typeof card.value === "number" ? card.value : null,
      psi: pair(card, "psi"),
      cbt: pair(card, "cbt"),
      vig: pair(card, "vig"),
      rap: pair(card, "rap"),
      location: (card.location as SheetCombatant["location"]) ?? null,
    };
  });
  const tactics = roster.tactics.map((e) => ({
    code: codeOf(e.card),
    name: nameOf(e.card),
    ...namesOf(e.card),
    nameKey: nameKey(e.card),
    rules: Array.isArray((e.card as { rules?: unknown }).rules) ? ((e.card as { rules: string[] }).rules ?? []) : [],
  }));
  const missions = roster.missions.map((e) => ({
    code: codeOf(e.card),
    name: nameOf(e.card),
    ...namesOf(e.card),
    missionType: typeof (e.card as { missionType?: unknown }).missionType === "string" ? (e.card as { missionType: string }).missionType : null,
  }));
  return { ok: true, input: { stats, combatants, tactics, missions } };
}

/**
 * EDEN rules, "4. A - La Fase de Preparación", Etapa 8: the tactic hand holds as many cards as
 * the leader's PSI, only one card of a name. Toggles a tactic card in or out of the hand.
 */
function toggleTactic(input: EdenGoldfishInput, state: WarbandSheet, index: number): Outcome<WarbandSheet> {
  const tactic = input.tactics[index];
  if (!tactic) return refusal(gameText("eden.noTactic", `The warband has no tactic card #${index}.`, { id: index }));
  const card = { card: cardName(tactic) };
  if (state.tacticHand.includes(index)) {
    const out = gameText("eden.tacticOut", `${tactic.name} back out of the tactic hand.`, card);
    return { ok: true, state: { tacticHand: state.tacticHand.filter((i) => i !== index), log: [...state.log, out] } };
  }
  const size = input.stats.tacticHandSize;
  if (size === null) return refusal(gameText("eden.handSizeUnknown", "The tactic hand size is unknown: name a leader whose PSI the catalog knows."));
  if (state.tacticHand.length >= size)
    return refusal(gameText("eden.handFull", `The tactic hand holds ${size} cards (the leader's PSI); it is full.`, { size }));
  if (state.tacticHand.some((i) => input.tactics[i].nameKey === tactic.nameKey))
    return refusal(gameText("eden.sameName", `The tactic hand already holds a card named ${tactic.name}.`, card));
  return {
    ok: true,
    state: { tacticHand: [...state.tacticHand, index], log: [...state.log, gameText("eden.tacticIn", `${tactic.name} into the tactic hand.`, card)] },
  };
}

export const edenGoldfish: GoldfishRules<EdenGoldfishInput, WarbandSheet, SheetAction> = {
  layout: "warband",
  sections: ["4. A - La Fase de Preparación (Etapas 2 y 8)", "2. A - Tiradas", "6. Ataque"],
  prepare: (deck) => prepareEden(deck as ResolvedDeck<EdenCard>),
  setUp: () => ({ tacticHand: [], log: [] }),
  apply: (input, state, action) => toggleTactic(input, state, action.index),
  encode: (action): ActionToken => ({ verb: "t", args: [String(action.index)] }),
  decode: (token) => {
    const index = intArg(token.args[0], 0, 10_000);
    return token.verb === "t" && token.args.length === 1 && index !== undefined ? { type: "tactic", index } : undefined;
  },
  noDeck: {
    code: "NO_DECK",
    message:
      'EDEN has no deck to shuffle or draw: the tactic hand is chosen, not drawn ("4. A - La Fase de Preparación", Etapa 8). Use `validate` for the warband sheet (strategyPoints, tacticHandSize) and the goldfish page\'s dice calculator.',
  },
};
