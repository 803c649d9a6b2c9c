import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { ownerNotice } from "@/lib/moderation/notice";
import { getEvent } from "@/lib/events/service";
import { type EventContext, eventIdOf } from "../_shared";

/** GET /api/v1/events/:id: the event, its players' usernames and rounds (with the caller's own registration). */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await currentUser(request);
  const event = await getEvent(user?.id ?? null, id);
  return NextResponse.json({ ...event, ...(await ownerNotice("event", event.id, event.isOrganizer)) });
});
