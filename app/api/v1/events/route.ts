import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith, readJson } from "@/lib/http/respond";
import { createEventSchema, eventsQuerySchema } from "@/lib/events/input";
import { createEvent, listUpcomingEvents } from "@/lib/events/service";
import { queryOf } from "./_shared";

/** GET /api/v1/events[?game=G]: upcoming public events, soonest first. */
export const GET = handler(async (request: Request) => {
  const query = parseWith(eventsQuerySchema, queryOf(request));
  return NextResponse.json({ events: await listUpcomingEvents(query) });
});

/** POST /api/v1/events {game, name, startsAt, registrationClosesAt, visibility, format?} → 201 the event; the caller organizes it. */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, createEventSchema);
  return NextResponse.json(await createEvent(user.id, body), { status: 201 });
});
