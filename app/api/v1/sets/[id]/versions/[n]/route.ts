import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { getSetVersion } from "@/lib/sets/versions";
import { setIdOf, setVersionOf, type SetVersionContext } from "../../../_shared";

/** GET /api/v1/sets/:id/versions/:n: that version as a CONTRACTS §1 catalog file. */
export const GET = handler(async (request: Request, context: SetVersionContext) => {
  const id = await setIdOf(context);
  const n = await setVersionOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await getSetVersion(user?.id ?? null, id, n));
});
