import { NextResponse } from "next/server";
import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { currentUser } from "@/lib/auth/session";
import { errorResponse } from "@/lib/http/error-response";
import { handler, readJson } from "@/lib/http/respond";
import { checkDeckListFor } from "@/lib/decks/deck-catalog";

const bodySchema = z.object({ game: z.enum(GAME_SLUGS).optional(), list: z.string().max(200_000) });

/** POST /api/v1/validate {game, list} → the JSON of `cli validate --json` (CONTRACTS §5); the caller's session lets the list's `sets:` name their own private sets (§6). */
export const POST = handler(async (request: Request) => {
  const body = await readJson(request, bodySchema);
  const user = await currentUser(request);
  const outcome = await checkDeckListFor(user?.id ?? null, body.list, body.game);
  if (!outcome.ok) {
    const { code, message, line } = outcome.error;
    return errorResponse(400, code, message, line === undefined ? undefined : [{ line, message }]);
  }
  return NextResponse.json(outcome.validation);
});
