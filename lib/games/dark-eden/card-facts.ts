/**
 * What the deck checks read of a card's own text (`allows`, `forbids`, `needs`, its names),
 * parsed once per card object and kept beside it: every deck that holds the card reuses it.
 * A card object is read-only once in a catalog, so what is kept never goes stale.
 */
import { foldName } from "../../engine/fold";
import { parseAllow, parseForbid, parseNeed, type AllowEntry, type ForbidEntry, type NeedAtom } from "./card-text";
import type { Card } from "./deck";

export interface CardFacts {
  /** The `allows` entries understood, in card order. */
  allows: readonly AllowEntry[];
  /** True when an `allows` entry lets in cards of another affiliation (or the main ally's warriors), not only CAVALRY, VEHICLES or EQUIPMENT. */
  letsInAffiliations: boolean;
  /** The `forbids` entries understood, in card order. */
  forbids: readonly ForbidEntry[];
  /** Each `needs` entry's alternatives, in card order (undefined when not understood). */
  needs: readonly (readonly NeedAtom[] | undefined)[];
  /** The card's name and every translation, folded (lib/engine/fold.ts). */
  foldedNames: ReadonlySet<string>;
}

const factsByCard = new WeakMap<object, CardFacts>();

function readFacts(card: Card): CardFacts {
  const allows = (card.allows ?? []).map(parseAllow).filter((e): e is AllowEntry => e !== undefined);
  return {
    allows,
    letsInAffiliations: allows.some((e) => e.enables === "affiliation" || e.enables === "main-ally"),
    forbids: (card.forbids ?? []).map(parseForbid).filter((e): e is ForbidEntry => e !== undefined),
    needs: (card.needs ?? []).map(parseNeed),
    foldedNames: new Set([card.name, ...Object.values(card.names ?? {})].map(foldName)),
  };
}

/** The card's parsed text, worked out on first use. */
export function cardFacts(card: Card): CardFacts {
  let facts = factsByCard.get(card);
  if (!facts) {
    facts = readFacts(card);
    factsByCard.set(card, facts);
  }
  return facts;
}
