import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { unblockPlayer } from "@/lib/trade/binders";
import { blockSchema } from "@/lib/trade/input";
import type { UsernameContext } from "../../_shared";

/**
 * DELETE /api/v1/trade/blocks/:username → 200 {unblocked}; a name that cannot be a username is
 * 400 naming `username`, a name no player has 404 (as POST /trade/blocks).
 */
export const DELETE = handler(async (request: Request, context: UsernameContext) => {
  const user = await requireUser(request);
  const { username } = parseWith(blockSchema, { username: (await context.params).username });
  return NextResponse.json(await unblockPlayer(user.id, username));
});
