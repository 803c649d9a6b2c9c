import { cardsParam, type Issue, finding } from "../types";
import type { WarriorClass } from "./card";
import type { Card } from "./deck";
import { isBeginner } from "./first-few-games";
import type { DeckCheck, DeckContext } from "./rule";

const WORD: Record<"cavalry" | "vehicle", string> = { cavalry: "CAVALRY", vehicle: "VEHICLES" };
const CLASSES = ["cavalry", "vehicle"] as const satisfies readonly WarriorClass[];

/** The play deck's warriors of `cls` that no card of the deck or Commander allows, in list order. */
function strandedOf(ctx: DeckContext, cls: (typeof CLASSES)[number]): Card[] {
  const stranded: Card[] = [];
  // A card that allows the class outright lets every such warrior in; a qualified allow (`vehicle:submarine`) only some.
  if (ctx.enablers(cls).length > 0) return stranded;
  for (const { card, facts } of ctx.slots)
    if (facts.type === "warrior" && facts.warriorClass === cls && ctx.enablers(cls, card).length === 0) stranded.push(card);
  return stranded;
}

// Dark Eden rules, "MUSTER WARRIOR" and "WARRIORS": CAVALRY and VEHICLES need a card that allows them.
export const cavalryAndVehicles: DeckCheck = {
  codes: ["DE_CLASS_WITHOUT_ENABLER"],
  level: "warning",
  section: "MUSTER WARRIOR",
  explanation:
    "CAVALRY and VEHICLES may not be Mustered until a card that allows them is in play; warns when neither the Commander nor any card in the deck allows them (one warning per class).",
  check: (ctx) => {
    if (isBeginner(ctx.mode)) return [];
    const found: Issue[] = [];
    for (const cls of CLASSES) {
      const stranded = strandedOf(ctx, cls);
      if (stranded.length === 0) continue;
      const word = WORD[cls];
      found.push(
        finding(
          "DE_CLASS_WITHOUT_ENABLER",
          stranded.map((card) => card.code),
          { cards: cardsParam(stranded), word: { term: word, text: word } },
        ),
      );
    }
    return found;
  },
};

// Dark Eden rules, "EQUIP": EQUIPMENT may not be played until a card that allows it is in play.
export const equipment: DeckCheck = {
  codes: ["DE_EQUIPMENT_WITHOUT_ENABLER"],
  level: "warning",
  section: "EQUIP",
  explanation: "EQUIPMENT may not be played until a card that allows it is in play; warns when neither the Commander nor any card in the deck allows it.",
  check: (ctx) => {
    const cards = ctx.designated("EQUIPMENT");
    if (cards.length === 0 || isBeginner(ctx.mode) || ctx.enablers("equipment").length > 0) return [];
    return [
      finding(
        "DE_EQUIPMENT_WITHOUT_ENABLER",
        cards.map((card) => card.code),
        { cards: cardsParam(cards) },
      ),
    ];
  },
};
