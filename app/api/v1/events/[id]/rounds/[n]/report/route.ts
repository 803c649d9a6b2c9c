import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { reportResult } from "@/lib/events/reports";
import { handler, readJson } from "@/lib/http/respond";
import { reportSchema } from "@/lib/events/input";
import { eventIdOf, type RoundContext, roundOf } from "../../../../_shared";

/** POST /api/v1/events/:id/rounds/:n/report {table, result | placings, games?, score?} (a player at that table) → 200 the table's reports. */
export const POST = handler(async (request: Request, context: RoundContext) => {
  const id = await eventIdOf(context);
  const n = await roundOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, reportSchema);
  return NextResponse.json(await reportResult(user.id, id, n, body));
});
