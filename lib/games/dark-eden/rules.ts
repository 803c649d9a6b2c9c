import { ruleInfo, type RuleInfo } from "../types";
import { affiliationEnabler, affiliationError } from "./affiliation";
import { commanderChosen, commanderOutsideDeck } from "./commander";
import { copyLimit } from "./copy-limit";
import { minimumDeckSize } from "./deck-size";
import { artSpellNeedsSpellcaster, darkSymmetryNeedsWorthy, prophecyNeedsProphet, ritualNeedsPatriarch } from "./designation-casters";
import { cavalryAndVehicles, equipment } from "./enablers";
import { knownMode } from "./known-mode";
import { forbiddenByCommander, restrictedByCommander } from "./forbids";
import { needsWithoutEnabler } from "./needs";
import type { DeckCheck } from "./rule";

/** Every Dark Eden deck-building check, in the order its findings are listed. Adding a check adds a line. */
export const DARK_EDEN_RULES: readonly DeckCheck[] = [
  knownMode,
  commanderChosen,
  commanderOutsideDeck,
  minimumDeckSize,
  copyLimit,
  affiliationError,
  affiliationEnabler,
  forbiddenByCommander,
  restrictedByCommander,
  cavalryAndVehicles,
  equipment,
  needsWithoutEnabler,
  ritualNeedsPatriarch,
  prophecyNeedsProphet,
  artSpellNeedsSpellcaster,
  darkSymmetryNeedsWorthy,
];

/** What the rules page reads of each check: codes, level, rulebook section and explanation. */
export const darkEdenRules: readonly RuleInfo[] = ruleInfo(DARK_EDEN_RULES);
