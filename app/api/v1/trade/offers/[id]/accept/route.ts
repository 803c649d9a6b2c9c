import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readNoBody } from "@/lib/http/respond";
import { acceptOffer } from "@/lib/trade/offers";
import { type OfferContext, offerIdOf } from "../../../_shared";

/** POST /api/v1/trade/offers/:id/accept: recipient only → 200 {status: "accepted"}; 409 TRADE_NOT_AVAILABLE or OFFER_CLOSED (CONTRACTS §8). */
export const POST = handler(async (request: Request, context: OfferContext) => {
  const id = await offerIdOf(context);
  const user = await requireUser(request);
  await readNoBody(request);
  return NextResponse.json(await acceptOffer(user, id));
});
