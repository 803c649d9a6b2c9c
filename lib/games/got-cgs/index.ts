import { ruleInfo, type CatalogFilter, type Ruleset } from "../types";
import { gotCardSchema, type GotCard } from "./card";
import { cardTypeOfCard } from "./card-attributes";
import { validateEraDeck } from "./validate";
import { GOT_RULES } from "./rules";
import { gotGoldfish } from "./goldfish";
import { headerChoices } from "./header-choices";

export type { GotCard } from "./card";
export { gotCardSchema } from "./card";
export { cardAttributes, cardTypeOfCard, attributeIssues, type GotCardType } from "./card-attributes";
export { identificationNumber, isHnpIdentifier, identityKey } from "./identifier";
export { costsAndResources, type CostsAndResources } from "./costs";
export { playersCovering, canCover, type CoverCard, type CoverAdventure } from "./cover";
export { adventureCoverage, supportAllowed, type AdventureCoverage, type CostCoverage } from "./competition";
export { playableSupports } from "./playground";
export { GOT_RULES } from "./rules";
export { burnoffCount, deal, type Deal } from "./dealing";
export { readEraHeaders, type EraHeaders, type Burnoff, type PlayMode } from "./era-headers";
export { eraDeckCards, type EraDeckCard } from "./era-deck";
export { parseAttributes, printAttributes, conditionHolds, lookup, type ParsedAttributes, type CardModel } from "./attributes";

const catalogFilters: readonly CatalogFilter[] = [
  {
    key: "type",
    label: "Type",
    kind: "type",
    field: "type",
    options: [
      { value: "adventure", label: "Adventure" },
      { value: "support", label: "Support" },
      { value: "unknown", label: "Unreadable attributes" },
    ],
  },
];

/** Gardener of Thoughts CGS ("Genesis" edition): a deck is one era deck, shared by all players. */
export const gotCgs: Ruleset<GotCard> = {
  slug: "got-cgs",
  title: "Gardener of Thoughts",
  cardSchema: gotCardSchema,
  headers: ["players", "burnoff", "playmode", "hnp"],
  sections: ["main"],
  cardType: (card) => cardTypeOfCard(card),
  catalogFilters,
  headerChoices,
  rules: ruleInfo(GOT_RULES),
  validate: validateEraDeck,
  goldfish: gotGoldfish,
};
