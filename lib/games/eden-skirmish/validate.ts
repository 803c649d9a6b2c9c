import type { ResolvedDeck } from "../../engine/deck-types";
import { issue, validation, type Issue, type Validation } from "../types";
import type { EdenCard } from "./card";
import { advisedBudget, budgetReadable, valuesKnown, withinBudget } from "./budget";
import { leaderInWarband } from "./leader";
import { missionsPlayable, onlyMissions } from "./missions";
import { hasCombatants, onlyCombatantsRecruited, sharedSymbol, uniqueCombatants, warbandTypeChosen } from "./recruitment";
import { readRoster, type Rule } from "./roster";
import { psiKnown, warbandStats } from "./stats";
import { onlyTactics, tacticsFitHand, uniqueTactics } from "./tactics";

/** The warband rules, in the order a player meets them: "3. Formar la banda", then the preparation phase. */
export const WARBAND_RULES: readonly Rule[] = [
  warbandTypeChosen,
  budgetReadable,
  hasCombatants,
  onlyCombatantsRecruited,
  sharedSymbol,
  uniqueCombatants,
  withinBudget,
  advisedBudget,
  valuesKnown,
  leaderInWarband,
  onlyMissions,
  missionsPlayable,
  onlyTactics,
  uniqueTactics,
  tacticsFitHand,
  psiKnown,
];

/** Validates a warband list. Never throws: on input it cannot read it answers with errors. */
export function validateWarband(deck: ResolvedDeck<EdenCard>): Validation {
  try {
    const roster = readRoster(deck);
    const errors: Issue[] = [];
    const warnings: Issue[] = [];
    for (const rule of WARBAND_RULES) {
      for (const finding of rule(roster)) (finding.level === "error" ? errors : warnings).push(finding.issue);
    }
    return validation("eden-skirmish", errors, warnings, { ...warbandStats(roster) });
  } catch (cause) {
    // A safety net only: the rules read every field defensively, and the tests check this never fires.
    const message = `The warband could not be read (${cause instanceof Error ? cause.message : String(cause)}).`;
    return validation("eden-skirmish", [issue("EDEN_UNREADABLE", message)], [], {});
  }
}
