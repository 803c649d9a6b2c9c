import type { CardLookup } from "../../engine/deck-types";
import type { CatalogExtras, HeaderChoice } from "../types";
import type { BfeCard } from "./card";

const words = (slug: string) => slug.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** "Map creation ▶ Setup": each player chooses a civilization — the catalog's, or those its units name. */
export function headerChoices(cards: CardLookup<BfeCard>, extras: CatalogExtras): Record<string, HeaderChoice[]> {
  const byCode = new Map<string, HeaderChoice>();
  for (const c of extras.civilizations ?? []) byCode.set(c.code, { value: c.code, label: c.name });
  for (const card of cards.all) {
    if (card.civilization && !byCode.has(card.civilization)) byCode.set(card.civilization, { value: card.civilization, label: words(card.civilization) });
  }
  return { civilization: [...byCode.values()].sort((a, b) => a.label.localeCompare(b.label)) };
}
