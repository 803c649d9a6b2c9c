import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { getMapVersion } from "@/lib/maps/service";
import { mapIdOf, mapVersionOf, type MapVersionContext } from "../../../_shared";

/** GET /api/v1/maps/:id/versions/:n: that version's name and map file, with its check. */
export const GET = handler(async (request: Request, context: MapVersionContext) => {
  const id = await mapIdOf(context);
  const n = await mapVersionOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await getMapVersion(user?.id ?? null, id, n));
});
