/**
 * A card's attributes, parsed, and the findings as deck issues naming the card. Each call
 * parses: a reading that meets the same text again keeps its own parse (era-deck.ts).
 */
import { type Issue, finding } from "../types";
import { parseAttributes, type ParsedAttributes } from "./attributes";

/** The parsed attributes of a card. */
export function cardAttributes(card: { attributes?: unknown }): ParsedAttributes {
  return parseAttributes(typeof card?.attributes === "string" ? card.attributes : "");
}

export type GotCardType = "adventure" | "support" | "unknown";

// GOT CGS rules, "Cards": a card is of one of two types, adventure or support, given by its Type attribute (gold cards too).
export function cardTypeOfCard(card: { attributes?: unknown }): GotCardType {
  return typeOfParsed(cardAttributes(card));
}

/** The card type its parsed attributes give (cardTypeOfCard for attributes already parsed). */
export function typeOfParsed(parsed: ParsedAttributes): GotCardType {
  const type = parsed.model.type;
  return type === "Adventure" ? "adventure" : type === "Support" ? "support" : "unknown";
}

/** The card's GOT_ATTR_* findings as issues: the message names the card code and the line. */
export function attributeIssues(card: { code: string; attributes?: unknown }, parsed: ParsedAttributes = cardAttributes(card)): Issue[] {
  return parsed.problems.map((p) => {
    const end = /[.?!]$/.test(p.message) ? "" : ".";
    return finding(p.code, [card.code], {
      card: card.code,
      line: p.line,
      end,
      problem: { phrases: [[{ key: p.key, values: p.values ?? {}, namespace: "gotAttributes" }]] },
    });
  });
}
