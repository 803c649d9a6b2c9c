import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { getDecklists } from "@/lib/events/service";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/decklists: {decklists: [{username, list, legal, …}]}: the organizer always, others once published (else 403, 404 for an unlisted event). */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await currentUser(request);
  const { decklists } = await getDecklists(user?.id ?? null, id);
  return NextResponse.json({ decklists });
});
