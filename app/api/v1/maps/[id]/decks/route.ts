import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { decksOnMap } from "@/lib/maps/deck-links";
import { mapIdOf, type MapContext } from "../../_shared";

/** GET /api/v1/maps/:id/decks → {decks}: the decks played on the map that the reader may see; others' private maps are 404. */
export const GET = handler(async (request: Request, context: MapContext) => {
  const id = await mapIdOf(context);
  const user = await currentUser(request);
  return NextResponse.json({ decks: await decksOnMap(user?.id ?? null, id) });
});
