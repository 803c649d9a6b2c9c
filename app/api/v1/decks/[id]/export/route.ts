import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { exportQuerySchema } from "@/lib/decks/input";
import { exportDeck } from "@/lib/decks/service";
import { deckIdOf, queryOf, type DeckContext } from "../../_shared";

/** GET /api/v1/decks/:id/export?format=text|json: the list as text/plain (re-imports losslessly) or JSON. */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const { format } = parseWith(exportQuerySchema, queryOf(request));
  const user = await currentUser(request);
  const out = await exportDeck(user?.id ?? null, id, format);
  if (out.format === "json") return NextResponse.json(out.data);
  return new Response(out.text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
});
