/**
 * Which support cards of an era deck could ever be played in an adventure, as far as
 * their own playground conditions go (GOT CGS rules, "Cards ▶ Predefined attribute
 * categories ▶ Conditional play ▶ AllowPlayIfPlayground" and "▶ AllowPlayIfPlayground1").
 *
 * Those conditions are met only by cards "already played by the player in the current
 * adventure": the adventure card (in the hero's playground) and support cards played
 * before. All of them come from this era deck, so the deck alone tells whether such a
 * condition can ever be met. A player never has two cards of one identifier in his
 * playground ("▶ Turn ▶ Play support card"), so a card cannot meet its own conditions with
 * a copy of itself. Buildsite conditions are not judged here: adventures kept from earlier
 * eras ("MultiEra") may meet them, and those come from other era decks.
 */
import { conditionHolds, type AttributeNode } from "./attributes";
import type { EraDeckCard } from "./era-deck";
import { identityKey } from "./identifier";

const found = (condition: AttributeNode, card: EraDeckCard) => conditionHolds(condition, card.parsed.model) === true;

/** Whether the card has playground conditions ("▶ AllowPlayIfPlayground", "▶ AllowPlayIfPlayground1"). */
export const hasPlaygroundConditions = (card: EraDeckCard) =>
  card.parsed.model.conditions.has("AllowPlayIfPlayground") || card.parsed.model.conditions.has("AllowPlayIfPlayground1");

// "▶ AllowPlayIfPlayground": each listed attribute on some played card; "▶ AllowPlayIfPlayground1": all of them on one card.
function conditionsMet(card: EraDeckCard, played: readonly EraDeckCard[]): boolean {
  const conditions = card.parsed.model.conditions;
  const onAny = conditions.get("AllowPlayIfPlayground") ?? [];
  const onOne = conditions.get("AllowPlayIfPlayground1") ?? [];
  if (onAny.length === 0 && onOne.length === 0) return true;
  const own = identityKey(card.card);
  const others = played.filter((p) => identityKey(p.card) !== own);
  return onAny.every((c) => others.some((p) => found(c, p))) && (onOne.length === 0 || others.some((p) => onOne.every((c) => found(c, p))));
}

/**
 * The support cards that could be played in this adventure, in order: those without
 * playground conditions, then, round by round, those whose conditions the adventure card
 * and the cards already found playable meet (so a card waiting on itself, or on a card
 * that waits on it, is never playable).
 */
export function playableSupports(adventure: EraDeckCard, supports: readonly EraDeckCard[]): EraDeckCard[] {
  const waiting = supports.filter(hasPlaygroundConditions);
  if (waiting.length === 0) return [...supports];
  // The cards played so far: the adventure card and every support found playable.
  const played: EraDeckCard[] = [adventure, ...supports.filter((s) => !hasPlaygroundConditions(s))];
  const playable = new Set<EraDeckCard>(played);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of waiting) {
      if (playable.has(s) || !conditionsMet(s, played)) continue;
      playable.add(s);
      played.push(s);
      grew = true;
    }
  }
  return supports.filter((s) => playable.has(s));
}
