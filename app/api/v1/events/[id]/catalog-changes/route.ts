import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { eventRegistrationChanges } from "@/lib/catalog-changes/registrations";
import { type EventContext, eventIdOf } from "../../_shared";

/**
 * GET /api/v1/events/:id/catalog-changes (CONTRACTS §11) → `{version, registrations: [{username,
 * deckName, dropped, catalogVersion, changes}]}`: the registered lists the catalog's changes since
 * their check touch. The organizer only (403 for anyone else, 404 for no such event).
 */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  return NextResponse.json(await eventRegistrationChanges(user.id, id));
});
