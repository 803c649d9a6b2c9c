import type { Allows } from "./card";
import { affiliationAccess } from "./affiliation";
import { commanderHeaderCard, playDeckSlots, type Card, type DarkEdenDeck } from "./deck";
import { modeOf } from "./first-few-games";
import type { DeckContext } from "./rule";

/** Reads the deck once: headers, the Commander, the play deck and what can be played. */
export function deckContext(deck: DarkEdenDeck): DeckContext {
  const mode = modeOf(deck);
  const commanderHeader = commanderHeaderCard(deck);
  const commander = commanderHeader?.type === "commander" ? commanderHeader : undefined;
  const slots = playDeckSlots(deck);
  const affiliations = affiliationAccess(mode, commander, slots);
  const canPlay = (card: Card) =>
    !affiliations.known || affiliations.native.has(card.affiliation) || affiliations.viaCards.has(card.affiliation);
  const enablers = (what: Allows) => [
    ...(commander?.allows?.includes(what) ? [commander] : []),
    ...slots.map((s) => s.card).filter((card) => card.type !== "commander" && card.allows?.includes(what) && canPlay(card)),
  ];
  return { deck, mode, commanderHeader, commander, slots, affiliations, canPlay, enablers };
}
