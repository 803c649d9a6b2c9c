import { NextResponse } from "next/server";
import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { errorResponse, handler, readJson } from "@/lib/http/respond";
import { checkDeckList } from "@/lib/services/deck-list-check";
import { gameCatalog } from "@/lib/services/catalog-index";

const bodySchema = z.object({ game: z.enum(GAME_SLUGS).optional(), list: z.string().max(200_000) });

/** POST /api/v1/validate {game, list} → the JSON of `cli validate --json` (CONTRACTS §5). */
export const POST = handler(async (request: Request) => {
  const body = await readJson(request, bodySchema);
  const outcome = await checkDeckList(body.list, gameCatalog, body.game);
  if (!outcome.ok) {
    const { code, message, line } = outcome.error;
    return errorResponse(400, code, message, line === undefined ? undefined : [{ line, message }]);
  }
  return NextResponse.json(outcome.validation);
});
