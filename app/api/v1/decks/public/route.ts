import { NextResponse } from "next/server";
import { handler, parseWith } from "@/lib/http/respond";
import { publicDecksQuerySchema } from "@/lib/decks/input";
import { listPublicDecks } from "@/lib/decks/public";
import { queryOf } from "../_shared";

/** GET /api/v1/decks/public?game=G&sort=newest|copies&q=NAME&page=N: public decks, no session needed. */
export const GET = handler(async (request: Request) => {
  const query = parseWith(publicDecksQuerySchema, queryOf(request));
  return NextResponse.json(await listPublicDecks(query));
});
