import { NextResponse } from "next/server";
import { currentUser, requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { ownerNotice } from "@/lib/moderation/notice";
import { updateMapSchema } from "@/lib/maps/input";
import { deleteMap, getMap, updateMap } from "@/lib/maps/service";
import { mapIdOf, type MapContext } from "../_shared";

/** GET /api/v1/maps/:id: the map with its check; others' private maps are 404. */
export const GET = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await currentUser(request);
  const map = await getMap(user?.id ?? null, id);
  return NextResponse.json({ ...map, ...(await ownerNotice("map", map.id, map.mine)) });
});

/** PUT /api/v1/maps/:id {name?, visibility?, map?, version} → 200; 409 STALE_VERSION; 404 for others' maps. */
export const PUT = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, updateMapSchema);
  return NextResponse.json(await updateMap(user.id, id, body));
});

/** DELETE /api/v1/maps/:id → 204; owner only (404 for anyone else). */
export const DELETE = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await requireUser(request);
  await deleteMap(user.id, id);
  return new Response(null, { status: 204 });
});
