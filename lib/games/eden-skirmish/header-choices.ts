import type { CardLookup } from "../../engine/deck-types";
import type { HeaderChoice } from "../types";
import type { EdenCard } from "./card";
import { FACTIONS, STIGMA_NAMES } from "./warband";

const words = (slug: string) => slug.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** "3. Formar la banda": a warband of one faction or of one stigma; later factions come from the catalog. */
export function headerChoices(cards: CardLookup<EdenCard>): Record<string, HeaderChoice[]> {
  const known = new Set(FACTIONS.map((f) => f.slug));
  const later = [...new Set(cards.all.map((c) => ("faction" in c ? c.faction : undefined)).filter((f): f is string => typeof f === "string" && !known.has(f)))];
  return {
    warband: [
      ...FACTIONS.map((f) => ({ value: `faction ${f.slug}`, label: f.name, group: "Faction" })),
      ...later.map((f) => ({ value: `faction ${f}`, label: words(f), group: "Faction" })),
      ...STIGMA_NAMES.map((s) => ({ value: `stigma ${s.slug}`, label: s.name, group: "Stigma" })),
    ],
  };
}
