import { issue } from "../types";
import type { Allows, WarriorClass } from "./card";
import { hasDesignation, listNames } from "./deck";
import { isBeginner } from "./first-few-games";
import { NOTHING, warnings, type DeckContext, type Findings, type Rule } from "./rule";

function withoutEnabler(ctx: DeckContext, what: Allows, cards: DeckContext["slots"], code: string, message: (names: string) => string): Findings {
  if (cards.length === 0 || isBeginner(ctx.mode) || ctx.enablers(what).length > 0) return NOTHING;
  return warnings(issue(code, message(listNames(cards.map((s) => s.card))), cards.map((s) => s.card.code)));
}

// Dark Eden rules, "MUSTER WARRIOR" and "WARRIORS": CAVALRY and VEHICLES need a card that allows them.
export const cavalryAndVehicles: Rule = (ctx) => {
  const found: Findings = { errors: [], warnings: [] };
  for (const cls of ["cavalry", "vehicle"] as const satisfies readonly WarriorClass[]) {
    const word = cls === "cavalry" ? "CAVALRY" : "VEHICLES";
    const warriors = ctx.slots.filter(({ card }) => card.type === "warrior" && card.warriorClass === cls);
    const result = withoutEnabler(
      ctx,
      cls,
      warriors,
      "DE_CLASS_WITHOUT_ENABLER",
      (names) => `${names}: ${word} cannot be Mustered until a card that allows them is in play, and neither the Commander nor any card in the deck allows ${word}.`,
    );
    found.warnings.push(...result.warnings);
  }
  return found;
};

// Dark Eden rules, "EQUIP": EQUIPMENT may not be played until a card that allows it is in play.
export const equipment: Rule = (ctx) =>
  withoutEnabler(
    ctx,
    "equipment",
    ctx.slots.filter(({ card }) => hasDesignation(card, "EQUIPMENT")),
    "DE_EQUIPMENT_WITHOUT_ENABLER",
    (names) => `${names}: EQUIPMENT cannot be played until a card that allows it is in play, and neither the Commander nor any card in the deck allows EQUIPMENT.`,
  );
