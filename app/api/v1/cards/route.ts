import { NextResponse } from "next/server";
import { z } from "zod";
import { GAME_SLUGS, rulesetFor } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";
import { readFilters, searchParamsSchema } from "@/lib/catalog/search-query";
import { searchCards } from "@/lib/catalog/service";
import { currentUser } from "@/lib/auth/session";
import { setIdSchema } from "@/lib/sets/input";
import { searchSetCards } from "@/lib/sets/card-search";

const querySchema = searchParamsSchema.extend({ game: z.enum(GAME_SLUGS), set: setIdSchema.optional() });

/**
 * GET /api/v1/cards?game=G&q=QUERY&page=N (+ the game's filters) — CONTRACTS §5. The caller's
 * own player-made cards, and those of `set=<id>` when visible, come first on page 1 (§6).
 */
export const GET = handler(async (request: Request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = parseWith(querySchema, params);
  const filters = readFilters(rulesetFor(query.game).catalogFilters ?? [], params);
  const user = await currentUser(request);
  const [catalog, mine] = await Promise.all([
    searchCards(query.game, query.q, filters, query.page),
    query.page === 1 ? searchSetCards(user?.id ?? null, query.game, query.q, filters, query.set) : Promise.resolve([]),
  ]);
  return NextResponse.json(mine.length === 0 ? catalog : { ...catalog, total: catalog.total + mine.length, cards: [...mine, ...catalog.cards] });
});
