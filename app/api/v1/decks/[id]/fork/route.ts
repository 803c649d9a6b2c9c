import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { readJson, handler } from "@/lib/http/respond";
import { forkDeckSchema } from "@/lib/decks/input";
import { deckJson, forkDeck } from "@/lib/decks/service";
import { deckIdOf, type DeckContext } from "../../_shared";

/** POST /api/v1/decks/:id/fork [{name?}] → 201 a private copy in my decks, remembering its origin. */
export const POST = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, forkDeckSchema, { optional: true });
  return NextResponse.json(deckJson(await forkDeck(user.id, id, body)), { status: 201 });
});
