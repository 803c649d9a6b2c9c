import { cardsParam, type Issue, finding } from "../types";
import type { DeckCheck } from "./rule";
import { DECK_DESIGN } from "./setting-up";

/**
 * Dark Eden rules, "DESIGNING A DECK": up to five copies of any one card, any number of a
 * NO DECK LIMIT card. ("UNIQUE CARDS" limits copies in play, not in the deck.)
 */
// Dark Eden rules, "DESIGNING A DECK": at most five copies of a card unless it is NO DECK LIMIT.
export const copyLimit: DeckCheck = {
  codes: ["DE_COPY_LIMIT"],
  level: "error",
  section: "DESIGNING A DECK",
  explanation: "Up to five copies of any one card; any number of a card designated NO DECK LIMIT. UNIQUE limits copies in play, not in the deck.",
  check: (ctx) => {
    const found: Issue[] = [];
    for (const { card, copies, facts } of ctx.slots) {
      if (copies <= DECK_DESIGN.maximumCopies || facts.designations.includes("NO DECK LIMIT")) continue;
      found.push(finding("DE_COPY_LIMIT", [card.code], { copies, card: cardsParam([card]), max: DECK_DESIGN.maximumCopies }));
    }
    return found;
  },
};
