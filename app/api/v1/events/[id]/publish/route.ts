import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readNoBody } from "@/lib/http/respond";
import { publishDecklists } from "@/lib/events/service";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/publish (organizer): publishes the decklists: everyone may read them → 200 the event. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  await readNoBody(request);
  return NextResponse.json(await publishDecklists(user.id, id));
});
