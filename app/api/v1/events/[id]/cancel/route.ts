import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readNoBody } from "@/lib/http/respond";
import { getEvent } from "@/lib/events/service";
import { cancelEvent } from "@/lib/events/rounds";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/cancel (organizer): calls the event off; it stays visible, marked cancelled → 200 the event. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  await readNoBody(request);
  await cancelEvent(user.id, id);
  return NextResponse.json(await getEvent(user.id, id));
});
