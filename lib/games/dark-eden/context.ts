import type { WarriorClass } from "./card";
import { cardFacts, type CardFacts } from "./card-facts";
import { matches } from "./card-text";
import { accessOf, affiliationAccess, blockedByCommander, commanderForbids } from "./affiliation";
import { commanderHeaderCard, playDeckSlots, type Card, type DarkEdenDeck } from "./deck";
import { modeOf } from "./first-few-games";
import type { DeckContext, PlaySlot } from "./rule";

type Enabled = WarriorClass | "equipment";

/** Whether a card's `allows` (its `facts`) lets `what` in (for `card`, when its allow is qualified like `vehicle:submarine`). */
function allowsClass(facts: CardFacts, what: Enabled, card?: Card): boolean {
  for (const entry of facts.allows) {
    if (entry.enables !== what) continue;
    if (entry.kind === undefined || (card !== undefined && matches(card, { kind: entry.kind }))) return true;
  }
  return false;
}

/** Whether a card's `allows` names CAVALRY, VEHICLES or EQUIPMENT at all. */
function allowsAnyClass(facts: CardFacts): boolean {
  for (const entry of facts.allows) if (entry.enables === "cavalry" || entry.enables === "vehicle" || entry.enables === "equipment") return true;
  return false;
}

/** The play-deck cards of each designation, in list order. */
function byDesignation(slots: readonly PlaySlot[]): Map<string, Card[]> {
  const found = new Map<string, Card[]>();
  for (const { card } of slots) {
    for (const designation of card.designations ?? []) {
      const cards = found.get(designation);
      if (!cards) found.set(designation, [card]);
      else if (cards[cards.length - 1] !== card) cards.push(card);
    }
  }
  return found;
}

/** The Commander and the playable cards of the deck (`classEnablers`) that allow `what`, for `card` when given. */
function enablersOf(commander: Card | undefined, classEnablers: readonly PlaySlot[], what: Enabled, card?: Card): Card[] {
  const found: Card[] = [];
  if (commander && allowsClass(cardFacts(commander), what, card)) found.push(commander);
  for (const slot of classEnablers) if (allowsClass(slot.facts, what, card)) found.push(slot.card);
  return found;
}

/**
 * Reads the deck once: headers, the Commander, the play deck and, for each of its cards, how it
 * gets in and whether it can be played. Each answer is a pure function of the deck and the card,
 * so it is worked out once per deck, in one pass over the play deck.
 */
export function deckContext(deck: DarkEdenDeck): DeckContext {
  const mode = modeOf(deck);
  const commanderHeader = commanderHeaderCard(deck);
  const commander = commanderHeader?.type === "commander" ? commanderHeader : undefined;
  const deckSlots = playDeckSlots(deck);
  const affiliations = affiliationAccess(mode, commander, deckSlots);
  const slots: PlaySlot[] = [];
  // The playable cards of the deck that allow CAVALRY, VEHICLES or EQUIPMENT: the only ones `enablers` looks at.
  const classEnablers: PlaySlot[] = [];
  // Most Commanders forbid nothing, and most cards need nothing: then there is nothing to match.
  const forbidsAny = commander !== undefined && cardFacts(commander).forbids.length > 0;
  for (const { card, copies } of deckSlots) {
    const facts = cardFacts(card);
    const access = accessOf(affiliations, card);
    const forbidden = forbidsAny ? commanderForbids(commander, card) : undefined;
    const canPlay = access !== null && forbidden?.force !== "never" && !(facts.needs.length > 0 && blockedByCommander(commander, card));
    const slot: PlaySlot = { card, copies, facts, access, forbidden, canPlay };
    slots.push(slot);
    if (card.type !== "commander" && canPlay && allowsAnyClass(slot.facts)) classEnablers.push(slot);
  }
  const anyCard = new Map<Enabled, Card[]>();
  let designations: Map<string, Card[]> | undefined;
  // Methods, not arrow functions in constants: the bench and scripts run under tsx, which names every such function as it is made.
  return {
    deck,
    mode,
    commanderHeader,
    commander,
    slots,
    affiliations,
    designated(designation) {
      designations ??= byDesignation(slots);
      return designations.get(designation) ?? [];
    },
    enablers(what, card) {
      if (card !== undefined) return enablersOf(commander, classEnablers, what, card);
      let found = anyCard.get(what);
      if (!found) {
        found = enablersOf(commander, classEnablers, what);
        anyCard.set(what, found);
      }
      return found;
    },
  };
}
