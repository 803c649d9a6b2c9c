import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith, readJson } from "@/lib/http/respond";
import { createDeckSchema, myDecksQuerySchema } from "@/lib/decks/input";
import { createDeck, deckJson, listMyDecks } from "@/lib/decks/service";
import { queryOf } from "./_shared";
import { decksWithUnseenChanges } from "@/lib/catalog-changes/unseen";

/**
 * GET /api/v1/decks[?game=G]: the signed-in user's decks, most recently saved first; each with
 * `unseenCatalogChanges`: the catalog changed cards it uses since its owner last saw (CONTRACTS §11).
 */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  const query = parseWith(myDecksQuerySchema, queryOf(request));
  const [decks, unseen] = await Promise.all([listMyDecks(user.id, query), decksWithUnseenChanges(user.id)]);
  return NextResponse.json({ decks: decks.map((d) => ({ ...d, unseenCatalogChanges: unseen.has(d.id) })) });
});

/** POST /api/v1/decks {game, name, list, visibility} → 201 the deck (id, version, validation, list …). */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, createDeckSchema);
  return NextResponse.json(deckJson(await createDeck(user.id, body)), { status: 201 });
});
