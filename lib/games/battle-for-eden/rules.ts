/**
 * Every starting-deck check, in order (ARCHITECTURE: one list of named checks, read by the
 * validator, the rules page and the tests). Sections are the rules text's own
 * (seeds/battle-for-eden-rules.txt). The map checks are lib/games/battle-for-eden/map.ts's.
 */
import type { RuleCheck } from "../types";
import { chosenCivilization, unitsOfOtherCivilizations, type CivilizationChoice } from "./civilization";
import { BFE } from "./codes";
import { startingDeckComposition } from "./starting-deck";
import type { StartingDeckInput } from "./starting-deck-input";

/** A starting deck as the checks read it: the deck and the civilization its header chose. */
export interface StartingDeckContext {
  input: StartingDeckInput;
  choice: CivilizationChoice;
}

export function startingDeckContext(input: StartingDeckInput): StartingDeckContext {
  return { input, choice: chosenCivilization(input) };
}

export const STARTING_DECK_RULES: readonly RuleCheck<StartingDeckContext>[] = [
  {
    codes: [BFE.NO_CIVILIZATION, BFE.UNKNOWN_CIVILIZATION],
    level: "error",
    section: "Map creation ▶ Setup",
    explanation: "Each player chooses a civilization (the civilization header), one the catalog knows: its World is where the deck's units come from.",
    check: (ctx) => ctx.choice.issues,
  },
  {
    codes: [BFE.START_COMPOSITION],
    level: "error",
    section: "Conquest ▶ Setup",
    explanation: "The starting deck is exactly 3 Small Energy Crystal, 1 Medium Energy Crystal and 3 units of cost 1, nothing else.",
    check: (ctx) => startingDeckComposition(ctx.input),
  },
  {
    codes: [BFE.WRONG_CIVILIZATION],
    level: "error",
    section: "Conquest ▶ Setup",
    explanation: "The starting units come from the player's own civilization's World.",
    check: (ctx) => (ctx.choice.civilization ? unitsOfOtherCivilizations(ctx.input, ctx.choice.civilization) : []),
  },
];
