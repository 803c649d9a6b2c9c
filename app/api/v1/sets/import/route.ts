import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith, readJson } from "@/lib/http/respond";
import { importSetQuerySchema } from "@/lib/services/set-input";
import { importSet } from "@/lib/services/sets";
import { queryOf } from "../_shared";

/** POST /api/v1/sets/import?visibility=: a catalog file of CONTRACTS §1 as the body → 201 the new set. */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const { visibility } = parseWith(importSetQuerySchema, queryOf(request));
  const file = await readJson(request, z.unknown());
  return NextResponse.json(await importSet(user.id, file, visibility), { status: 201 });
});
