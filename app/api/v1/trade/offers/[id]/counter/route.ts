import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { counterOfferSchema } from "@/lib/trade/input";
import { counterOffer } from "@/lib/trade/offers";
import { type OfferContext, offerIdOf } from "../../../_shared";

/**
 * POST /api/v1/trade/offers/:id/counter {give, get} (recipient only, seen from the recipient) → 201
 * the new offer to the sender; the countered one closes as "countered". 409 OFFER_CLOSED when it is not open.
 */
export const POST = handler(async (request: Request, context: OfferContext) => {
  const id = await offerIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, counterOfferSchema);
  return NextResponse.json(await counterOffer(user, id, body), { status: 201 });
});
