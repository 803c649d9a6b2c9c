import type { WarriorClass } from "./card";
import { cardFacts, type CardFacts } from "./card-facts";
import { matches } from "./card-text";
import { admit, affiliationAccess } from "./affiliation";
import { commanderHeaderCard, type Card, type DarkEdenDeck } from "./deck";
import { modeOf, type ModeHeader } from "./first-few-games";
import { playSlots } from "./play-slots";
import type { AffiliationAccess, DeckContext, PlaySlot } from "./rule";

type Enabled = WarriorClass | "equipment";

/** Whether a card's `allows` (its `facts`) lets `what` in (for `card`, when its allow is qualified like `vehicle:submarine`). */
function allowsClass(facts: CardFacts, what: Enabled, card?: Card): boolean {
  for (const entry of facts.allows) {
    if (entry.enables !== what) continue;
    if (entry.kind === undefined || (card !== undefined && matches(card, { kind: entry.kind }))) return true;
  }
  return false;
}

/** The cards of `designated` (the play deck's slots of cards with designations) designated `designation`, in list order. */
function designatedIn(designated: readonly PlaySlot[], designation: string): Card[] {
  const found: Card[] = [];
  for (const { card, facts } of designated) {
    for (const d of facts.designations) {
      if (d !== designation) continue;
      if (found[found.length - 1] !== card) found.push(card);
      break;
    }
  }
  return found;
}

/** The Commander and the playable cards of the deck (`classEnablers`) that allow `what`, for `card` when given. */
function enablersOf(
  commander: Card | undefined,
  commanderFacts: CardFacts | undefined,
  classEnablers: readonly PlaySlot[],
  what: Enabled,
  card?: Card,
): Card[] {
  const found: Card[] = [];
  if (commander && commanderFacts && allowsClass(commanderFacts, what, card)) found.push(commander);
  for (const slot of classEnablers) if (allowsClass(slot.facts, what, card)) found.push(slot.card);
  return found;
}

/**
 * What the checks read of one deck (DeckContext), worked out by deckContext. The enablers and
 * designations are looked up through methods of the class: a deck's context makes no functions.
 */
class DeckReading implements DeckContext {
  /** What `enablers` answers without a card, worked out on first use. */
  private readonly anyCard: Partial<Record<Enabled, Card[]>> = {};

  constructor(
    readonly deck: DarkEdenDeck,
    readonly mode: ModeHeader,
    readonly commanderHeader: Card | undefined,
    readonly commander: Card | undefined,
    readonly slots: PlaySlot[],
    readonly deckSize: number,
    readonly affiliations: AffiliationAccess,
    private readonly commanderFacts: CardFacts | undefined,
    /** The playable cards of the deck that allow CAVALRY, VEHICLES or EQUIPMENT: the only ones `enablers` looks at. */
    private readonly classEnablers: readonly PlaySlot[],
    /** The slots of cards with designations: most cards have none, and only these are looked through for one. */
    private readonly designatedSlots: readonly PlaySlot[],
  ) {}

  designated(designation: string): readonly Card[] {
    return designatedIn(this.designatedSlots, designation);
  }

  enablers(what: Enabled, card?: Card): Card[] {
    if (card !== undefined) return enablersOf(this.commander, this.commanderFacts, this.classEnablers, what, card);
    let found = this.anyCard[what];
    if (!found) {
      found = enablersOf(this.commander, this.commanderFacts, this.classEnablers, what);
      this.anyCard[what] = found;
    }
    return found;
  }
}

/**
 * Reads the deck once: headers, the Commander, the play deck and, for each of its cards, how it
 * gets in and whether it can be played (affiliation.ts `admit`). Each answer is a pure function
 * of the deck and the card, so it is worked out once per deck, before any check reads it.
 */
export function deckContext(deck: DarkEdenDeck): DeckContext {
  const mode = modeOf(deck);
  const commanderHeader = commanderHeaderCard(deck);
  const commander = commanderHeader?.type === "commander" ? commanderHeader : undefined;
  const commanderFacts = commander && cardFacts(commander);
  // Each card's facts are read once; how it gets in is worked out once the deck's access is known.
  const slots = playSlots(deck);
  const affiliations = affiliationAccess(mode, commander, commanderFacts, slots);
  admit(slots, affiliations, commander, commanderFacts);
  const classEnablers: PlaySlot[] = [];
  const designated: PlaySlot[] = [];
  let deckSize = 0;
  for (const slot of slots) {
    const { facts } = slot;
    if (facts.designations.length > 0) designated.push(slot);
    // Counted as deck-size.ts deckSize counts (a test compares), from the facts already at hand.
    if (facts.type !== "commander") {
      deckSize += slot.copies;
      if (slot.canPlay && facts.allowsAnyClass) classEnablers.push(slot);
    }
  }
  return new DeckReading(deck, mode, commanderHeader, commander, slots, deckSize, affiliations, commanderFacts, classEnablers, designated);
}
