import { currentUser } from "@/lib/auth/session";
import { handler } from "@/lib/http/respond";
import { decklistsPdf } from "@/lib/events/print";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/decklists.pdf: every decklist, one a page with the player's name (same access as …/decklists). */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const user = await currentUser(request);
  const { name, pdf } = await decklistsPdf(user?.id ?? null, id);
  const filename = `${name.replace(/[^\p{L}\p{N} _-]+/gu, "").trim() || "event"} decklists.pdf`;
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
});
