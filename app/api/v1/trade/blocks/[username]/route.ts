import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { unblockPlayer } from "@/lib/services/trade-binders";
import { type UsernameContext, usernameOf } from "../../_shared";

/** DELETE /api/v1/trade/blocks/:username → 200 {unblocked}. */
export const DELETE = handler(async (request: Request, context: UsernameContext) => {
  const username = await usernameOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await unblockPlayer(user.id, username));
});
