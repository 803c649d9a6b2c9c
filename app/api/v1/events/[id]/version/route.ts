import { NextResponse } from "next/server";
import { eventVersion } from "@/lib/events/day";
import { handler } from "@/lib/http/respond";
import { type EventContext, eventIdOf } from "../../_shared";

/**
 * GET /api/v1/events/:id/version → {version}: what open event pages poll (one primary-key read,
 * from the database, so any server answers alike); an ETag lets an unchanged poll be a 304.
 */
export const GET = handler(async (request: Request, context: EventContext) => {
  const id = await eventIdOf(context);
  const { version } = await eventVersion(id);
  const etag = `"v${version}"`;
  const headers = { ETag: etag, "Cache-Control": "no-cache" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return NextResponse.json({ version }, { headers });
});
