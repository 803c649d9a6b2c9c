import type { WarriorClass } from "./card";
import { cardFacts } from "./card-facts";
import { matches } from "./card-text";
import { accessOf, affiliationAccess, blockedByCommander, commanderForbids } from "./affiliation";
import { commanderHeaderCard, playDeckSlots, type Card, type DarkEdenDeck } from "./deck";
import { modeOf } from "./first-few-games";
import type { DeckContext } from "./rule";

/** Whether `enabler`'s `allows` lets `what` in (for `card`, when its allow is qualified like `vehicle:submarine`). */
function allowsClass(enabler: Card, what: WarriorClass | "equipment", card?: Card): boolean {
  return cardFacts(enabler).allows.some((entry) => {
    if (entry.enables !== what) return false;
    return entry.kind === undefined || (card !== undefined && matches(card, { kind: entry.kind }));
  });
}

/** `answer` remembered per card object. */
function remembered<T>(answer: (card: Card) => T): (card: Card) => T {
  const known = new Map<Card, T>();
  return (card) => {
    if (known.has(card)) return known.get(card) as T;
    const value = answer(card);
    known.set(card, value);
    return value;
  };
}

/** Reads the deck once: headers, the Commander, the play deck and what can be played. */
export function deckContext(deck: DarkEdenDeck): DeckContext {
  const mode = modeOf(deck);
  const commanderHeader = commanderHeaderCard(deck);
  const commander = commanderHeader?.type === "commander" ? commanderHeader : undefined;
  const slots = playDeckSlots(deck);
  const affiliations = affiliationAccess(mode, commander, slots);
  // Each answer is a pure function of the deck and the card, so it is worked out once per deck.
  const access = remembered((card: Card) => accessOf(affiliations, card));
  const forbidden = remembered((card: Card) => commanderForbids(commander, card));
  const canPlay = remembered((card: Card) => access(card) !== null && forbidden(card)?.force !== "never" && !blockedByCommander(commander, card));
  const enablersOf = (what: WarriorClass | "equipment", card?: Card) => [
    ...(commander && allowsClass(commander, what, card) ? [commander] : []),
    ...slots.map((s) => s.card).filter((c) => c.type !== "commander" && allowsClass(c, what, card) && canPlay(c)),
  ];
  const anyCard = new Map<WarriorClass | "equipment", Card[]>();
  const perCard = new Map<WarriorClass | "equipment", (card: Card) => Card[]>();
  const enablers = (what: WarriorClass | "equipment", card?: Card) => {
    if (card !== undefined) {
      let of = perCard.get(what);
      if (!of) {
        of = remembered((c: Card) => enablersOf(what, c));
        perCard.set(what, of);
      }
      return of(card);
    }
    let found = anyCard.get(what);
    if (!found) {
      found = enablersOf(what);
      anyCard.set(what, found);
    }
    return found;
  };
  return { deck, mode, commanderHeader, commander, slots, affiliations, access, forbidden, canPlay, enablers };
}
