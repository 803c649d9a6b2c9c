import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { bringDeckUpToDate, deckJson } from "@/lib/decks/service";
import { deckIdOf, type DeckContext } from "../../_shared";

const bodySchema = z.object({ version: z.number().int().min(1) });

/**
 * POST /api/v1/decks/:id/catalog-update {version} → 200 the deck, saved again under today's
 * catalog as a new version ("Bring up to date", CONTRACTS §11); 409 STALE_VERSION; 400
 * CATALOG_CARD_WITHDRAWN when it holds a withdrawn card; owner only (404 for anyone else).
 */
export const POST = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await requireUser(request);
  const { version } = await readJson(request, bodySchema);
  return NextResponse.json(deckJson(await bringDeckUpToDate(user.id, id, version)));
});
