import { clientCardList } from "@/lib/game-clients/card-list";
import { cgsSets } from "@/lib/game-clients/cgs";
import { gameOfSegment, localeOf, publicJson } from "@/lib/game-clients/cgs-routes";
import { handler } from "@/lib/http/respond";

type Context = { params: Promise<{ file: string }> };

/** GET /api/v1/export/cgs/:game/sets.json?locale= — the game's catalog sets for Card Game Simulator. */
export const GET = handler(async (request: Request, context: Context) => {
  const game = gameOfSegment((await context.params).file, "");
  const { sets } = await clientCardList(game, null, [], localeOf(request));
  return publicJson(cgsSets(sets));
});
