import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { discardHeldRound } from "@/lib/events/discard-round";
import { handler } from "@/lib/http/respond";
import { eventIdOf, type RoundContext, roundOf } from "../../../_shared";

/**
 * DELETE /api/v1/events/:id/rounds/:n (organizer): discards the held round n, the last one, so it can
 * be paired again → 200 {discarded, roundCount}; 409 ROUND_PUBLISHED once players have seen it.
 */
export const DELETE = handler(async (request: Request, context: RoundContext) => {
  const id = await eventIdOf(context);
  const n = await roundOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await discardHeldRound(user.id, id, n));
});
