import { NextResponse } from "next/server";
import { deviceClearCookie, secureCookies } from "@/lib/auth/device-cookie";
import { requireUser } from "@/lib/auth/session";
import { sessionClearCookie } from "@/lib/auth/session-cookie";
import { handler, readJson } from "@/lib/http/respond";
import { deleteAccount, deleteAccountSchema } from "@/lib/accounts/settings";

/**
 * DELETE /api/v1/account {password} → 200: the caller's account and everything it owns are
 * deleted in one transaction and its sessions end; 403 WRONG_PASSWORD and nothing changes.
 */
export const DELETE = handler(async (request: Request) => {
  const user = await requireUser(request);
  const body = await readJson(request, deleteAccountSchema);
  const response = NextResponse.json(await deleteAccount(user.id, body));
  response.headers.append("Set-Cookie", sessionClearCookie());
  response.headers.append("Set-Cookie", deviceClearCookie(user.id, secureCookies()));
  return response;
});
