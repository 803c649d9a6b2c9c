import { NextResponse } from "next/server";
import { currentUser, requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { deckMaps, deckMapsSchema, setDeckMaps } from "@/lib/maps/deck-links";
import { deckIdOf, type DeckContext } from "../../_shared";

/** GET /api/v1/decks/:id/maps → {maps}: the linked maps the reader may see; others' private decks are 404. */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json({ maps: await deckMaps(user?.id ?? null, id) });
});

/** PUT /api/v1/decks/:id/maps {mapIds} → {maps}; owner only (404 for anyone else); 400 UNKNOWN_MAP for a map the owner may not read. */
export const PUT = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, deckMapsSchema);
  return NextResponse.json({ maps: await setDeckMaps(user.id, id, body) });
});
