import { NextResponse } from "next/server";
import { requireUser } from "@/lib/auth/session";
import { sessionSetCookie } from "@/lib/auth/session-cookie";
import { handler, readJson } from "@/lib/http/respond";
import { changePassword, changePasswordSchema } from "@/lib/accounts/settings";

/**
 * POST /api/v1/account/password {current, next} → 200: the new password is set and every other
 * session of the account ends; the caller gets a new session cookie and stays signed in.
 * 403 WRONG_PASSWORD (nothing changes), 400 WEAK_PASSWORD naming `next`.
 */
export const POST = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, changePasswordSchema);
  const { sessionVersion } = await changePassword(user.id, body);
  const response = NextResponse.json({ changed: true, otherSessionsEnded: true });
  const cookie = await sessionSetCookie(user, sessionVersion);
  if (cookie) response.headers.append("Set-Cookie", cookie);
  return response;
});
