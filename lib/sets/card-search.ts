import "server-only";
import type { FilterValue } from "../catalog/search-query";
import { db } from "../db/client";
import { foldName } from "../engine/fold";
import type { BaseCard, GameSlug } from "../games/types";
import type { CardSummary } from "../catalog/service";

/**
 * Player-made cards in the card search (CONTRACTS §6): the reader's own sets, and the set
 * passed as `set=` when the reader may see it. A small query of its own beside the catalog's
 * full-text search, so catalog-only searches keep their speed; a private set's cards never
 * show to anyone but its owner.
 */

export const MAX_SET_CARD_RESULTS = 48;

/** A player-made card as the search lists it: `code` is qualified (`set-id/code`), as deck lists write it. */
export interface SetCardSummary extends CardSummary {
  source: string;
  setName: string;
}

function keeps(card: Record<string, unknown>, type: string, f: FilterValue): boolean {
  const value = card[f.filter.field];
  switch (f.filter.kind) {
    case "type":
      return type === f.value;
    case "equals":
      return value === f.value;
    case "includes":
      return Array.isArray(value) && value.includes(f.value);
    case "range":
      return typeof value === "number" && Number.isInteger(value) && (f.min === undefined || value >= f.min) && (f.max === undefined || value <= f.max);
  }
}

/** Matching player-made cards the reader may see: every word of `q` in a name or the code, and the filters. */
export async function searchSetCards(readerId: string | null, game: GameSlug, q: string, filters: FilterValue[], setId?: string): Promise<SetCardSummary[]> {
  if (!readerId && !setId) return [];
  const sets = [
    ...(readerId ? [{ ownerId: readerId }] : []),
    ...(setId ? [{ id: setId, OR: [...(readerId ? [{ ownerId: readerId }] : []), { visibility: { in: ["public", "unlisted"] } }] }] : []),
  ];
  const words = foldName(q)
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(0, 12);
  const client = await db();
  const rows = await client.playerCard.findMany({
    where: { set: { gameSlug: game, OR: sets }, AND: words.map((w) => ({ search: { contains: w } })) },
    include: { set: { select: { id: true, code: true, name: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: filters.length > 0 ? 1_000 : MAX_SET_CARD_RESULTS,
  });
  return rows
    .map((r) => ({ row: r, data: JSON.parse(r.data) as BaseCard & Record<string, unknown> }))
    .filter(({ row, data }) => filters.every((f) => keeps(data, row.type, f)))
    .slice(0, MAX_SET_CARD_RESULTS)
    .map(({ row, data }) => ({
      code: `${row.set.id}/${row.code}`,
      name: row.name,
      names: data.names ?? {},
      type: row.type,
      set: row.set.code,
      data,
      source: row.set.id,
      setName: row.set.name,
    }));
}
