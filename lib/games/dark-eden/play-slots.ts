/**
 * The play deck as the checks read it: one slot per card code, its copies added up, first
 * appearance first, exactly as playDeckSlots (deck.ts) reads it (Dark Eden rules, "WHAT YOU NEED
 * TO PLAY"), each card's facts (card-facts.ts) read once. Copies of one code add up through the
 * code's mark, kept beside the facts of every card object of the code, so a deck's cards find
 * it without a map per deck. Past MAX_CODES codes the marks are forgotten between two decks.
 * Synchronous use only: a deck is read to its end before the next is begun.
 */
import { cardFacts, type CodeMark } from "./card-facts";
import { copiesOf, type DarkEdenDeck } from "./deck";
import type { PlaySlot } from "./rule";

const MAX_CODES = 100_000;
const marks = new Map<string, CodeMark>();
let generation = 0;
let reads = 0;

function markOf(code: string): CodeMark {
  let mark = marks.get(code);
  if (!mark) {
    mark = { generation, read: -1, slot: undefined };
    marks.set(code, mark);
  }
  return mark;
}

/**
 * The play deck's slots, how each card gets in not worked out yet (`access` null, `canPlay`
 * false: context.ts fills them in once the deck's affiliation access is known).
 */
export function playSlots(deck: DarkEdenDeck): PlaySlot[] {
  if (marks.size >= MAX_CODES) {
    marks.clear();
    generation++;
  }
  const read = reads++;
  const slots: PlaySlot[] = [];
  for (const entry of deck.entries ?? []) {
    const copies = copiesOf(entry?.quantity);
    if (!entry?.card || copies === 0) continue;
    const facts = cardFacts(entry.card);
    let mark = facts.codeMark;
    if (mark === undefined || mark.generation !== generation) {
      mark = markOf(facts.code);
      facts.codeMark = mark;
    }
    if (mark.read === read && mark.slot) mark.slot.copies += copies;
    else {
      const slot: PlaySlot = { card: entry.card, copies, facts, access: null, forbidden: undefined, canPlay: false };
      mark.read = read;
      mark.slot = slot;
      slots.push(slot);
    }
  }
  return slots;
}
