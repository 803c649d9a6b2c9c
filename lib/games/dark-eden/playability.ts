/**
 * Whether a card from the hand may be put into play now, by the rules a goldfish can check:
 * affiliation, CAVALRY / VEHICLE and EQUIPMENT enablers in play, UNIQUE cards, Initial Cost,
 * and what card texts say in the card data ("UNIVERSAL RULES": qualified allows, the
 * Commander's forbids, a card's needs). Other card texts are not modelled.
 */
import { cardName, gameText, type GameText } from "../../engine/goldfish/game-text";
import { AFFILIATION_NAMES, type Affiliation } from "./card";
import { isKind, mainAllySelector, matches, parseAllow, parseForbid, parseNeed, type NeedAtom } from "./card-text";
import { hasDesignation, type Card } from "./deck";
import { cardOf, inPlay, suppliedIds, type DarkEdenGoldfishInput, type Dominion } from "./dominion";

/** What the Commander and the cards in play allow (a separated Establishment gives no effect). */
export function allowedInPlay(input: DarkEdenGoldfishInput, state: Dominion): Set<string> {
  const live = suppliedIds(input, state);
  const ids = [...state.turf.filter((b) => live.has(b.id)).map((b) => b.id), ...state.borderlands, ...state.warband, ...state.attached];
  return new Set([...(input.commander.allows ?? []), ...ids.flatMap((id) => cardOf(input, id).allows ?? [])]);
}

/** A qualified allow in play that lets `card` in: `affiliation:<slug|any>:<kind>`, or `vehicle:<kind>` for its class. */
function qualifiedLetsIn(allowed: ReadonlySet<string>, commander: Card, card: Card, enables: "affiliation" | "cavalry" | "vehicle"): boolean {
  return [...allowed].some((text) => {
    const entry = parseAllow(text);
    const ally = entry?.enables === "main-ally" && enables === "affiliation" ? mainAllySelector(commander) : undefined;
    if (ally) return matches(card, ally);
    if (!entry || entry.enables !== enables) return false;
    if (entry.enables === "affiliation") return (entry.selector.kind !== undefined || entry.selector.affiliation === "any") && matches(card, entry.selector);
    return entry.kind !== undefined && isKind(card, entry.kind);
  });
}

/** Whether one alternative of a card's `needs` is met now (the Commander and the cards in play). */
function needMet(input: DarkEdenGoldfishInput, state: Dominion, allowed: ReadonlySet<string>, atom: NeedAtom): boolean {
  if ("enabler" in atom) return input.beginner || allowed.has(atom.enabler);
  if ("commanderNot" in atom) return input.commander.affiliation !== atom.commanderNot;
  const selector = atom.selector;
  return matches(input.commander, selector) || inPlay(state).some((id) => matches(cardOf(input, id), selector));
}

/** Why `card` may not be played now, or null. */
// ICU select keys take no hyphens: "dark-legion" is asked for as "darkLegion".
const affiliationName = (a: Affiliation) =>
  gameText("de.affiliationName", AFFILIATION_NAMES[a], { affiliation: a.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) });

export function playRefusal(input: DarkEdenGoldfishInput, state: Dominion, card: Card): GameText | null {
  const allowed = allowedInPlay(input, state);
  if (!input.beginner) {
    // Dark Eden rules, "AFFILIATION": the Commander's affiliation, General, or one a card in play allows.
    const aff = card.affiliation;
    if (
      aff !== "general" &&
      aff !== input.commander.affiliation &&
      !allowed.has(`affiliation:${aff}`) &&
      !qualifiedLetsIn(allowed, input.commander, card, "affiliation")
    ) {
      return gameText(
        "de.affiliation",
        `${card.name} is a ${AFFILIATION_NAMES[aff]} card: ${input.commander.name} plays ${AFFILIATION_NAMES[input.commander.affiliation]} and General cards, and no card in play allows ${AFFILIATION_NAMES[aff]}.`,
        {
          card: cardName(card),
          affiliation: [affiliationName(aff)],
          commander: cardName(input.commander),
          commanderAffiliation: [affiliationName(input.commander.affiliation)],
        },
      );
    }
    // Dark Eden rules, "MUSTER WARRIOR": no CAVALRY or VEHICLES until a card that allows them is in play.
    const cls = card.warriorClass;
    if (card.type === "warrior" && (cls === "cavalry" || cls === "vehicle") && !allowed.has(cls) && !qualifiedLetsIn(allowed, input.commander, card, cls)) {
      const word = cls === "cavalry" ? "CAVALRY" : "VEHICLES";
      return gameText("de.warriorClass", `${card.name} is ${cls.toUpperCase()}: no ${word} until a card that allows them is in play.`, {
        card: cardName(card),
        class: cls,
      });
    }
    // Dark Eden rules, "EQUIP": no EQUIPMENT until a card that allows it is in play.
    if (hasDesignation(card, "EQUIPMENT") && !allowed.has("equipment")) {
      return gameText("de.equipment", `${card.name} is EQUIPMENT: no Equipment until a card that allows EQUIPMENT is in play.`, { card: cardName(card) });
    }
  }
  // Dark Eden rules, "NOT vs. NEVER": what the Commander's text forbids (no card here forces it in).
  if (
    (input.commander.forbids ?? []).some((text) => {
      const entry = parseForbid(text);
      return entry !== undefined && matches(card, entry.selector);
    })
  ) {
    return gameText("de.forbidden", `${card.name}: ${input.commander.name}'s text forbids it.`, { card: cardName(card), commander: cardName(input.commander) });
  }
  // Dark Eden rules, "UNIVERSAL RULES": what the card's own text needs before it is played.
  const unmet = (card.needs ?? []).map(parseNeed).find((atoms) => atoms !== undefined && !atoms.some((atom) => needMet(input, state, allowed, atom)));
  if (unmet) {
    const needs = (card.needs ?? []).join("; ");
    return gameText("de.needs", `${card.name}'s text needs something that is not in play yet (${needs}).`, { card: cardName(card), needs });
  }
  // Dark Eden rules, "UNIQUE CARDS": not while another copy is anywhere in play.
  if (hasDesignation(card, "UNIQUE") && inPlay(state).some((id) => cardOf(input, id).code === card.code)) {
    return gameText("de.unique", `${card.name} is UNIQUE and a copy is already in play.`, { card: cardName(card) });
  }
  // Dark Eden rules, "INITIAL COSTS": paid from the Gold Reserves when the card is put into play.
  const cost = card.initialCost ?? 0;
  if (cost > state.gold)
    return gameText("de.cost", `${card.name} has an Initial Cost of ${cost}; the Gold Reserves hold ${state.gold}.`, {
      card: cardName(card),
      cost,
      gold: state.gold,
    });
  return null;
}
