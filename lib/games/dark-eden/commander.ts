import { cardsParam, finding, type Issue } from "../types";
import type { DeckCheck } from "./rule";

// Dark Eden rules, "WHAT YOU NEED TO PLAY" and "PLACE COMMANDERS": each player brings one Commander.
export const commanderChosen: DeckCheck = {
  codes: ["DE_NO_COMMANDER", "DE_NOT_A_COMMANDER"],
  level: "error",
  section: "WHAT YOU NEED TO PLAY",
  explanation: "The `commander` header must name one Commander card; it represents you and is not part of the play deck.",
  check: (ctx) => {
    const named = (ctx.deck.headers?.commander ?? "").trim();
    if (named === "") return [finding("DE_NO_COMMANDER", [], {})];
    const card = ctx.commanderHeader;
    if (!card) return [finding("DE_NOT_A_COMMANDER", [], { kind: "unknown", named, type: "" })];
    if (card.type !== "commander") {
      // English says "an" before a vowel: the message's `type` select says each type with its article.
      return [finding("DE_NOT_A_COMMANDER", [card.code], { kind: "other", named: cardsParam([card]), type: card.type })];
    }
    return [];
  },
};

// Dark Eden rules, "WHAT YOU NEED TO PLAY": the Commander is set aside; the rest forms the play deck.
export const commanderOutsideDeck: DeckCheck = {
  codes: ["DE_COMMANDER_IN_DECK"],
  level: "error",
  section: "WHAT YOU NEED TO PLAY",
  explanation: "A Commander card is never part of the play deck: name the one you play in the `commander` header.",
  check: (ctx) => {
    const found: Issue[] = [];
    for (const { card, facts } of ctx.slots) {
      if (facts.type !== "commander") continue;
      found.push(finding("DE_COMMANDER_IN_DECK", [card.code], { card: cardsParam([card]) }));
    }
    return found;
  },
};
