import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { sessionSetCookie } from "@/lib/auth/session-cookie";
import { handler, readNoBody } from "@/lib/http/respond";
import { endOtherSessions } from "@/lib/accounts/settings";

/** POST /api/v1/account/sessions/end (no body, or `{}`) → 200: "sign out everywhere": every other session of the account ends; the caller stays signed in. */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  await readNoBody(request);
  const { sessionVersion } = await endOtherSessions(user.id);
  const response = NextResponse.json({ otherSessionsEnded: true });
  const cookie = await sessionSetCookie(user, sessionVersion);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  return response;
});
