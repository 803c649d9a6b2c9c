import type { BfeCard } from "./card";
import { chosenCivilization, unitCivilization } from "./civilization";
import { HUGE_ENERGY_CRYSTAL, isEnergyCrystal, MEDIUM_ENERGY_CRYSTAL, SMALL_ENERGY_CRYSTAL } from "./common-cards";
import type { StartingDeckInput } from "./starting-deck-input";

/**
 * What a player buys from in the Reinforcements phase: their civilization's World (units),
 * the common cards and the technology cards. Prices and crystal values come from the
 * catalog; where the catalog has none (the shipped common and technology cards, whose
 * values no source gives), the goldfish uses the stand-ins below and says so on the page.
 */
export type MarketPile = "world" | "common" | "technology";

export interface MarketCard {
  card: BfeCard;
  pile: MarketPile;
}

/** A number the goldfish uses, and whether it is a stand-in for a value the catalog lacks. */
export interface Valued {
  value: number;
  assumed: boolean;
}

/** At most this many cards on offer (a World is a booklet, not a catalog). */
export const MAX_MARKET = 300;

/** Stand-in crystal values, in the order of the names (Small, Medium, Huge); any other crystal without `energy` counts 1. */
export const ASSUMED_ENERGY: Readonly<Record<string, number>> = { [SMALL_ENERGY_CRYSTAL]: 1, [MEDIUM_ENERGY_CRYSTAL]: 2, [HUGE_ENERGY_CRYSTAL]: 3 };
const OTHER_CRYSTAL_ENERGY = 1;

/** Stand-in price of a common or technology card without a `cost` (Huge Energy Crystal: its assumed value). */
export const ASSUMED_PRICE = 2;

// Battle for Eden rules, "Conquest ▶ Setup": the common cards and technology cards are placed around the map, and each player receives their civilization's World.
export function marketOf(deck: StartingDeckInput): MarketCard[] {
  const choice = chosenCivilization(deck);
  const civilization = choice.civilization?.code;
  const seen = new Set<string>();
  const world: MarketCard[] = [];
  const common: MarketCard[] = [];
  const technology: MarketCard[] = [];
  for (const card of deck.catalog) {
    if (seen.has(card.code)) continue;
    seen.add(card.code);
    if (card.kind === "unit") {
      if (civilization !== undefined && unitCivilization(card) === civilization) world.push({ card, pile: "world" });
    } else if (card.kind === "common") common.push({ card, pile: "common" });
    else if (card.kind === "technology") technology.push({ card, pile: "technology" });
  }
  world.sort((a, b) => (a.card.cost ?? Infinity) - (b.card.cost ?? Infinity) || a.card.name.localeCompare(b.card.name));
  return [...world, ...common, ...technology].slice(0, MAX_MARKET);
}

// Battle for Eden rules, "The Expansion phase" and "The Reinforcements phase": an Energy Crystal played in front gives its value.
export function crystalEnergy(card: Pick<BfeCard, "code" | "energy">): Valued {
  if (typeof card.energy === "number") return { value: card.energy, assumed: false };
  return { value: ASSUMED_ENERGY[card.code] ?? OTHER_CRYSTAL_ENERGY, assumed: true };
}

/** The energy of the crystals in front: their values added up, and how many of them are stand-ins. */
export function crystalsEnergy(cards: readonly Pick<BfeCard, "code" | "energy">[]): { value: number; assumed: number } {
  let value = 0;
  let assumed = 0;
  for (const card of cards) {
    if (!isEnergyCrystal(card)) continue;
    const e = crystalEnergy(card);
    value += e.value;
    if (e.assumed) assumed++;
  }
  return { value, assumed };
}

/**
 * Battle for Eden rules, "The Reinforcements phase": a card is bought for its cost. A unit
 * without a cost in its World cannot be bought (null); a common or technology card without
 * one is given the stand-in price.
 */
export function priceOf(item: MarketCard): Valued | null {
  if (typeof item.card.cost === "number") return { value: item.card.cost, assumed: false };
  return item.pile === "world" ? null : { value: ASSUMED_PRICE, assumed: true };
}

// Battle for Eden rules, "The Reinforcements phase": one common card at its price, a second for twice its price, a third for 3 times …
export function commonCardPrice(price: number, commonCardsBought: number): number {
  return price * (commonCardsBought + 1);
}
