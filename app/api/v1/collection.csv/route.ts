import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { exportCollectionCsv } from "@/lib/collection/csv-service";

/** GET /api/v1/collection.csv: the caller's collection as CSV (game, code, name, owned, wanted, forTrade), as a download. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  const csv = await exportCollectionCsv(user.id);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="edenkeep-collection.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
