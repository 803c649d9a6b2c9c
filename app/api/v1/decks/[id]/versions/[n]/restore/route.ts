import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { readJson, handler } from "@/lib/http/respond";
import { restoreVersionSchema } from "@/lib/decks/input";
import { deckJson, restoreDeckVersion } from "@/lib/decks/service";
import { deckIdOf, versionOf, type VersionContext } from "../../../../_shared";

/** POST /api/v1/decks/:id/versions/:n/restore [{version?}] → 200 the deck, saved anew with version n's list. */
export const POST = handler(async (request: Request, context: VersionContext) => {
  const id = await deckIdOf(context);
  const n = await versionOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, restoreVersionSchema, { optional: true });
  return NextResponse.json(deckJson(await restoreDeckVersion(user.id, id, n, body.version)));
});
