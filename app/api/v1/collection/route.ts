import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith, readJson } from "@/lib/http/respond";
import { collectionQuerySchema } from "@/lib/collection/counts";
import { getCollection, setCollection } from "@/lib/collection/service";

/** GET /api/v1/collection[?game=G]: the caller's own counts `{items: [{game, code, owned, wanted, forTrade}]}` (CONTRACTS §5). */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  const { game } = parseWith(collectionQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json({ items: await getCollection(user.id, game) });
});

/** PUT /api/v1/collection `{items: [...]}` (≤ 5,000): sets those counts; 400 naming the bad item, nothing applied. */
export const PUT = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, z.unknown()); // the items are checked whole by the service, naming the bad one
  return NextResponse.json(await setCollection(user.id, body));
});
