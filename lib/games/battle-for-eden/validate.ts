import type { ResolvedDeck } from "../../engine/deck-types";
import { runChecks, validation, type GameValidation } from "../types";
import type { BattleForEdenStats } from "../stats";
import type { BfeCard } from "./card";
import { isEnergyCrystal } from "./common-cards";
import { startingDeckContext, STARTING_DECK_RULES, type StartingDeckContext } from "./rules";
import { readStartingDeck } from "./starting-deck-input";
import { worldOf } from "./world";

/** Checks a starting deck (the `main` section) against every check of rules.ts. Never throws. */
export function validateStartingDeck(deck: ResolvedDeck<BfeCard>): GameValidation<"battle-for-eden"> {
  const ctx = startingDeckContext(readStartingDeck(deck));
  const { errors, warnings } = runChecks(STARTING_DECK_RULES, ctx);
  return validation("battle-for-eden", errors, warnings, startingDeckStats(ctx));
}

/** deckSize (CONTRACTS §3), units, crystals, the civilization and its World by cost for the builder. */
function startingDeckStats({ input, choice }: StartingDeckContext): BattleForEdenStats {
  const total = (test: (card: BfeCard) => boolean) => input.entries.filter(({ card }) => test(card)).reduce((sum, e) => sum + e.quantity, 0);
  return {
    deckSize: total(() => true),
    units: total((card) => card.kind === "unit"),
    crystals: total(isEnergyCrystal),
    civilization: choice.civilization,
    world: choice.civilization ? worldOf(choice.civilization, input.catalog) : [],
  };
}
