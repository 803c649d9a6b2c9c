import { notFound } from "@/lib/errors";
import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { faceResponse } from "@/lib/http/face-response";
import { handler, parseWith } from "@/lib/http/respond";
import { setCardFace } from "@/lib/proxies/card-faces";
import { LOCALES } from "@/i18n/locales";
import { queryOf, setIdOf } from "../../../../_shared";

type Context = { params: Promise<{ id: string; code: string }> };

const querySchema = z.object({ locale: z.enum(LOCALES).default("en") });

/**
 * GET /api/v1/sets/:id/cards/:code/face.svg?locale=en|pl|es — a player-made card's face with its
 * art, for whoever may read the set; someone else's private set or a missing card: 404.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const id = await setIdOf(context);
  const { code } = await context.params;
  if (code === "" || code.length > 200) throw notFound("card");
  const { locale } = parseWith(querySchema, queryOf(request));
  const user = await currentUser(request);
  return faceResponse(await setCardFace(user?.id ?? null, id, code, locale, request.headers.get("if-none-match")), "private");
});
