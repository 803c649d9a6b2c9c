import { standingsCsv } from "@/lib/events/standings-csv";
import { handler } from "@/lib/http/respond";
import { getStandings } from "@/lib/events/rounds";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/standings.csv: the standings as CSV (the same access as …/standings). */
export const GET = handler(async (_request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const { standings } = await getStandings(id);
  return new Response(`${standingsCsv(standings)}\r\n`, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="standings-${id}.csv"` },
  });
});
