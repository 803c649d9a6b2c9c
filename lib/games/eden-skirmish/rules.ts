/**
 * Every warband check, in the order a player meets them: "3. Formar la banda", then the
 * preparation phase (ARCHITECTURE: one list of named checks, read by the validator, the
 * rules page and the tests). Sections are the Spanish rules' own (seeds/eden-skirmish-rules-es.txt).
 */
import type { RuleCheck } from "../types";
import { advisedBudget, budgetReadable, valuesKnown, withinBudget } from "./budget";
import { leaderInWarband } from "./leader";
import { missionChosen, missionsPlayable, onlyMissions } from "./missions";
import { hasCombatants, onlyCombatantsRecruited, sharedSymbol, symbolKnown, uniqueCombatants, warbandTypeChosen } from "./recruitment";
import type { Roster } from "./roster";
import { psiKnown } from "./stats";
import { onlyTactics, tacticsFitHand, uniqueTactics } from "./tactics";

const BAND = "3. Formar la banda";
const PREPARATION = "4. A - La Fase de Preparación";

export const WARBAND_RULES: readonly RuleCheck<Roster>[] = [
  {
    codes: ["EDEN_NO_WARBAND_TYPE", "EDEN_BAD_WARBAND"],
    level: "error",
    section: BAND,
    explanation:
      "Before recruiting, each player chooses the warband's type: a faction warband or a stigma warband (the warband header, e.g. faction jokers or stigma chaos).",
    check: warbandTypeChosen,
  },
  {
    codes: ["EDEN_BAD_BUDGET"],
    level: "error",
    section: BAND,
    explanation: "The budget is a whole number of points (100 unless the players agree on another).",
    check: budgetReadable,
  },
  {
    codes: ["EDEN_EMPTY_WARBAND"],
    level: "error",
    section: BAND,
    explanation: "A warband is made of the combatants the player recruits: it needs at least one.",
    check: hasCombatants,
  },
  {
    codes: ["EDEN_NOT_RECRUITABLE"],
    level: "error",
    section: "1. D - Las cartas",
    explanation: "Only profile cards of combatants are recruited: missions and tactics are other cards, and non-player combatants (CNJ) are never recruited.",
    check: onlyCombatantsRecruited,
  },
  {
    codes: ["EDEN_FACTION_MISMATCH", "EDEN_STIGMA_MISMATCH"],
    level: "error",
    section: BAND,
    explanation: "Every combatant shares the warband's symbol: its faction for a faction warband, its stigma for a stigma warband.",
    check: sharedSymbol,
  },
  {
    codes: ["EDEN_UNKNOWN_FACTION", "EDEN_UNKNOWN_STIGMA"],
    level: "warning",
    section: BAND,
    explanation: "A combatant whose faction or stigma our catalog lacks: the shared symbol cannot be checked, so check the profile card.",
    check: symbolKnown,
  },
  {
    codes: ["EDEN_DUPLICATE_COMBATANT"],
    level: "error",
    section: BAND,
    explanation: "A combatant with a proper name joins a warband once at most.",
    check: uniqueCombatants,
  },
  {
    codes: ["EDEN_UNKNOWN_VALUE"],
    level: "error",
    section: BAND,
    explanation: "Every combatant's value (points) must be known: without it the warband's total, and so the budget, cannot be checked.",
    check: valuesKnown,
  },
  {
    codes: ["EDEN_OVER_BUDGET"],
    level: "error",
    section: BAND,
    explanation: "The combatants' values add up to no more than the budget, not even by 1 point.",
    check: withinBudget,
  },
  {
    codes: ["EDEN_BUDGET_HIGH"],
    level: "warning",
    section: BAND,
    explanation: "Players may agree on a larger budget, but the rules advise not to go above 200 points.",
    check: advisedBudget,
  },
  {
    codes: ["EDEN_LEADER_NOT_IN_WARBAND"],
    level: "error",
    section: `${PREPARATION}, Etapa 4`,
    explanation: "The leader is one of the player's own combatants.",
    check: leaderInWarband,
  },
  {
    codes: ["EDEN_WRONG_SECTION"],
    level: "error",
    section: "1. D - Las cartas de Misión",
    explanation: "The [missions] section holds mission cards only.",
    check: onlyMissions,
  },
  {
    codes: ["EDEN_MISSION_RESTRICTED"],
    level: "error",
    section: "1. D - Las cartas de Misión, 6. Símbolo de Facción / Estigma",
    explanation: "A mission reserved for a faction or a stigma can be played only by a warband of that faction or stigma.",
    check: missionsPlayable,
  },
  {
    codes: ["EDEN_NO_MISSION"],
    level: "warning",
    section: `${PREPARATION}, Etapa 5`,
    explanation: "In the preparation phase each player plays one of his mission cards: a warband list without a mission has none to play.",
    check: missionChosen,
  },
  {
    codes: ["EDEN_WRONG_SECTION"],
    level: "error",
    section: "1. D - Las cartas de Táctica",
    explanation: "The [tactics] section holds tactic cards only.",
    check: onlyTactics,
  },
  {
    codes: ["EDEN_DUPLICATE_TACTIC"],
    level: "error",
    section: `${PREPARATION}, Etapa 8`,
    explanation: "The tactic hand holds one card of a name at most; no two tactic cards of one name are played in a game.",
    check: uniqueTactics,
  },
  {
    codes: ["EDEN_TACTIC_HAND_SIZE"],
    level: "warning",
    section: `${PREPARATION}, Etapa 8`,
    explanation: "The player picks as many tactic cards as the leader's PSI: more tactic cards than that cannot all be held.",
    check: tacticsFitHand,
  },
  {
    codes: ["EDEN_UNKNOWN_PSI"],
    level: "warning",
    section: `${PREPARATION}, Etapa 2`,
    explanation:
      "The strategy points are the sum of the combatants' PSI: a combatant whose PSI our catalog lacks leaves them (and the tactic hand size) uncounted.",
    check: psiKnown,
  },
];
