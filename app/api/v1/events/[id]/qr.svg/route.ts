import { joinQrSvg } from "@/lib/events/qr";
import { handler } from "@/lib/http/respond";
import { publicOrigin } from "@/lib/http/public-origin";
import { getEvent } from "@/lib/events/service";
import { type EventContext, eventIdOf } from "../../_shared";

/** GET /api/v1/events/:id/qr.svg: the join URL (/events/:id/join) as a QR code, for the venue's printout. */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  await getEvent(null, id); // 404 for no such event
  const svg = await joinQrSvg(publicOrigin(request.headers), id);
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
});
