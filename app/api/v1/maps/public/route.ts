import { NextResponse } from "next/server";
import { handler, parseWith } from "@/lib/http/respond";
import { publicMapsQuerySchema } from "@/lib/maps/input";
import { listPublicMaps } from "@/lib/maps/service";
import { queryOf } from "../_shared";

/** GET /api/v1/maps/public?q=NAME&page=N: public maps, newest first, no session needed. */
export const GET = handler(async (request: Request) => {
  const query = parseWith(publicMapsQuerySchema, queryOf(request));
  return NextResponse.json(await listPublicMaps(query));
});
