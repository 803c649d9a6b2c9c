import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { getStandings } from "@/lib/events/rounds";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/standings: {standings: [{rank, username, matchPoints, omw, …}], cut}. */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await getStandings(id, user?.id ?? null));
});
