import { NextResponse } from "next/server";
import { handler, readJson } from "@/lib/http/respond";
import { suspendAccount } from "@/lib/moderation/actions";
import { accountActionSchema } from "@/lib/moderation/input";
import { requireModerator } from "@/lib/moderation/admin-access";

/** POST /api/v1/admin/suspend {username, note} → 200: no sign-in, sessions ended, shared things hidden, open offers withdrawn; 404 to anyone but a moderator (CONTRACTS §12). */
export const POST = handler(async (request: Request) => {
  const moderator = await requireModerator(request);
  const body = await readJson(request, accountActionSchema);
  return NextResponse.json(await suspendAccount(moderator, body));
});
