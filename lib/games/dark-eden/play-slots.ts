/**
 * The play deck as the checks read it: one slot per card code, its copies added up, first
 * appearance first, exactly as playDeckSlots (deck.ts) reads it (Dark Eden rules, "WHAT YOU NEED
 * TO PLAY"), each card's facts (card-facts.ts) read once a deck.
 */
import { cardFacts } from "./card-facts";
import { copiesOf, type DarkEdenDeck } from "./deck";
import type { PlaySlot } from "./rule";

/**
 * The play deck's slots, how each card gets in not worked out yet (`access` null, `canPlay`
 * false: context.ts fills them in once the deck's affiliation access is known).
 */
export function playSlots(deck: DarkEdenDeck): PlaySlot[] {
  const byCode = new Map<string, PlaySlot>();
  const slots: PlaySlot[] = [];
  for (const entry of deck.entries ?? []) {
    const copies = copiesOf(entry?.quantity);
    if (!entry?.card || copies === 0) continue;
    const known = byCode.get(entry.card.code);
    if (known) known.copies += copies;
    else {
      const slot: PlaySlot = { card: entry.card, copies, facts: cardFacts(entry.card), access: null, forbidden: undefined, canPlay: false };
      byCode.set(entry.card.code, slot);
      slots.push(slot);
    }
  }
  return slots;
}
