import type { BfeCard } from "./card";

/**
 * The common cards the rules name, by catalog code (Battle for Eden rules, "Conquest ▶ Setup").
 * The starting deck is defined by name in the rules ("3 Small Energy Crystal cards and 1 Medium
 * Energy Crystal"), and no source gives the crystals' energy values, so no data field tells a
 * Small crystal from a Medium one: these codes are how the rules find them.
 */
export const SMALL_ENERGY_CRYSTAL = "small-energy-crystal";
export const MEDIUM_ENERGY_CRYSTAL = "medium-energy-crystal";
/** The rules' Expansion phase once says "Large"; the card list in "Conquest ▶ Setup" says Huge. */
export const HUGE_ENERGY_CRYSTAL = "huge-energy-crystal";

const CRYSTAL_CODES: readonly string[] = [SMALL_ENERGY_CRYSTAL, MEDIUM_ENERGY_CRYSTAL, HUGE_ENERGY_CRYSTAL];

/** An energy crystal: one of the three the rules name, or any card whose data carries an `energy` value. */
export function isEnergyCrystal(card: Pick<BfeCard, "code" | "energy">): boolean {
  return CRYSTAL_CODES.includes(card.code) || typeof card.energy === "number";
}
