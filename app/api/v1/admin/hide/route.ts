import { NextResponse } from "next/server";
import { handler, readJson } from "@/lib/http/respond";
import { hideThing } from "@/lib/moderation/actions";
import { thingActionSchema } from "@/lib/moderation/input";
import { requireModerator } from "@/lib/moderation/admin-access";

/** POST /api/v1/admin/hide {kind, id, note} → 200: the thing is 404 to all but its owner, who sees the note; 404 to anyone but a moderator (CONTRACTS §12). */
export const POST = handler(async (request: Request) => {
  const moderator = await requireModerator(request);
  const body = await readJson(request, thingActionSchema);
  return NextResponse.json(await hideThing(moderator, body));
});
