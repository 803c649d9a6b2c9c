import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { diffQuerySchema } from "@/lib/decks/input";
import { diffDeckVersions } from "@/lib/decks/service";
import { deckIdOf, queryOf, type DeckContext } from "../../_shared";

/** GET /api/v1/decks/:id/diff?from=A&to=B: per-card quantity changes between two saved versions. */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const query = parseWith(diffQuerySchema, queryOf(request));
  const user = await currentUser(request);
  return NextResponse.json(await diffDeckVersions(user?.id ?? null, id, query.from, query.to));
});
