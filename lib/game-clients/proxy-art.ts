/**
 * Art on proxy sheets (docs/play-online.md): each card of a sheet gets its art where it has
 * some, the catalog's imported art (catalog-art.ts) or a player-made card's own (card-art.ts).
 * The caller has already checked the reader may see every card it prints.
 */
import type { ProxyCard } from "../proxies";
import { artOfSet } from "../sets";
import { catalogArtOf } from "./catalog-art";

/** A player-made card's set id (its `source`), or undefined for a catalog card. */
const sourceOf = (c: ProxyCard): string | undefined => {
  const source = (c.card as { source?: unknown }).source;
  return typeof source === "string" ? source : undefined;
};

export async function withArt(cards: ProxyCard[]): Promise<ProxyCard[]> {
  if (cards.length === 0) return cards;
  const game = cards[0].game;
  const catalog = await catalogArtOf(
    game,
    cards.filter((c) => !sourceOf(c)).map((c) => c.card.code),
  );
  const bySet = new Map<string, Awaited<ReturnType<typeof artOfSet>>>();
  for (const setId of new Set(cards.flatMap((c) => sourceOf(c) ?? []))) {
    bySet.set(
      setId,
      await artOfSet(
        setId,
        cards.filter((c) => sourceOf(c) === setId).map((c) => c.card.code),
      ),
    );
  }
  return cards.map((c) => {
    if (c.art) return c;
    const source = sourceOf(c);
    const art = source ? bySet.get(source)?.get(c.card.code) : catalog.get(c.card.code);
    return art ? { ...c, art } : c;
  });
}
