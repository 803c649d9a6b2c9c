import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { addLacksToWanted, deckLacks } from "@/lib/collection/lacks";
import { deckIdOf, type DeckContext } from "../../_shared";

/** GET /api/v1/decks/:id/lacks: what the deck lacks against the caller's collection, card by card. */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const user = await requireUser(request);
  const id = await deckIdOf(context);
  return NextResponse.json(await deckLacks(user.id, id));
});

/** POST /api/v1/decks/:id/lacks: adds the shortfall to the caller's wanted list (wanted = max(wanted, lacking)). */
export const POST = handler(async (request: Request, context: DeckContext) => {
  const user = await requireUser(request);
  const id = await deckIdOf(context);
  return NextResponse.json(await addLacksToWanted(user.id, id));
});
