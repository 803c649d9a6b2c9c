import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { publishRound } from "@/lib/events/day";
import { handler } from "@/lib/http/respond";
import { eventIdOf, type RoundContext, roundOf } from "../../../../_shared";

/** POST /api/v1/events/:id/rounds/:n/publish (organizer): players see the held round → 200 the round. */
export const POST = handler(async (request: Request, context: RoundContext) => {
  const id = await eventIdOf(context);
  const n = await roundOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await publishRound(user.id, id, n));
});
