import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { allowLateEntry } from "@/lib/events/day";
import { handler, readJson } from "@/lib/http/respond";
import { lateSchema } from "@/lib/events/input";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/late {username} (organizer): that player may register after the close → 200. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, lateSchema);
  return NextResponse.json(await allowLateEntry(user.id, id, body.username));
});
