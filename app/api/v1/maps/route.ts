import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { createMapSchema } from "@/lib/maps/input";
import { createMap, listMyMaps } from "@/lib/maps/service";

/** GET /api/v1/maps: the signed-in user's maps, most recently saved first. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  return NextResponse.json({ maps: await listMyMaps(user.id) });
});

/** POST /api/v1/maps {name, visibility, map} → 201 {id, version, legal, errors, warnings, …}. */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, createMapSchema);
  return NextResponse.json(await createMap(user.id, body), { status: 201 });
});
