import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { remixSetSchema } from "@/lib/sets/input";
import { remixSet } from "@/lib/sets/service";
import { setIdOf, type SetContext } from "../../_shared";

/** POST /api/v1/sets/:id/remix {name?, code?} → 201 a private copy in my sets, crediting the original. */
export const POST = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, remixSetSchema, { optional: true });
  return NextResponse.json(await remixSet(user.id, id, body), { status: 201 });
});
