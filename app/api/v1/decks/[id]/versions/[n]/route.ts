import { NextResponse } from "next/server";
import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { getDeckVersion } from "@/lib/decks/service";
import { deckIdOf, versionOf, type VersionContext } from "../../../_shared";

/** GET /api/v1/decks/:id/versions/:n: that version's deck-list text. */
export const GET = handler(async (request: Request, context: VersionContext) => {
  const id = await deckIdOf(context);
  const n = await versionOf(context);
  const user = await currentUser(request);
  return NextResponse.json(await getDeckVersion(user?.id ?? null, id, n));
});
