import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith, readBodyBytes, readJson } from "@/lib/http/respond";
import { importSetQuerySchema } from "@/lib/sets/input";
import { MAX_SET_PDF_BYTES, importSetFromPdf } from "@/lib/sets/pdf-import";
import { importSet } from "@/lib/sets/service";
import { queryOf } from "../_shared";

/**
 * POST /api/v1/sets/import?visibility=: a catalog file of CONTRACTS §1 as the body → 201 the new set.
 * A set's print-and-play PDF (Content-Type application/pdf) is taken too: the set file it carries is imported.
 */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const { visibility } = parseWith(importSetQuerySchema, queryOf(request));
  if (request.headers.get("content-type")?.split(";")[0].trim().toLowerCase() === "application/pdf") {
    return NextResponse.json(await importSetFromPdf(user.id, await readBodyBytes(request, MAX_SET_PDF_BYTES), visibility), { status: 201 });
  }
  const file = await readJson(request, z.unknown());
  return NextResponse.json(await importSet(user.id, file, visibility), { status: 201 });
});
