import { ruleInfo, type CatalogFilter, type Ruleset } from "../types";
import { bfeCardSchema, bfeExtrasSchema, CARD_KINDS, type BfeCard } from "./card";
import { validateStartingDeck } from "./validate";
import { STARTING_DECK_RULES } from "./rules";
import { bfeGoldfish } from "./goldfish";
import { headerChoices } from "./header-choices";

export type { BfeCard, Civilization } from "./card";
export { checkMap, type MapCheck } from "./map";
export { parseMapFile, type BfeMap, type MapTile } from "./map-file";
export { STARTING_DECK_RULES } from "./rules";
export { STARTING_DECK } from "./starting-deck";

const catalogFilters: readonly CatalogFilter[] = [
  { key: "kind", label: "Kind", kind: "type", field: "kind", options: CARD_KINDS.map((k) => ({ value: k, label: k[0].toUpperCase() + k.slice(1) })) },
  { key: "civilization", label: "Civilization", kind: "equals", field: "civilization" },
  { key: "cost", label: "Cost", kind: "range", field: "cost" },
  { key: "strength", label: "Strength", kind: "range", field: "strength" },
];

/** Battle for Eden: the hex-map conquest deck-builder. A deck is a player's starting deck. */
export const battleForEden: Ruleset<BfeCard> = {
  slug: "battle-for-eden",
  title: "Battle for Eden",
  cardSchema: bfeCardSchema,
  extrasSchema: bfeExtrasSchema,
  headers: ["civilization"],
  sections: ["main"],
  cardType: (card) => card.kind,
  catalogFilters,
  headerChoices,
  rules: ruleInfo(STARTING_DECK_RULES),
  validate: validateStartingDeck,
  goldfish: bfeGoldfish,
};
