import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { reportSchema } from "@/lib/moderation/input";
import { createReport } from "@/lib/moderation/reports";

/** POST /api/v1/reports {kind, id, reason, text?} → 201 {id, kind, status: "received"}; 404 for what the caller cannot see; 429 past 20 a day (CONTRACTS §12). */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, reportSchema);
  return NextResponse.json(await createReport(user, body), { status: 201 });
});
