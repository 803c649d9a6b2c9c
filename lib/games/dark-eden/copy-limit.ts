import { issue } from "../types";
import { hasDesignation } from "./deck";
import { errors, type Rule } from "./rule";
import { DECK_DESIGN } from "./setting-up";

/**
 * Dark Eden rules, "DESIGNING A DECK": up to five copies of any one card, any number of a
 * NO DECK LIMIT card. ("UNIQUE CARDS" limits copies in play, not in the deck.)
 */
export const copyLimit: Rule = (ctx) =>
  errors(
    ...ctx.slots
      .filter(({ card, copies }) => copies > DECK_DESIGN.maximumCopies && !hasDesignation(card, "NO DECK LIMIT"))
      .map(({ card, copies }) =>
        issue(
          "DE_COPY_LIMIT",
          `${copies} copies of ${card.name}: a deck may hold at most ${DECK_DESIGN.maximumCopies} copies of a card that is not NO DECK LIMIT.`,
          [card.code],
        ),
      ),
  );
