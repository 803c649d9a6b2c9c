import { localName } from "@/components/builder/card-name";
import { rulesetFor } from "@/lib/games";
import type { CardCount, NamedCard } from "@/lib/trade/binders";
import type { OfferOption } from "./offer-form";

const keyOf = (c: { game: string; code: string }) => `${c.game}/${c.code}`;

/**
 * The offer form's rows for one side: each card with at most `max` copies (what its holder has
 * for trade), prefilled with `initial` (a match, or the offer being countered), capped at max.
 */
export function offerOptions(cards: readonly NamedCard[], initial: readonly CardCount[], locale: string): OfferOption[] {
  const start = new Map(initial.map((c) => [keyOf(c), c.count]));
  return cards.map((c) => ({
    game: c.game,
    code: c.code,
    name: localName(c, locale),
    gameTitle: rulesetFor(c.game).title,
    max: c.count,
    initial: Math.min(c.count, start.get(keyOf(c)) ?? 0),
  }));
}

/** For each card both lists hold: the smaller count (what a match can move). */
export function overlap(a: readonly CardCount[], b: readonly CardCount[]): CardCount[] {
  const other = new Map(b.map((c) => [keyOf(c), c.count]));
  return a.flatMap((c) => {
    const n = Math.min(c.count, other.get(keyOf(c)) ?? 0);
    return n > 0 ? [{ ...c, count: n }] : [];
  });
}
