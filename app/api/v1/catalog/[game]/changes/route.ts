import { NextResponse } from "next/server";
import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";
import { catalogChangesSince } from "@/lib/catalog-changes/changes";

type Context = { params: Promise<{ game: string }> };

const paramsSchema = z.object({ game: z.enum(GAME_SLUGS) });
const querySchema = z.object({ since: z.coerce.number().int().min(0).max(2_147_483_647).default(0) });

/**
 * GET /api/v1/catalog/:game/changes?since=V (CONTRACTS §11) → `{version, changes: [{code, name,
 * change, fields?}]}`: the game's cards added, removed or changed after catalog version V (each
 * card once, its changes folded), and the catalog's version now.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const { game } = parseWith(paramsSchema, await context.params);
  const { since } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await catalogChangesSince(game, since));
});
