import { NextResponse } from "next/server";
import { handler, readJson } from "@/lib/http/respond";
import { dismissReports } from "@/lib/moderation/actions";
import { dismissSchema } from "@/lib/moderation/input";
import { requireModerator } from "@/lib/moderation/admin-access";

/** POST /api/v1/admin/dismiss {kind, id, note} → 200: the thing's open reports are closed, nothing else changes; 404 to anyone but a moderator (CONTRACTS §12). */
export const POST = handler(async (request: Request) => {
  const moderator = await requireModerator(request);
  const body = await readJson(request, dismissSchema);
  return NextResponse.json(await dismissReports(moderator, body));
});
