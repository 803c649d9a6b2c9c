import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { registrationSchema } from "@/lib/events/input";
import { registerForEvent } from "@/lib/events/service";
import { askedLocale, type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/registrations {deckId} → 201 the caller's registration (400 DECK_NOT_LEGAL, 409 REGISTRATION_CLOSED). */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, registrationSchema);
  return NextResponse.json(await registerForEvent(user.id, id, body.deckId, { locale: askedLocale(request) }), { status: 201 });
});
