import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readNoBody } from "@/lib/http/respond";
import { cancelOffer } from "@/lib/trade/offers";
import { type OfferContext, offerIdOf } from "../../../_shared";

/** POST /api/v1/trade/offers/:id/cancel: sender only → 200 {status: "cancelled"}; 409 OFFER_CLOSED (CONTRACTS §8). */
export const POST = handler(async (request: Request, context: OfferContext) => {
  const id = await offerIdOf(context);
  const user = await requireUser(request);
  await readNoBody(request);
  return NextResponse.json(await cancelOffer(user, id));
});
