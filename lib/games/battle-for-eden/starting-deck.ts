import { cardsParam, type Issue, finding } from "../types";
import type { BfeCard } from "./card";
import { BFE } from "./codes";
import { MEDIUM_ENERGY_CRYSTAL, SMALL_ENERGY_CRYSTAL } from "./common-cards";
import type { StartingDeckInput } from "./starting-deck-input";

/** Battle for Eden rules, "Conquest ▶ Setup": 3 Small Energy Crystal, 1 Medium Energy Crystal, 3 cost-1 units. */
export const STARTING_DECK = { smallCrystals: 3, mediumCrystals: 1, costOneUnits: 3 } as const;

/** A unit whose cost is 1: what a starting deck takes from the World. */
export function isCostOneUnit(card: BfeCard): boolean {
  return card.kind === "unit" && card.cost === 1;
}

// Battle for Eden rules, "Conquest ▶ Setup": the starting deck is 3 Small + 1 Medium Energy Crystal and 3 cost-1 units.
export function startingDeckComposition(deck: StartingDeckInput): Issue[] {
  const count = (test: (card: BfeCard) => boolean) => deck.entries.filter(({ card }) => test(card)).reduce((sum, e) => sum + e.quantity, 0);
  const small = count((c) => c.code === SMALL_ENERGY_CRYSTAL);
  const medium = count((c) => c.code === MEDIUM_ENERGY_CRYSTAL);
  const units = count(isCostOneUnit);
  const issues: Issue[] = [];
  if (small !== STARTING_DECK.smallCrystals) {
    issues.push(finding(BFE.START_COMPOSITION, [SMALL_ENERGY_CRYSTAL], { kind: "small", held: small, want: STARTING_DECK.smallCrystals }));
  }
  if (medium !== STARTING_DECK.mediumCrystals) {
    issues.push(finding(BFE.START_COMPOSITION, [MEDIUM_ENERGY_CRYSTAL], { kind: "medium", held: medium, want: STARTING_DECK.mediumCrystals }));
  }
  if (units !== STARTING_DECK.costOneUnits) {
    const codes = deck.entries.filter(({ card }) => isCostOneUnit(card)).map(({ card }) => card.code);
    issues.push(
      finding(BFE.START_COMPOSITION, codes, {
        kind: "units",
        held: units,
        want: STARTING_DECK.costOneUnits,
      }),
    );
  }
  const others = deck.entries.filter(({ card }) => card.code !== SMALL_ENERGY_CRYSTAL && card.code !== MEDIUM_ENERGY_CRYSTAL && !isCostOneUnit(card));
  for (const { card } of others) {
    const kind = card.kind !== "unit" ? "notStarting" : typeof card.cost === "number" ? "cost" : "noCost";
    issues.push(finding(BFE.START_COMPOSITION, [card.code], { kind, card: cardsParam([card]), cost: card.cost ?? 0 }));
  }
  return issues;
}
