import type { ResolvedDeck } from "../../engine/deck-types";
import { runChecks, validation, type GameValidation, finding } from "../types";
import type { EdenCard } from "./card";
import { readRoster } from "./roster";
import { WARBAND_RULES } from "./rules";
import { warbandStats } from "./stats";

/** Validates a warband list: every check of rules.ts. Never throws: on input it cannot read it answers with errors. */
export function validateWarband(deck: ResolvedDeck<EdenCard>): GameValidation<"eden-skirmish"> {
  try {
    const roster = readRoster(deck);
    const { errors, warnings } = runChecks(WARBAND_RULES, roster);
    return validation("eden-skirmish", errors, warnings, warbandStats(roster));
  } catch (cause) {
    // A safety net only: the rules read every field defensively, and the tests check this never fires.
    const why = cause instanceof Error ? cause.message : String(cause);
    return validation("eden-skirmish", [finding("EDEN_UNREADABLE", [], { why })], [], {
      points: 0,
      budget: null,
      strategyPoints: null,
      tacticHandSize: null,
      combatants: 0,
      missions: 0,
      tactics: 0,
      warband: null,
      leader: null,
    });
  }
}
