import { z } from "zod";
import { currentUser } from "@/lib/auth/session";
import { cockatriceCardDatabase } from "@/lib/game-clients/card-database";
import { parseSetIds } from "@/lib/game-clients/card-list";
import { GAME_SLUGS } from "@/lib/games";
import { handler, httpRefusal, parseWith } from "@/lib/http/respond";
import { publicOrigin } from "@/lib/http/public-origin";
import { LOCALES } from "@/i18n/locales";

type Context = { params: Promise<{ file: string }> };

const querySchema = z.object({ locale: z.enum(LOCALES).default("en"), sets: z.string().max(2000).optional() });

/**
 * GET /api/v1/export/cockatrice/:game.xml?locale=&sets= — the game's Cockatrice card database,
 * version 4 (CONTRACTS §10; docs/play-online.md): the catalog, plus the player-made sets named
 * in `sets` that the reader may see (another's private set: 404). Unknown game: 404.
 */
export const GET = handler(async (request: Request, context: Context) => {
  const { file } = await context.params;
  const game = /^(.+)\.xml$/.exec(file)?.[1];
  if (!game || !(GAME_SLUGS as readonly string[]).includes(game)) {
    const games = GAME_SLUGS.map((g) => `${g}.xml`).join(", ");
    throw httpRefusal(404, "NOT_FOUND", { game: file, games }, { key: "apiErrors.NO_GAME" });
  }
  const { locale, sets } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  const user = await currentUser(request);
  const xml = await cockatriceCardDatabase(game as (typeof GAME_SLUGS)[number], user?.id ?? null, parseSetIds(sets), locale, publicOrigin(request.headers));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="edenkeep-${game}-${locale}.xml"`,
      "Cache-Control": sets ? "private, no-cache" : "public, max-age=300",
    },
  });
});
