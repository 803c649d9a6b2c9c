import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { listSetVersions } from "@/lib/sets/versions";
import { setIdOf, type SetContext } from "../../_shared";

/** GET /api/v1/sets/:id/versions: the kept versions, oldest first, and the current one. */
export const GET = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await listSetVersions(user?.id ?? null, id));
});
