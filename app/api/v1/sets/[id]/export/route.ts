import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { exportSet } from "@/lib/sets/service";
import { setIdOf, type SetContext } from "../../_shared";

/** GET /api/v1/sets/:id/export: the set as a CONTRACTS §1 catalog file (a download). */
export const GET = handler(async (request: Request, context: SetContext) => {
  const id = await setIdOf(context);
  const user = await currentUser(request);
  const { filename, file } = await exportSet(user?.id ?? null, id);
  return NextResponse.json(file, { headers: { "Content-Disposition": `attachment; filename="${filename}"` } });
});
