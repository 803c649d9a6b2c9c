import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { blockedPlayers, blockPlayer } from "@/lib/trade/binders";
import { blockSchema } from "@/lib/trade/input";

/** GET /api/v1/trade/blocks → {blocked: [usernames]}. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  return NextResponse.json({ blocked: await blockedPlayers(user.id) });
});

/** POST /api/v1/trade/blocks {username} → 200 {blocked}: no offers either way, binders hidden from each other. */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, blockSchema);
  return NextResponse.json(await blockPlayer(user.id, body.username));
});
