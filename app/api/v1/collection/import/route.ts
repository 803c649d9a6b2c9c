import { NextResponse } from "next/server";
import { z } from "zod";
import { requireUser } from "@/lib/auth/session";
import { handler, parseWith, readBodyText } from "@/lib/http/respond";
import { MAX_CSV_BYTES } from "@/lib/collection/csv";
import { applyCollectionImport, previewCollectionImport } from "@/lib/collection/csv-service";

const querySchema = z.object({ mode: z.enum(["preview", "apply"]).default("preview") });

/**
 * POST /api/v1/collection/import?mode=preview|apply, the CSV as the body (text/csv, ≤ 2 MB, ≤ 20,000 rows).
 * preview → 200 the report (added, changed, unmatched, invalid rows with line numbers); nothing written.
 * apply → 200 the report, applied in one transaction; 400 IMPORT_REJECTED with every bad row, nothing written.
 */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const { mode } = parseWith(querySchema, Object.fromEntries(new URL(request.url).searchParams));
  const text = await readBodyText(request, MAX_CSV_BYTES);
  const report = mode === "apply" ? await applyCollectionImport(user.id, text) : await previewCollectionImport(user.id, text);
  return NextResponse.json(report);
});
