import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { DEFAULT_FACE_WIDTH, MAX_FACE_WIDTH, MIN_FACE_WIDTH, facePng } from "@/lib/game-clients/face-png";
import { facePngResponse } from "@/lib/http/face-response";
import { handler, parseWith } from "@/lib/http/respond";
import { catalogFaceSource } from "@/lib/proxies/card-faces";
import { LOCALES } from "@/i18n/locales";

type Context = { params: Promise<{ game: string; code: string }> };

const paramsSchema = z.object({ game: z.enum(GAME_SLUGS), code: z.string().min(1).max(120) });
const querySchema = z.object({
  locale: z.enum(LOCALES).default("en"),
  width: z.coerce.number().int().min(MIN_FACE_WIDTH).max(MAX_FACE_WIDTH).default(DEFAULT_FACE_WIDTH),
});

/**
 * GET /api/v1/cards/:game/:code/face.png?locale=en|pl|es&width=W — the catalog card's face as PNG
 * (CONTRACTS §10; docs/play-online.md): the face.svg face, W px wide (default 745, at most 1500);
 * ETag and 304; 404 for a card the catalog lacks; 429 with Retry-After while the server is busy drawing.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const { game, code } = parseWith(paramsSchema, await context.params);
  const { locale, width } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  return facePngResponse(await facePng(await catalogFaceSource(game, code, locale), width, request.headers.get("if-none-match")), "public");
});
