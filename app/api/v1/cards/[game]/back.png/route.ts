import { z } from "zod";
import { cardBackEtag, cardBackPng } from "@/lib/game-clients/card-back";
import { GAME_SLUGS } from "@/lib/games";
import { handler, parseWith } from "@/lib/http/respond";

type Context = { params: Promise<{ game: string }> };

const paramsSchema = z.object({ game: z.enum(GAME_SLUGS) });

/** GET /api/v1/cards/:game/back.png — the game's card back for Tabletop Simulator (CONTRACTS §10; docs/play-online.md). */
export const GET = handler(async (request: Request, context: Context) => {
  const { game } = parseWith(paramsSchema, await context.params);
  const etag = cardBackEtag(game);
  const headers = { ETag: etag, "Cache-Control": "public, max-age=86400" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const png = await cardBackPng(game);
  return new Response(Buffer.from(png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(png.byteLength) } });
});
