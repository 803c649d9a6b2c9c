import { NextResponse } from "next/server";
import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";
import { listCardDecks } from "@/lib/decks/by-card";

type Context = { params: Promise<{ game: string; code: string }> };

const paramsSchema = z.object({ game: z.enum(GAME_SLUGS), code: z.string().min(1).max(120) });
const querySchema = z.object({ after: z.string().min(1).max(64).optional() });

/** GET /api/v1/cards/:game/:code/decks?after=ID: public decks holding the card, 20 a page, `next` for the following page. */
export const GET = handler(async (request: Request, context: Context) => {
  const { game, code } = parseWith(paramsSchema, await context.params);
  const { after } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listCardDecks(game, code, after));
});
