import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { restoreSetSchema } from "@/lib/sets/input";
import { restoreSetVersion } from "@/lib/sets/versions";
import { setIdOf, setVersionOf, type SetVersionContext } from "../../../../_shared";

/** POST /api/v1/sets/:id/versions/:n/restore {version?} → 200 the set, saved anew with version n's content. */
export const POST = handler(async (request: Request, context: SetVersionContext) => {
  const id = await setIdOf(context);
  const n = await setVersionOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, restoreSetSchema, { optional: true });
  return NextResponse.json(await restoreSetVersion(user.id, id, n, body.version));
});
