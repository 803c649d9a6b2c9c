import { NextResponse } from "next/server";
import { handler, readJson } from "@/lib/http/respond";
import { unsuspendAccount } from "@/lib/moderation/actions";
import { accountActionSchema } from "@/lib/moderation/input";
import { requireModerator } from "@/lib/moderation/admin-access";

/** POST /api/v1/admin/unsuspend {username, note} → 200: sign-in again, only what the suspension hid is shown again; 404 to anyone but a moderator (CONTRACTS §12). */
export const POST = handler(async (request: Request) => {
  const moderator = await requireModerator(request);
  const body = await readJson(request, accountActionSchema);
  return NextResponse.json(await unsuspendAccount(moderator, body));
});
