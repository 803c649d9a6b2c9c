import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { handler, readJson } from "@/lib/http/respond";
import { createRoundSchema } from "@/lib/events/input";
import { createRound } from "@/lib/events/rounds";
import { type EventContext, eventIdOf } from "../../_shared";

/** POST /api/v1/events/:id/rounds [{cut: 4|8}] (organizer) → 201 {round, kind, pairings: [{table, players: [a, b]}]}; 409 while the last round lacks a result. */
export const POST = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await requireUser(request);
  const body = await readJson(request, createRoundSchema, { optional: true });
  return NextResponse.json(await createRound(user.id, id, body), { status: 201 });
});
