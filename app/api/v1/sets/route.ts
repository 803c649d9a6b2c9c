import { NextResponse } from "next/server";
import { currentUser, requireUser } from "@/lib/auth/session";
import { handler, parseWith, readJson } from "@/lib/http/respond";
import { createSetSchema, listSetsQuerySchema } from "@/lib/sets/input";
import { createSet, listSets } from "@/lib/sets/service";
import { queryOf } from "./_shared";

/** GET /api/v1/sets?game=G[&mine=1]: the caller's own sets and the public ones (own only with mine=1). */
export const GET = handler(async (request: Request) => {
  const query = parseWith(listSetsQuerySchema, queryOf(request));
  const user = await currentUser(request);
  return NextResponse.json({ sets: await listSets(user?.id ?? null, query) });
});

/** POST /api/v1/sets {game, name, code?, visibility, status?, cards, civilizations?} → 201 the set; signed in only. */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, createSetSchema);
  return NextResponse.json(await createSet(user.id, body), { status: 201 });
});
