import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler, parseWith } from "@/lib/http/respond";
import { setDiffQuerySchema } from "@/lib/sets/input";
import { diffSetVersions } from "@/lib/sets/versions";
import { queryOf, setIdOf, type SetContext } from "../../_shared";

/** GET /api/v1/sets/:id/diff?from=A&to=B: cards added, removed and changed between two versions. */
export const GET = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const { from, to } = parseWith(setDiffQuerySchema, queryOf(request));
  const user = await currentUser(request);
  return NextResponse.json(await diffSetVersions(user?.id ?? null, id, from, to));
});
