import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { listDeckVersions } from "@/lib/decks/service";
import { deckIdOf, type DeckContext } from "../../_shared";

/** GET /api/v1/decks/:id/versions: every saved version (number, name, date), oldest first. */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await listDeckVersions(user?.id ?? null, id));
});
