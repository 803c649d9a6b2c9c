/**
 * Whether a card from the hand may be put into play now, by the rules a goldfish can check:
 * affiliation, CAVALRY / VEHICLE and EQUIPMENT enablers in play, UNIQUE cards, Initial Cost.
 * (Card texts are not modelled: a card that says otherwise wins, "UNIVERSAL RULES".)
 */
import { AFFILIATION_NAMES } from "./card";
import { hasDesignation, type Card } from "./deck";
import { cardOf, inPlay, suppliedIds, type DarkEdenGoldfishInput, type Dominion } from "./dominion";

/** What the Commander and the cards in play allow (a separated Establishment gives no effect). */
export function allowedInPlay(input: DarkEdenGoldfishInput, state: Dominion): Set<string> {
  const live = suppliedIds(input, state);
  const ids = [...state.turf.filter((b) => live.has(b.id)).map((b) => b.id), ...state.borderlands, ...state.warband, ...state.attached];
  return new Set([...(input.commander.allows ?? []), ...ids.flatMap((id) => cardOf(input, id).allows ?? [])]);
}

/** Why `card` may not be played now, or null. */
export function playRefusal(input: DarkEdenGoldfishInput, state: Dominion, card: Card): string | null {
  const allowed = allowedInPlay(input, state);
  if (!input.beginner) {
    // Dark Eden rules, "AFFILIATION": the Commander's affiliation, General, or one a card in play allows.
    const aff = card.affiliation;
    if (aff !== "general" && aff !== input.commander.affiliation && !allowed.has(`affiliation:${aff}`)) {
      return `${card.name} is a ${AFFILIATION_NAMES[aff]} card: ${input.commander.name} plays ${AFFILIATION_NAMES[input.commander.affiliation]} and General cards, and no card in play allows ${AFFILIATION_NAMES[aff]}.`;
    }
    // Dark Eden rules, "MUSTER WARRIOR": no CAVALRY or VEHICLES until a card that allows them is in play.
    if (card.type === "warrior" && (card.warriorClass === "cavalry" || card.warriorClass === "vehicle") && !allowed.has(card.warriorClass)) {
      const word = card.warriorClass === "cavalry" ? "CAVALRY" : "VEHICLES";
      return `${card.name} is ${card.warriorClass.toUpperCase()}: no ${word} until a card that allows them is in play.`;
    }
    // Dark Eden rules, "EQUIP": no EQUIPMENT until a card that allows it is in play.
    if (hasDesignation(card, "EQUIPMENT") && !allowed.has("equipment")) {
      return `${card.name} is EQUIPMENT: no Equipment until a card that allows EQUIPMENT is in play.`;
    }
  }
  // Dark Eden rules, "UNIQUE CARDS": not while another copy is anywhere in play.
  if (hasDesignation(card, "UNIQUE") && inPlay(state).some((id) => cardOf(input, id).code === card.code)) {
    return `${card.name} is UNIQUE and a copy is already in play.`;
  }
  // Dark Eden rules, "INITIAL COSTS": paid from the Gold Reserves when the card is put into play.
  const cost = card.initialCost ?? 0;
  if (cost > state.gold) return `${card.name} has an Initial Cost of ${cost}; the Gold Reserves hold ${state.gold}.`;
  return null;
}
