import { NextResponse } from "next/server";
import { z } from "zod";
import { GAME_SLUGS, rulesetFor } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";
import { readFilters, searchParamsSchema } from "@/lib/catalog/search-query";
import { searchCards } from "@/lib/services/catalog";

const querySchema = searchParamsSchema.extend({ game: z.enum(GAME_SLUGS) });

/** GET /api/v1/cards?game=G&q=QUERY&page=N (+ the game's filters) — CONTRACTS §5. */
export const GET = handler(async (request: Request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = parseWith(querySchema, params);
  const filters = readFilters(rulesetFor(query.game).catalogFilters ?? [], params);
  return NextResponse.json(await searchCards(query.game, query.q, filters, query.page));
});
