import { NextResponse } from "next/server";
import { handler, readJson } from "@/lib/http/respond";
import { restoreThing } from "@/lib/moderation/actions";
import { thingActionSchema } from "@/lib/moderation/input";
import { requireModerator } from "@/lib/moderation/admin-access";

/** POST /api/v1/admin/restore {kind, id, note} → 200: the thing has its visibility back; 409 NOT_HIDDEN; 404 to anyone but a moderator (CONTRACTS §12). */
export const POST = handler(async (request: Request) => {
  const moderator = await requireModerator(request);
  const body = await readJson(request, thingActionSchema);
  return NextResponse.json(await restoreThing(moderator, body));
});
