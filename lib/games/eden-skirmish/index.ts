import type { Ruleset } from "../types";
import { edenCardSchema, type EdenCard } from "./card";
import { validateWarband } from "./validate";
import { edenGoldfish } from "./goldfish";
import { catalogFilters } from "./catalog-filters";
import { headerChoices } from "./header-choices";

export type { EdenCard } from "./card";

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
  validate: validateWarband,
  goldfish: edenGoldfish,
};
