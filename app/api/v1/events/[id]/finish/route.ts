import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { finishEvent } from "@/lib/events/day";
import { handler } from "@/lib/http/respond";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/finish (organizer): ends the Swiss once the last round's results are in → 200 {status}. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await finishEvent(user.id, id));
});
