import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { emptySchema } from "@/lib/services/events-input";
import { closeRegistration } from "@/lib/services/events";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/close (organizer): closes registration now → 200 the event. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  await readJson(request, emptySchema, { optional: true });
  return NextResponse.json(await closeRegistration(user.id, id));
});
