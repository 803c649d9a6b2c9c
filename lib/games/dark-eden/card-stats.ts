/**
 * What one copy of a card adds to the deck statistics (stats.ts). It is read once a deck, with
 * the card's other facts (card-facts.ts).
 */
import { AFFILIATIONS, CARD_TYPES, WARRIOR_CLASSES } from "./card";
import type { Card } from "./deck";

export interface CardStats {
  /**
   * True when every field the statistics read holds a value of the card schema (card.ts). A card
   * built in code may hold others; a deck with such a card is counted key by key (stats.ts).
   */
  plain: boolean;
  /** The card's type as its place in CARD_TYPES. */
  type: number;
  /** A warrior's class as its place in WARRIOR_CLASSES; -1 for other cards and warriors without one. */
  warriorClass: number;
  /** The card's affiliation as its place in AFFILIATIONS. */
  affiliation: number;
  /** A warrior's CV, when printed. */
  warriorCv: number | undefined;
  /** An Establishment's CV, when printed. */
  establishmentCv: number | undefined;
  /** Dark Eden rules, "INITIAL COSTS": no stated cost is 0. */
  initialCost: number;
  /** Blue icons (rules, "NATURAL RESOURCES"), 0 for none of a resource; undefined when the card shows none. */
  provides: Icons | undefined;
  /** Red icons, likewise. */
  requires: Icons | undefined;
}

/** The four resources of card.ts RESOURCES, named one by one (a fixed property is read faster than one by name). */
export interface Icons {
  gold: number;
  food: number;
  rawMaterials: number;
  fuel: number;
}

/** A card's icons as numbers (undefined: it shows none), or null when a field is not a number the schema allows. */
function iconsOf(icons: unknown): Icons | undefined | null {
  if (icons === undefined) return undefined;
  if (typeof icons !== "object" || icons === null) return null;
  const { gold = 0, food = 0, rawMaterials = 0, fuel = 0 } = icons as Partial<Record<keyof Icons, unknown>>;
  const all = [gold, food, rawMaterials, fuel];
  return all.every(Number.isInteger) ? { gold: gold as number, food: food as number, rawMaterials: rawMaterials as number, fuel: fuel as number } : null;
}

/** A printed CV, or undefined when none is printed; null when the field holds something else. */
function cvOf(cv: unknown): number | undefined | null {
  if (typeof cv !== "number") return undefined;
  return Number.isInteger(cv) ? cv : null;
}

/** What one copy of the card adds to the statistics. */
export function readCardStats(card: Card): CardStats {
  const type = (CARD_TYPES as readonly unknown[]).indexOf(card.type);
  const warrior = card.type === "warrior";
  const warriorClass = warrior && card.warriorClass !== undefined ? (WARRIOR_CLASSES as readonly unknown[]).indexOf(card.warriorClass) : -1;
  const affiliation = (AFFILIATIONS as readonly unknown[]).indexOf(card.affiliation);
  const cv = cvOf(card.cv);
  const initialCost: unknown = card.initialCost ?? 0;
  const provides = iconsOf(card.provides);
  const requires = iconsOf(card.requires);
  const plain =
    type !== -1 &&
    (warriorClass !== -1 || !warrior || card.warriorClass === undefined) &&
    affiliation !== -1 &&
    cv !== null &&
    Number.isInteger(initialCost) &&
    provides !== null &&
    requires !== null;
  return {
    plain,
    type,
    warriorClass,
    affiliation,
    warriorCv: warrior && cv !== null ? cv : undefined,
    establishmentCv: card.type === "establishment" && cv !== null ? cv : undefined,
    initialCost: initialCost as number,
    provides: provides ?? undefined,
    requires: requires ?? undefined,
  };
}
