import { ruleInfo, type Ruleset } from "../types";
import { edenCardSchema, type EdenCard } from "./card";
import { validateWarband } from "./validate";
import { WARBAND_RULES } from "./rules";
import { edenGoldfish } from "./goldfish";
import { catalogFilters } from "./catalog-filters";
import { headerChoices } from "./header-choices";

export type { EdenCard } from "./card";
export { DEFAULT_BUDGET, ADVISED_MAX_BUDGET, parseBudgetHeader } from "./budget-header";
export { WARBAND_RULES } from "./rules";

/** EDEN, the post-apocalyptic skirmish game: warbands of combatants, missions and tactics. */
export const edenSkirmish: Ruleset<EdenCard> = {
  slug: "eden-skirmish",
  title: "EDEN",
  cardSchema: edenCardSchema,
  headers: ["warband", "budget", "leader"],
  sections: ["main", "missions", "tactics"],
  cardType: (card) => card.kind,
  catalogFilters,
  headerChoices,
  rules: ruleInfo(WARBAND_RULES),
  validate: validateWarband,
  goldfish: edenGoldfish,
};
