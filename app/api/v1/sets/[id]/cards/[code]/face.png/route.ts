import { notFound } from "@/lib/errors";
import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { DEFAULT_FACE_WIDTH, MAX_FACE_WIDTH, MIN_FACE_WIDTH, facePng } from "@/lib/game-clients/face-png";
import { facePngResponse } from "@/lib/http/face-response";
import { handler, parseWith } from "@/lib/http/respond";
import { setFaceSource } from "@/lib/proxies/card-faces";
import { LOCALES } from "@/i18n/locales";
import { queryOf, setIdOf } from "../../../../_shared";

type Context = { params: Promise<{ id: string; code: string }> };

const querySchema = z.object({
  locale: z.enum(LOCALES).default("en"),
  width: z.coerce.number().int().min(MIN_FACE_WIDTH).max(MAX_FACE_WIDTH).default(DEFAULT_FACE_WIDTH),
});

/**
 * GET /api/v1/sets/:id/cards/:code/face.png?locale=…&width=W — a player-made card's face as PNG,
 * with its art, for whoever may read the set (someone else's private set or a missing card: 404).
 */
export const GET = handler(async (request: Request, context: Context) => {
  const id = await setIdOf(context);
  const { code } = await context.params;
  if (code === "" || code.length > 200) throw notFound("card");
  const { locale, width } = parseWith(querySchema, queryOf(request));
  const user = await currentUser(request);
  const source = await setFaceSource(user?.id ?? null, id, code, locale);
  return facePngResponse(await facePng(source, width, request.headers.get("if-none-match")), "private");
});
