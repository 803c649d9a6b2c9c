import type { Civilization } from "./card";
import type { StartingCard } from "./world-readiness";

/**
 * The starting deck a World deals as a deck list (CONTRACTS §2 and §6): the World's set in the
 * `sets:` header, its civilization, and every card by code (units as `[set-id/code]`), so no
 * name another card shares can make the list ambiguous.
 */
export function startingDeckList({
  setId,
  civilization,
  deck,
  name,
}: {
  setId: string;
  civilization: Civilization;
  deck: readonly StartingCard[];
  name: string;
}): string {
  const header = [`game: battle-for-eden`, `name: ${oneLine(name)}`, `sets: ${setId}`, `civilization: ${oneLine(civilization.name)}`];
  const lines = deck.map((c) => `${c.quantity} [${c.from === "world" ? `${setId}/${c.code}` : c.code}]`);
  return `${[...header, ...lines].join("\n")}\n`;
}

/** A header value on one line: the deck-list format reads a header to the end of its line. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}
