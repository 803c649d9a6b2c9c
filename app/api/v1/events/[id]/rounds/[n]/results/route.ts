import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { resultsSchema } from "@/lib/events/input";
import { enterResults } from "@/lib/events/rounds";
import { eventIdOf, type RoundContext, roundOf } from "../../../../_shared";

/** PUT /api/v1/events/:id/rounds/:n/results {results: [{table, result}]} (organizer) → 200 the round. */
export const PUT = handler(async (request: Request, context: RoundContext) => {
  const id = await eventIdOf(context);
  const n = await roundOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, resultsSchema);
  return NextResponse.json(await enterResults(user.id, id, n, body));
});
