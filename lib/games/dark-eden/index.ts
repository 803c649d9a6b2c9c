import type { Ruleset } from "../types";
import { darkEdenCardSchema, type DarkEdenCard } from "./card";
import { catalogFilters } from "./catalog-filters";
import { validateDarkEden } from "./validate";
import { darkEdenRules } from "./rules";
import { darkEdenGoldfish } from "./goldfish";
import { commanderOf } from "./deck";
import { headerChoices } from "./header-choices";

/** Dark Eden, the 1997 collectable card game (rules: seeds/dark-eden-rules-en.txt, -pl.txt). */
export const darkEden: Ruleset<DarkEdenCard> = {
  slug: "dark-eden",
  title: "Dark Eden",
  cardSchema: darkEdenCardSchema,
  headers: ["commander", "mode"],
  sections: ["main"],
  cardType: (card) => card.type,
  catalogFilters,
  headerChoices,
  // "SETTING UP": the Commander is on the table from the start, beside the play deck.
  headerCards: (deck) => {
    const commander = commanderOf(deck);
    return commander ? [commander] : [];
  },
  rules: darkEdenRules,
  validate: validateDarkEden,
  goldfish: darkEdenGoldfish,
};

export * from "./card";
export { playDeckCards, playDeckSlots, commanderOf, commanderHeaderCard, type Card as DarkEdenCatalogCard, type DarkEdenDeck, type Slot } from "./deck";
export { modeOf, isBeginner, MODES, type Mode, type ModeHeader } from "./first-few-games";
export { SETTING_UP, DECK_DESIGN } from "./setting-up";
export { deckSize } from "./deck-size";
export { validateDarkEden } from "./validate";
export { DARK_EDEN_RULES, darkEdenRules } from "./rules";
