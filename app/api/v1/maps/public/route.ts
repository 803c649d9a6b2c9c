import { NextResponse } from "next/server";
import { handler, parseWith } from "@/lib/http/respond";
import { publicMapsQuerySchema } from "@/lib/services/map-input";
import { listPublicMaps } from "@/lib/services/maps";
import { queryOf } from "../_shared";

/** GET /api/v1/maps/public?q=NAME&page=N: public maps, newest first, no session needed. */
export const GET = handler(async (request: Request) => {
  const query = parseWith(publicMapsQuerySchema, queryOf(request));
  return NextResponse.json(await listPublicMaps(query));
});
