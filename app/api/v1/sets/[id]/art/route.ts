import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { listCardArt } from "@/lib/sets/art";
import { setIdOf, type SetContext } from "../../_shared";

/** GET /api/v1/sets/:id/art — which cards of the set have art: `{ art: [{ code, mime, width, height, size, hash, updatedAt }] }`. */
export const GET = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json({ art: await listCardArt(user?.id ?? null, id) });
});
