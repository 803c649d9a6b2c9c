import { cardsParam, issue } from "../types";
import { AFFILIATION_NAMES } from "./card";
import { cardFacts } from "./card-facts";
import { matches, type NeedAtom } from "./card-text";
import type { Card } from "./deck";
import { isBeginner } from "./first-few-games";
import type { DeckCheck, DeckContext } from "./rule";

/** Whether the deck can ever meet one alternative of a card's `needs`. */
function satisfied(ctx: DeckContext, atom: NeedAtom): boolean {
  // "YOUR FIRST FEW GAMES": the CAVALRY / VEHICLE and EQUIPMENT restrictions are disregarded.
  if ("enabler" in atom) return isBeginner(ctx.mode) || ctx.enablers(atom.enabler).length > 0;
  if ("commanderNot" in atom) return ctx.commander === undefined || ctx.commander.affiliation !== atom.commanderNot;
  if (ctx.commander && matches(ctx.commander, atom.selector)) return true;
  return ctx.slots.some(({ card }) => card.type !== "commander" && matches(card, atom.selector) && ctx.canPlay(card));
}

function describe(atom: NeedAtom): string {
  if ("enabler" in atom) return `a card that allows ${atom.enabler === "equipment" ? "EQUIPMENT" : atom.enabler === "vehicle" ? "VEHICLES" : "CAVALRY"}`;
  if ("commanderNot" in atom) return `a Commander that is not ${AFFILIATION_NAMES[atom.commanderNot]}`;
  const s = atom.selector;
  if ("card" in s) return `the card [${s.card}]`;
  const kind = s.kind?.replace(/-/g, " ").toUpperCase();
  if ("affiliation" in s) return `${s.affiliation === "any" ? "a" : `an ${AFFILIATION_NAMES[s.affiliation]}`} ${kind ?? "card"}`;
  return `an ${kind}`;
}

/** The needs of `card` that nothing in the deck can meet, each as "x or y". */
function unmet(ctx: DeckContext, card: Card): string[] {
  return cardFacts(card)
    .needs.filter((atoms): atoms is readonly NeedAtom[] => atoms !== undefined && !atoms.some((atom) => satisfied(ctx, atom)))
    .map((atoms) => atoms.map(describe).join(" or "));
}

// Dark Eden rules, "UNIVERSAL RULES": a card whose own text needs something in play first is stranded without it.
export const needsWithoutEnabler: DeckCheck = {
  codes: ["DE_NEEDS_WITHOUT_ENABLER"],
  level: "warning",
  section: "UNIVERSAL RULES",
  explanation:
    "A card whose own text needs something before it can be played (the Corsair a card that allows EQUIPMENT, a KEY-CODE SKULL an ISLAND TEAM MEMBER …) and the Commander and the deck have nothing that could give it.",
  check: (ctx) =>
    ctx.slots
      .map((s) => s.card)
      // Cards that can never enter play for other reasons have their own finding (DE_AFFILIATION, DE_FORBIDDEN_BY_COMMANDER).
      .filter((card) => card.type !== "commander" && ctx.access(card) !== null && ctx.forbidden(card)?.force !== "never")
      .flatMap((card) => {
        const missing = unmet(ctx, card);
        if (missing.length === 0) return [];
        return [
          issue(
            "DE_NEEDS_WITHOUT_ENABLER",
            `${card.name} can never be played from this deck: its text needs ${missing.join(", and ")}, and the deck has none.`,
            [card.code],
            { card: cardsParam([card]), needs: missing.join(", and ") },
          ),
        ];
      }),
};
