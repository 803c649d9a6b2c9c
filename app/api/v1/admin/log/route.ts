import "server-only";
import { NextResponse } from "next/server";
import { db } from "@/lib/db/client";
import { handler, readNoBody } from "@/lib/http/respond";
import { moderationLog } from "@/lib/moderation/log";
import { requireModerator } from "@/lib/moderation/admin-access";

/** GET /api/v1/admin/log: every moderation action, newest first: who, when, what, note; 404 to anyone but a moderator (CONTRACTS §12). */
export const GET = handler(async (request: Request) => {
  await requireModerator(request);
  await readNoBody(request);
  return NextResponse.json({ entries: await moderationLog(await db()) });
});
