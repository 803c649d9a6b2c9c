import type { ResolvedDeck } from "../../engine/deck-types";
import { validation, type Issue, type Validation } from "../types";
import type { BfeCard } from "./card";
import { chosenCivilization, unitsOfOtherCivilizations } from "./civilization";
import { isEnergyCrystal } from "./common-cards";
import { startingDeckComposition } from "./starting-deck";
import { readStartingDeck, type StartingDeckInput } from "./starting-deck-input";
import { worldOf } from "./world";

/** Checks a starting deck (the `main` section) against the Conquest set-up. Never throws. */
export function validateStartingDeck(deck: ResolvedDeck<BfeCard>): Validation {
  const input = readStartingDeck(deck);
  const choice = chosenCivilization(input);
  const errors: Issue[] = [...choice.issues, ...startingDeckComposition(input)];
  if (choice.civilization) errors.push(...unitsOfOtherCivilizations(input, choice.civilization));
  return validation("battle-for-eden", errors, [], startingDeckStats(input, choice.civilization));
}

/** deckSize (CONTRACTS §3), units, crystals, the civilization and its World by cost for the builder. */
function startingDeckStats(input: StartingDeckInput, civilization: ReturnType<typeof chosenCivilization>["civilization"]) {
  const total = (test: (card: BfeCard) => boolean) =>
    input.entries.filter(({ card }) => test(card)).reduce((sum, e) => sum + e.quantity, 0);
  return {
    deckSize: total(() => true),
    units: total((card) => card.kind === "unit"),
    crystals: total(isEnergyCrystal),
    civilization,
    world: civilization ? worldOf(civilization, input.catalog) : [],
  };
}
