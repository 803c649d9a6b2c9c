import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { getOffer } from "@/lib/trade/offers";
import { type OfferContext, offerIdOf } from "../../_shared";

/** GET /api/v1/trade/offers/:id: the offer with its history; its two parties only (404 for anyone else). */
export const GET = handler(async (request: Request, context: OfferContext) => {
  const id = await offerIdOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await getOffer(user.id, id));
});
