import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { deckSharePicture } from "@/lib/decks/share";
import { LOCALES } from "@/i18n/locales";
import { deckIdOf, queryOf, type DeckContext } from "../../_shared";

const querySchema = z.object({ locale: z.enum(LOCALES).default("en") });

/**
 * GET /api/v1/decks/:id/share.png?locale=en|pl|es — the deck's share picture (Open Graph,
 * Twitter), 1200 × 630 PNG: the lead card's face, the name, the game, legality (docs/faces.md).
 * Public and unlisted decks only: a private deck's, or one the reader may not see, is 404.
 */
export const GET = handler(async (request: Request, context: DeckContext) => {
  const id = await deckIdOf(context);
  const { locale } = parseWith(querySchema, queryOf(request));
  const user = await currentUser(request);
  const picture = await deckSharePicture(user?.id ?? null, id, locale, request.headers.get("if-none-match"));
  const headers = { ETag: picture.etag, "Cache-Control": "public, no-cache" };
  if (!picture.png) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(picture.png), {
    headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(picture.png.byteLength) },
  });
});
