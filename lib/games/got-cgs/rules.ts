/**
 * Every era-deck check, in the order its findings are listed (ARCHITECTURE: one list of
 * named checks, read by the validator, the rules page and the tests). Sections are the
 * rules text's own (seeds/got-cgs-rules.txt).
 */
import type { RuleCheck } from "../types";
import { competitionUncovered } from "./competition";
import type { EraDeckContext } from "./context";
import {
  attributeFindings,
  burnoffTooLarge,
  epicNoBurnoff,
  epicNoEpicAdventure,
  goldUnclaimable,
  hnpCards,
  noAdventure,
  noRoleplay,
  noType,
} from "./era-deck-rules";
import { HEADER_CODES } from "./era-headers";

export const GOT_RULES: readonly RuleCheck<EraDeckContext>[] = [
  {
    codes: Object.values(HEADER_CODES),
    level: "error",
    section: "Card packs ▶ Instructions",
    explanation:
      "The headers say what a card pack's instructions say: players is a whole number of at least 1, burnoff a number of cards or a percentage, playmode pap or epic, hnp yes or no.",
    check: (ctx) => ctx.headerErrors,
  },
  {
    codes: ["GOT_ATTR_SYNTAX", "GOT_ATTR_DUPLICATE", "GOT_ATTR_VALUE", "GOT_ATTR_OPERATOR", "GOT_ATTR_PLACEMENT"],
    level: "error",
    section: "Cards ▶ Attributes",
    explanation:
      "Every card's attributes text follows the rules' grammar: one attribute or category a line, each once, values in their attribute's domain, conditions with an operator, adventure-only and support-only names on their own cards. The message names the card and the line.",
    check: (ctx) => attributeFindings(ctx.cards),
  },
  {
    codes: ["GOT_NO_ADVENTURE"],
    level: "error",
    section: "Cards",
    explanation: "An adventure is always started with an adventure card, so an era deck needs at least one.",
    check: (ctx) => noAdventure(ctx.cards),
  },
  {
    codes: ["GOT_EPIC_NO_BURNOFF"],
    level: "error",
    section: "Playing ▶ Play modes ▶ Epic",
    explanation: "In an epic era the number of cards burned off is always higher than 0.",
    check: (ctx) => epicNoBurnoff(ctx.headers, ctx.burnoff),
  },
  {
    codes: ["GOT_BURNOFF_TOO_LARGE"],
    level: "error",
    section: "Playing ▶ Session ▶ Era ▶ Dealing cards",
    explanation: "The burn off comes from the top of the shuffled deck and the rest is dealt: burning off every shuffled card leaves nothing to deal.",
    check: (ctx) => burnoffTooLarge(ctx.shuffledCards, ctx.burnoff),
  },
  {
    codes: ["GOT_NO_TYPE"],
    level: "warning",
    section: "Cards ▶ Predefined attributes ▶ Type",
    explanation: "A card is an adventure or a support card by its Type attribute; a card without one is neither and can never be played.",
    check: (ctx) => noType(ctx.cards),
  },
  {
    codes: ["GOT_NO_ROLEPLAY"],
    level: "warning",
    section: "Playing ▶ Session ▶ Era ▶ Adventure ▶ End of adventure ▶ Winning conditions",
    explanation: "Who may win an adventure depends on its Roleplay; an adventure card without Roleplay meets no winning condition, so it is always lost.",
    check: (ctx) => noRoleplay(ctx.cards),
  },
  {
    codes: ["GOT_EPIC_NO_EPIC_ADVENTURE"],
    level: "warning",
    section: "Playing ▶ Play modes ▶ Epic",
    explanation:
      'An epic era is won by the players only by winning an epic adventure (Roleplay "Epic"); an epic era deck without one can only be won by the void.',
    check: (ctx) => epicNoEpicAdventure(ctx.cards, ctx.headers),
  },
  {
    codes: ["GOT_HNP_CARD"],
    level: "warning",
    section: "Card packs ▶ Customize a session pack",
    explanation: 'Cards with "HNP" in their identifier belong only in era decks played with the high number of players (the header hnp: yes).',
    check: (ctx) => hnpCards(ctx.cards, ctx.headers),
  },
  {
    codes: ["GOT_COMPETITION_UNCOVERED"],
    level: "warning",
    section: "Card packs ▶ Customize a session pack",
    explanation:
      "Two players should be able to compete for every Battle or Competition adventure: the deck's support cards must let 2 players each cover its costs at once. Support cards the adventure refuses, or whose own playground conditions no card of the deck meets, do not count.",
    check: (ctx) => competitionUncovered(ctx.coverage),
  },
  {
    codes: ["GOT_GOLD_UNCLAIMABLE"],
    level: "warning",
    section: "Playing ▶ Session ▶ Era ▶ Adventure ▶ Turn ▶ Claim gold card",
    explanation:
      "A gold card is claimed with a card of the same identification number; a gold card whose number no silver card of the deck shares can never be claimed.",
    check: (ctx) => goldUnclaimable(ctx.cards),
  },
];
