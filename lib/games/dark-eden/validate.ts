import { runChecks, validation, type Validation } from "../types";
import { deckContext } from "./context";
import type { DarkEdenDeck } from "./deck";
import { DARK_EDEN_RULES } from "./rules";
import { deckStats } from "./stats";

/** Checks a Dark Eden deck against every rule in one pass over its context. Never throws on a resolved deck. */
export function validateDarkEden(deck: DarkEdenDeck): Validation {
  const ctx = deckContext(deck);
  const { errors, warnings } = runChecks(DARK_EDEN_RULES, ctx);
  return validation("dark-eden", errors, warnings, deckStats(ctx));
}
