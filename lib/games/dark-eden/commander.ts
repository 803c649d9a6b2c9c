import { cardsParam, finding, issue, type Issue } from "../types";
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
      return [
        // English says "an" before a vowel, which messages/en cannot say without naming the card types in prose.
        issue("DE_NOT_A_COMMANDER", `${card.name} is not a Commander (it is ${article(card.type)} ${card.type}).`, [card.code], {
          kind: "other",
          named: cardsParam([card]),
          type: card.type,
        }),
      ];
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

function article(word: string): string {
  return /^[aeiou]/.test(word) ? "an" : "a";
}
