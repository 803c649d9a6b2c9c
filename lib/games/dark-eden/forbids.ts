import { cardsParam, type Issue, finding } from "../types";
import type { Card } from "./deck";
import type { DeckCheck, DeckContext } from "./rule";

/** One finding per play-deck card the Commander's own text forbids with the given force. */
function forbidden(ctx: DeckContext, force: "never" | "not", finding: (card: Card, commander: Card) => Issue): Issue[] {
  const { commander } = ctx;
  if (!commander?.forbids) return [];
  const found: Issue[] = [];
  for (const { card, facts, forbidden } of ctx.slots) if (forbidden?.force === force && facts.type !== "commander") found.push(finding(card, commander));
  return found;
}

// Dark Eden rules, "NOT vs. NEVER" and "UNIVERSAL RULES": what the Commander may NEVER play can never enter play.
export const forbiddenByCommander: DeckCheck = {
  codes: ["DE_FORBIDDEN_BY_COMMANDER"],
  level: "error",
  section: "NOT vs. NEVER",
  explanation:
    "A card the Commander's own text says it may NEVER play or build (Nepharite Ancyrite and Brotherhood warriors, Brat Horatio and the Dark Legion Citadel …): not even another card can force it.",
  check: (ctx) =>
    forbidden(ctx, "never", (card, commander) =>
      finding("DE_FORBIDDEN_BY_COMMANDER", [card.code, commander.code], { card: cardsParam([card]), commander: cardsParam([commander]) }),
    ),
};

// Dark Eden rules, "NOT vs. NEVER": what the Commander may NOT play enters play only if another card forces it.
export const restrictedByCommander: DeckCheck = {
  codes: ["DE_RESTRICTED_BY_COMMANDER"],
  level: "warning",
  section: "NOT vs. NEVER",
  explanation: "A card the Commander's own text says it may not play or build (Serennel and Embassies): it enters play only if another card forces it.",
  check: (ctx) =>
    forbidden(ctx, "not", (card, commander) =>
      finding("DE_RESTRICTED_BY_COMMANDER", [card.code, commander.code], { card: cardsParam([card]), commander: cardsParam([commander]) }),
    ),
};
