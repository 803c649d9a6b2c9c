import { MAX_COUNT } from "./count-fields";

/**
 * What a deck still lacks against a collection: per card, the copies the deck needs minus
 * the copies owned, when that is more than zero. Pure.
 */

export interface NeededCard {
  code: string;
  name: string;
  /** Copies the deck uses, all sections together (plus one for a card named in a header, e.g. the commander). */
  needed: number;
}

export interface LackingCard extends NeededCard {
  owned: number;
  /** needed − owned, always > 0. */
  lacking: number;
  /** The viewer's wanted count today. */
  wanted: number;
}

/**
 * The copies a deck needs: its entries added up per card across sections, and one copy of
 * each card a header names (Dark Eden's commander) unless the card is among the entries
 * already (EDEN's leader is one of the warband's combatants). Header cards come first.
 */
export function neededCards(
  entries: readonly { code: string; name: string; quantity: number }[],
  headerCards: readonly { code: string; name: string }[] = [],
): NeededCard[] {
  const byCode = new Map<string, NeededCard>();
  const inEntries = new Set(entries.map((e) => e.code));
  for (const card of headerCards) {
    if (!inEntries.has(card.code) && !byCode.has(card.code)) byCode.set(card.code, { code: card.code, name: card.name, needed: 1 });
  }
  for (const e of entries) {
    if (e.quantity <= 0) continue;
    const prev = byCode.get(e.code);
    if (prev) prev.needed += e.quantity;
    else byCode.set(e.code, { code: e.code, name: e.name, needed: e.quantity });
  }
  return [...byCode.values()];
}

/** The cards needed beyond those owned, in the order given. */
export function shortfall(needed: readonly NeededCard[], collection: ReadonlyMap<string, { owned: number; wanted: number }>): LackingCard[] {
  const out: LackingCard[] = [];
  for (const card of needed) {
    const have = collection.get(card.code);
    const owned = have?.owned ?? 0;
    if (card.needed > owned) out.push({ ...card, owned, lacking: card.needed - owned, wanted: have?.wanted ?? 0 });
  }
  return out;
}

/**
 * "Add the shortfall to my wanted list": wanted becomes max(wanted, lacking). Wanted counts
 * copies to acquire, so adding the same deck twice, or two decks sharing a card, never asks
 * for more copies than the biggest single need; a larger wanted count is kept. A count never
 * goes above MAX_COUNT (9999), however many copies a deck lacks.
 */
export function wantedWithShortfall(wanted: number, lacking: number): number {
  return Math.min(MAX_COUNT, Math.max(wanted, lacking));
}
