import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { publicBinder } from "@/lib/trade/binders";
import { type UsernameContext, usernameOf } from "../../_shared";

/** GET /api/v1/trade/binders/:username → {username, forTrade, wanted}; 404 when not public (CONTRACTS §8); signed in only. */
export const GET = handler(async (request: Request, context: UsernameContext) => {
  const username = await usernameOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await publicBinder(user.id, username));
});
