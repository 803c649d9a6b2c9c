import type { CardIndex } from "../../engine/card-index";
import type { HeaderChoice } from "../types";
import type { DarkEdenCard } from "./card";

const words = (slug: string) => slug.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

/** The builder's selectors: every commander by affiliation ("THE CARDS ▶ COMMANDER"), and the mode. */
export function headerChoices(cards: CardIndex<DarkEdenCard>): Record<string, HeaderChoice[]> {
  return {
    commander: cards.all
      .filter((c) => c.type === "commander")
      .map((c) => ({ value: cards.nameResolvesTo(c.name, c.code) ? c.name : `[${c.code}]`, label: c.name, group: words(c.affiliation) }))
      .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label)),
    mode: [
      { value: "standard", label: "Standard (the full rules)" },
      { value: "beginner", label: "Beginner (your first few games)" },
    ],
  };
}
