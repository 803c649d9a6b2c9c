import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games";
import { faceResponse } from "@/lib/http/face-response";
import { handler, parseWith } from "@/lib/http/respond";
import { catalogCardFace } from "@/lib/proxies/card-faces";
import { LOCALES } from "@/i18n/locales";

type Context = { params: Promise<{ game: string; code: string }> };

const paramsSchema = z.object({ game: z.enum(GAME_SLUGS), code: z.string().min(1).max(120) });
const querySchema = z.object({ locale: z.enum(LOCALES).default("en") });

/**
 * GET /api/v1/cards/:game/:code/face.svg?locale=en|pl|es — the card's proxy face as SVG, its
 * name in that language where it has one (docs/faces.md); ETag, 304 on If-None-Match; 404 for
 * a card the catalog lacks.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const { game, code } = parseWith(paramsSchema, await context.params);
  const { locale } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  return faceResponse(await catalogCardFace(game, code, locale, request.headers.get("if-none-match")), "public");
});
