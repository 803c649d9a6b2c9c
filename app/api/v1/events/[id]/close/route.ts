import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readNoBody } from "@/lib/http/respond";
import { closeRegistration } from "@/lib/events/service";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/close (organizer): closes registration now → 200 the event. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  await readNoBody(request);
  return NextResponse.json(await closeRegistration(user.id, id));
});
