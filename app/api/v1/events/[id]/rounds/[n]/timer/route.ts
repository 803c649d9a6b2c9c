import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { setTimer } from "@/lib/events/day";
import { handler, readJson } from "@/lib/http/respond";
import { timerSchema } from "@/lib/events/input";
import { eventIdOf, type RoundContext, roundOf } from "../../../../_shared";

/** POST /api/v1/events/:id/rounds/:n/timer {action, minutes?} (organizer) → 200 the round with its timer. */
export const POST = handler(async (request: Request, context: RoundContext) => {
  const id = await eventIdOf(context);
  const n = await roundOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, timerSchema);
  return NextResponse.json(await setTimer(user.id, id, n, body.action, body.minutes));
});
