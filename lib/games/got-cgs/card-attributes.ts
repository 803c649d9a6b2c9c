/**
 * A card's attributes, parsed once and cached by text (the goldfish and the validator ask
 * for the same cards again and again), and the findings as deck issues naming the card.
 */
import { issue, type Issue } from "../types";
import { parseAttributes, type ParsedAttributes } from "./attributes";

const MAX_CACHED = 10_000;
const cache = new Map<string, ParsedAttributes>();

/** The parsed attributes of a card; the result is shared: do not change it. */
export function cardAttributes(card: { attributes?: unknown }): ParsedAttributes {
  const text = typeof card?.attributes === "string" ? card.attributes : "";
  const hit = cache.get(text);
  if (hit) return hit;
  const parsed = parseAttributes(text);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(text, parsed);
  return parsed;
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
export function attributeIssues(card: { code: string; attributes?: unknown }): Issue[] {
  return cardAttributes(card).problems.map((p) => {
    const end = /[.?!]$/.test(p.message) ? "" : ".";
    return issue(p.code, `Card ${card.code}, attributes line ${p.line}: ${p.message}${end}`, [card.code], {
      card: card.code,
      line: p.line,
      end,
      problem: { phrases: [[{ key: p.key, values: p.values ?? {}, namespace: "gotAttributes" }]] },
    });
  });
}
