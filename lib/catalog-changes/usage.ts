import "server-only";
import { db } from "../db/client";
import type { GameSlug } from "../games/types";

/** How many saved decks of the game hold each of these cards (a withdrawn card's decks keep it, shown as withdrawn). */
export async function decksHolding(game: GameSlug, codes: readonly string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const client = await db();
  const rows = await client.deckEntry.findMany({
    where: { cardCode: { in: [...codes] }, deck: { gameSlug: game } },
    select: { cardCode: true, deckId: true },
    distinct: ["cardCode", "deckId"],
  });
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.cardCode, (out.get(r.cardCode) ?? 0) + 1);
  return out;
}
