/**
 * What the deck checks and statistics read of a card: its own text (`allows`, `forbids`,
 * `needs`, its names) parsed, and the fields they read most, worked out once per card of a deck
 * (play-slots.ts) and dropped with the deck's context. Card objects come in many shapes (each
 * has its own optional fields); every record here has one, so the checks read it faster than
 * the card.
 */
import { foldName } from "../../engine/fold";
import { affiliationBits, type DarkEdenCard } from "./card";
import { readCardStats, type CardStats } from "./card-stats";
import { kindsOf, parseAllow, parseForbid, parseNeed, type AllowEntry, type ForbidEntry, type NeedAtom } from "./card-text";
import type { Card } from "./deck";

export interface CardFacts {
  /** The `allows` entries understood, in card order. */
  allows: readonly AllowEntry[];
  /** True when an `allows` entry lets in cards of another affiliation (or the main ally's warriors), not only CAVALRY, VEHICLES or EQUIPMENT. */
  letsInAffiliations: boolean;
  /** True when an `allows` entry names CAVALRY, VEHICLES or EQUIPMENT. */
  allowsAnyClass: boolean;
  /** The `forbids` entries understood, in card order. */
  forbids: readonly ForbidEntry[];
  /** Each `needs` entry's alternatives, in card order (undefined when not understood). */
  needs: readonly (readonly NeedAtom[] | undefined)[];
  /** The card's name and every translation, folded (lib/engine/fold.ts). */
  foldedNames: ReadonlySet<string>;
  /** The card's own `code`, `type`, `affiliation` and `warriorClass`. */
  code: string;
  type: DarkEdenCard["type"];
  affiliation: DarkEdenCard["affiliation"];
  warriorClass: DarkEdenCard["warriorClass"];
  /** The card's affiliation as a bit (affiliations.ts affiliationBits). */
  affiliationBit: number;
  /** Every kind of card-text.ts KINDS the card is of, a bit each (card-text.ts kindsOf, matchesKinds). */
  kinds: number;
  /** The card's `designations` and `grants` (none: empty). */
  designations: readonly string[];
  grants: readonly string[];
  /** What one copy adds to the deck statistics. */
  stats: CardStats;
}

/** The card's parsed text and the fields the checks read, worked out anew at each call. */
export function cardFacts(card: Card): CardFacts {
  const allows = (card.allows ?? []).map(parseAllow).filter((e): e is AllowEntry => e !== undefined);
  return {
    allows,
    letsInAffiliations: allows.some((e) => e.enables === "affiliation" || e.enables === "main-ally"),
    allowsAnyClass: allows.some((e) => e.enables === "cavalry" || e.enables === "vehicle" || e.enables === "equipment"),
    forbids: (card.forbids ?? []).map(parseForbid).filter((e): e is ForbidEntry => e !== undefined),
    needs: (card.needs ?? []).map(parseNeed),
    foldedNames: new Set([card.name, ...Object.values(card.names ?? {})].map(foldName)),
    code: card.code,
    type: card.type,
    affiliation: card.affiliation,
    warriorClass: card.warriorClass,
    affiliationBit: affiliationBits([card.affiliation]),
    kinds: kindsOf(card),
    designations: card.designations ?? [],
    grants: card.grants ?? [],
    stats: readCardStats(card),
  };
}
