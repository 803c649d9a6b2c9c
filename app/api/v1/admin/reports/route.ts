import { NextResponse } from "next/server";
import { handler, parseWith } from "@/lib/http/respond";
import { reportsQuerySchema } from "@/lib/moderation/input";
import { requireModerator } from "@/lib/moderation/admin-access";
import { reportQueue } from "@/lib/moderation/queue";

/** GET /api/v1/admin/reports?status=open|closed: the reports grouped by thing; 404 to anyone but a moderator (CONTRACTS §12). */
export const GET = handler(async (request: Request) => {
  await requireModerator(request);
  const query = parseWith(reportsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ things: await reportQueue(query.status) });
});
