import type { BfeCard, Civilization } from "./card";
import { unitCivilization } from "./civilization";
import type { WorldPage } from "../stats";

export type { WorldPage };

/**
 * Battle for Eden rules, "Conquest ▶ Setup": a civilization's World is the booklet of its unit
 * cards. For the builder: the civilization's units in the catalog, grouped by cost, cheapest first.
 */
export function worldOf(civilization: Civilization, catalog: readonly BfeCard[]): WorldPage[] {
  const pages = new Map<number | null, WorldPage>();
  for (const card of catalog) {
    if (unitCivilization(card) !== civilization.code) continue;
    const cost = typeof card.cost === "number" ? card.cost : null;
    const page = pages.get(cost) ?? { cost, units: [] };
    page.units.push(typeof card.strength === "number" ? { code: card.code, name: card.name, strength: card.strength } : { code: card.code, name: card.name });
    pages.set(cost, page);
  }
  return [...pages.values()].sort((a, b) => (a.cost ?? Infinity) - (b.cost ?? Infinity));
}
