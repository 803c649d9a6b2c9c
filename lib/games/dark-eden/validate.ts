import { validation, type Validation } from "../types";
import { affiliation } from "./affiliation";
import { commanderChosen, commanderOutsideDeck } from "./commander";
import { deckContext } from "./context";
import { copyLimit } from "./copy-limit";
import type { DarkEdenDeck } from "./deck";
import { minimumDeckSize } from "./deck-size";
import { artSpellNeedsSpellcaster, darkSymmetryNeedsWorthy, prophecyNeedsProphet, ritualNeedsPatriarch } from "./designation-casters";
import { cavalryAndVehicles, equipment } from "./enablers";
import { knownMode } from "./first-few-games";
import type { Rule } from "./rule";
import { deckStats } from "./stats";

/** Every deck-building rule, in the order its findings are listed. Adding a rule adds a line. */
export const RULES: readonly Rule[] = [
  knownMode,
  commanderChosen,
  commanderOutsideDeck,
  minimumDeckSize,
  copyLimit,
  affiliation,
  cavalryAndVehicles,
  equipment,
  ritualNeedsPatriarch,
  prophecyNeedsProphet,
  artSpellNeedsSpellcaster,
  darkSymmetryNeedsWorthy,
];

/** Checks a Dark Eden deck against every rule in one pass over its context. Never throws on a resolved deck. */
export function validateDarkEden(deck: DarkEdenDeck): Validation {
  const ctx = deckContext(deck);
  const found = RULES.map((rule) => rule(ctx));
  return validation(
    "dark-eden",
    found.flatMap((f) => f.errors),
    found.flatMap((f) => f.warnings),
    deckStats(ctx),
  );
}
