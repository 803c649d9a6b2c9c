import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { listMapVersions } from "@/lib/maps/service";
import { mapIdOf, type MapContext } from "../../_shared";

/** GET /api/v1/maps/:id/versions: every saved version (number, name, date), oldest first. */
export const GET = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await listMapVersions(user?.id ?? null, id));
});
