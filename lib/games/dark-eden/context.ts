import type { WarriorClass } from "./card";
import { matches, parseAllow } from "./card-text";
import { accessOf, affiliationAccess, blockedByCommander, commanderForbids } from "./affiliation";
import { commanderHeaderCard, playDeckSlots, type Card, type DarkEdenDeck } from "./deck";
import { modeOf } from "./first-few-games";
import type { DeckContext } from "./rule";

/** Whether `enabler`'s `allows` lets `what` in (for `card`, when its allow is qualified like `vehicle:submarine`). */
function allowsClass(enabler: Card, what: WarriorClass | "equipment", card?: Card): boolean {
  return (enabler.allows ?? []).some((text) => {
    const entry = parseAllow(text);
    if (entry?.enables !== what) return false;
    return entry.kind === undefined || (card !== undefined && matches(card, { kind: entry.kind }));
  });
}

/** Reads the deck once: headers, the Commander, the play deck and what can be played. */
export function deckContext(deck: DarkEdenDeck): DeckContext {
  const mode = modeOf(deck);
  const commanderHeader = commanderHeaderCard(deck);
  const commander = commanderHeader?.type === "commander" ? commanderHeader : undefined;
  const slots = playDeckSlots(deck);
  const affiliations = affiliationAccess(mode, commander, slots);
  const access = (card: Card) => accessOf(affiliations, card);
  const forbidden = (card: Card) => commanderForbids(commander, card);
  const canPlay = (card: Card) => access(card) !== null && forbidden(card)?.force !== "never" && !blockedByCommander(commander, card);
  const enablers = (what: WarriorClass | "equipment", card?: Card) => [
    ...(commander && allowsClass(commander, what, card) ? [commander] : []),
    ...slots.map((s) => s.card).filter((c) => c.type !== "commander" && allowsClass(c, what, card) && canPlay(c)),
  ];
  return { deck, mode, commanderHeader, commander, slots, affiliations, access, forbidden, canPlay, enablers };
}
