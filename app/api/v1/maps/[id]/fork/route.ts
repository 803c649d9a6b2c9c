import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { forkMapSchema } from "@/lib/maps/input";
import { forkMap } from "@/lib/maps/service";
import { mapIdOf, type MapContext } from "../../_shared";

/** POST /api/v1/maps/:id/fork [{name?}] → 201 a private copy in my maps, remembering its origin. */
export const POST = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, forkMapSchema, { optional: true });
  return NextResponse.json(await forkMap(user.id, id, body), { status: 201 });
});
