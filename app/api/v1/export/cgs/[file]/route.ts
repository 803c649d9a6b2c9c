import { clientCardList } from "@/lib/game-clients/card-list";
import { cgsDefinition } from "@/lib/game-clients/cgs";
import { gameOfSegment, localeOf, publicJson } from "@/lib/game-clients/cgs-routes";
import { handler } from "@/lib/http/respond";
import { publicOrigin } from "@/lib/http/public-origin";

type Context = { params: Promise<{ file: string }> };

/** GET /api/v1/export/cgs/:game.json?locale= — the game's Card Game Simulator definition (CONTRACTS §10; docs/play-online.md). */
export const GET = handler(async (request: Request, context: Context) => {
  const game = gameOfSegment((await context.params).file, ".json");
  const locale = localeOf(request);
  const { cards } = await clientCardList(game, null, [], locale);
  return publicJson(cgsDefinition(game, publicOrigin(request.headers), locale, cards));
});
