import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { resultLog } from "@/lib/events/reports";
import { handler } from "@/lib/http/respond";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/log (organizer) → {entries: [{round, table, by, source, at, before, after}]}, newest first. */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await resultLog(user.id, id));
});
