import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { ownerNotice } from "@/lib/moderation/notice";
import { myBinder, setBinderPublic } from "@/lib/trade/binders";
import { binderSchema } from "@/lib/trade/input";

/** GET /api/v1/trade/binder: the caller's own binder {username, public, forTrade, wanted}. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  return NextResponse.json({ ...(await myBinder(user.id)), ...(await ownerNotice("binder", user.id, true)) });
});

/** PUT /api/v1/trade/binder {public} → 200 {public} (CONTRACTS §8). */
export const PUT = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, binderSchema);
  return NextResponse.json(await setBinderPublic(user.id, user.username, body.public));
});
