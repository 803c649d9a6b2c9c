import { clientCardList } from "@/lib/game-clients/card-list";
import { cgsCards } from "@/lib/game-clients/cgs";
import { gameOfSegment, localeOf, publicJson } from "@/lib/game-clients/cgs-routes";
import { handler } from "@/lib/http/respond";

type Context = { params: Promise<{ file: string }> };

/** GET /api/v1/export/cgs/:game/cards.json?locale= — every catalog card of the game for Card Game Simulator. */
export const GET = handler(async (request: Request, context: Context) => {
  const game = gameOfSegment((await context.params).file, "");
  const { cards } = await clientCardList(game, null, [], localeOf(request));
  return publicJson(cgsCards(cards));
});
