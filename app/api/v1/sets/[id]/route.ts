import { NextResponse } from "next/server";
import { currentUser, requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { ownerNotice } from "@/lib/moderation/notice";
import { updateSetSchema } from "@/lib/sets/input";
import { deleteSet, getSet, updateSet } from "@/lib/sets/service";
import { setIdOf, type SetContext } from "../_shared";

/** GET /api/v1/sets/:id: the set with its cards and drafts; others' private sets are 404. */
export const GET = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await currentUser(request);
  const set = await getSet(user?.id ?? null, id);
  return NextResponse.json({ ...set, ...(await ownerNotice("set", set.id, set.mine)) });
});

/** PUT /api/v1/sets/:id {name?, code?, visibility?, status?, cards?, civilizations?, version} → 200; 409 STALE_VERSION. */
export const PUT = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, updateSetSchema);
  return NextResponse.json(await updateSet(user.id, id, body));
});

/** DELETE /api/v1/sets/:id → 204; owner only (404 for anyone else). */
export const DELETE = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await requireUser(request);
  await deleteSet(user.id, id);
  return new Response(null, { status: 204 });
});
