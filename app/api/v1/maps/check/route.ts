import { NextResponse } from "next/server";
import { checkMap } from "@/lib/games/battle-for-eden";
import { handler, readJson } from "@/lib/http/respond";
import { checkMapSchema } from "@/lib/maps/input";

/** POST /api/v1/maps/check {map} (anonymous too) → the `cli map --json` document; a bad map is 400 naming the field. */
export const POST = handler(async (request: Request) => {
  const { map } = await readJson(request, checkMapSchema);
  return NextResponse.json(checkMap(map));
});
