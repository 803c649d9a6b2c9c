import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { myTable } from "@/lib/events/reports";
import { handler } from "@/lib/http/respond";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/me → {round, table, opponents, report, timer} for the caller; 404 if not registered. */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await myTable(user.id, id), { headers: { "Cache-Control": "no-store" } });
});
