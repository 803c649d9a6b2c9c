import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { matchesFor } from "@/lib/trade/binders";
import { matchesQuerySchema } from "@/lib/trade/input";
import { queryOf } from "../_shared";

/** GET /api/v1/trade/matches?game=G → {matches: [{username, theyHave, theyWant}]}, most cards first; signed in only. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  const query = queryOf(request, matchesQuerySchema);
  return NextResponse.json({ matches: await matchesFor(user.id, query.game) });
});
