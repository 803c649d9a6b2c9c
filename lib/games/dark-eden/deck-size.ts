import { finding } from "../types";
import type { Slot } from "./deck";
import type { DeckCheck } from "./rule";
import { DECK_DESIGN } from "./setting-up";

/** Cards in the play deck; a Commander card never counts (it belongs beside the deck). */
export function deckSize(slots: readonly Slot[]): number {
  let size = 0;
  for (const { card, copies } of slots) if (card.type !== "commander") size += copies;
  return size;
}

// Dark Eden rules, "DESIGNING A DECK": at least 60 cards; the Commander does not count.
export const minimumDeckSize: DeckCheck = {
  codes: ["DE_DECK_TOO_SMALL"],
  level: "error",
  section: "DESIGNING A DECK",
  explanation: "The play deck needs at least 60 cards; the Commander does not count.",
  check: (ctx) => {
    const size = ctx.deckSize;
    if (size >= DECK_DESIGN.minimumCards) return [];
    return [finding("DE_DECK_TOO_SMALL", [], { size, min: DECK_DESIGN.minimumCards })];
  },
};
