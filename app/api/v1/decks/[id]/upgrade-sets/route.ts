import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { deckJson, upgradeDeckSets } from "@/lib/decks/service";
import { deckIdOf, type DeckContext } from "../../_shared";

/** POST /api/v1/decks/:id/upgrade-sets → 200 the deck, re-pinned to the current versions of its player-made sets; owner only. */
export const POST = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await requireUser(request);
  return NextResponse.json(deckJson(await upgradeDeckSets(user.id, id)));
});
