import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { dropSchema } from "@/lib/events/input";
import { dropPlayer } from "@/lib/events/service";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/drop [{username}]: drops the caller, or (organizer) that player → 200 the event. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, dropSchema, { optional: true });
  return NextResponse.json(await dropPlayer(user.id, id, body.username));
});
