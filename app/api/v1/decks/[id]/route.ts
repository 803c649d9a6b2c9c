import { NextResponse } from "next/server";
import { requireUser, sessionClaim } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { noticeOf } from "@/lib/moderation/notice";
import { updateDeckSchema } from "@/lib/decks/input";
import { getDeckWithMaps } from "@/lib/maps/deck-links";
import { deckJson, deleteDeck, updateDeck } from "@/lib/decks/service";
import { deckIdOf, type DeckContext } from "../_shared";

/** GET /api/v1/decks/:id: the deck, its validation and list text, and the linked maps the reader may see; others' private decks are 404. */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  // The session and the owner's moderation notice are read in the deck's own statement (getDeckForClaim).
  const { deck, hold } = await getDeckWithMaps(await sessionClaim(request), id);
  return NextResponse.json({ ...deckJson(deck), ...noticeOf(hold, deck.mine) });
});

/** PUT /api/v1/decks/:id {list?, name?, visibility?, version} → 200; 409 STALE_VERSION; 404 for others' decks. */
export const PUT = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, updateDeckSchema);
  return NextResponse.json(deckJson(await updateDeck(user.id, id, body)));
});

/** DELETE /api/v1/decks/:id → 204; owner only (404 for anyone else). */
export const DELETE = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await requireUser(request);
  await deleteDeck(user.id, id);
  return new Response(null, { status: 204 });
});
