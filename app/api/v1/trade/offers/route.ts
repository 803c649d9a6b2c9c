import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { createOfferSchema } from "@/lib/trade/input";
import { createOffer, listOffers } from "@/lib/trade/offers";

/** GET /api/v1/trade/offers → {offers}: the caller's, sent and received, newest first. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  return NextResponse.json({ offers: await listOffers(user.id) });
});

/** POST /api/v1/trade/offers {to, give, get} → 201 the open offer (CONTRACTS §8). */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, createOfferSchema);
  return NextResponse.json(await createOffer(user, body), { status: 201 });
});
