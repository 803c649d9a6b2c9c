import { requireUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { exportAccount } from "@/lib/accounts/export";

/** GET /api/v1/account/export: one JSON document with everything the caller owns (CONTRACTS §5), as a download. */
export const GET = handler(async (request: Request) => {
  const user = await requireUser(request);
  const document = await exportAccount(user.id);
  const day = new Date().toISOString().slice(0, 10);
  // Pretty-printed (2 spaces, a final newline): the file is for the player to read and keep.
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="edenkeep-${user.username}-${day}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
