import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readNoBody } from "@/lib/http/respond";
import { declineOffer } from "@/lib/trade/offers";
import { type OfferContext, offerIdOf } from "../../../_shared";

/** POST /api/v1/trade/offers/:id/decline: recipient only → 200 {status: "declined"}; 409 OFFER_CLOSED (CONTRACTS §8). */
export const POST = handler(async (request: Request, context: OfferContext) => {
  const id = await offerIdOf(context);
  const user = await requireUser(request);
  await readNoBody(request);
  return NextResponse.json(await declineOffer(user, id));
});
