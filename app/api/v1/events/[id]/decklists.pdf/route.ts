import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { checkAnonymousDecklistsPdf, keptDecklistsPdf } from "@/lib/events/decklists-pdf";
import { type EventContext, eventIdOf } from "../../_shared";

/**
 * GET /api/v1/events/:id/decklists.pdf: every decklist, one a page with the player's name (same
 * access as …/decklists), made once per version of the lists and kept; without a session, rate
 * limited per address like proxy sheets (429).
 */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await currentUser(request);
  if (!user) await checkAnonymousDecklistsPdf(request.headers);
  const { name, pdf, kept, version } = await keptDecklistsPdf(user?.id ?? null, id);
  const filename = `${name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "event"} decklists.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
      "X-Decklists-Version": String(version),
      "X-Decklists-Kept": kept ? "1" : "0",
    },
  });
});
