import { cache } from "react";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { NextRequest } from "next/server";
import { getServerSession } from "next-auth";
import { getToken } from "next-auth/jwt";
import { refusal } from "../errors";
import { sessionAccount, type Account, type SessionClaim } from "../accounts/service";
import { authOptions, sessionVersionOf } from "./options";
import { authSecret } from "./secret";

export type SessionUser = Account;

/**
 * The signed-in user of a route handler's request, from the next-auth session cookie
 * (or `Authorization: Bearer <session token>`), or null. Works outside Next's request
 * scope, so tests can call route handlers directly. A token whose user is gone, or whose
 * session version is older than the account's (a password change, "sign out everywhere"),
 * is no session.
 */
export async function currentUser(request: Request): Promise<SessionUser | null> {
  const session = await sessionClaim(request);
  // The account is read on every request, so a deleted user or an ended session is no session at once, on every server.
  return session === null ? null : sessionAccount(session.userId, session.version);
}

/**
 * The request's session claim, NOT yet checked against the account: only for a read that
 * checks it in its own statement (the account's session version read beside the data, as
 * lib/decks/service.ts getDeckForClaim does), saving a round trip. Everything else uses currentUser.
 */
export async function sessionClaim(request: Request): Promise<SessionClaim | null> {
  const secret = authSecret();
  return secret ? tokenSession(request, secret) : null;
}

/** How long a decoded session token is remembered (never past the token's own expiry). */
const DECODED_TTL_MS = 60_000;
const DECODED_MAX = 500;
const DECODED_MAX_KEY = 8192;
const decoded = new Map<string, { userId: string; version: number; until: number }>();

/**
 * The user id and session version in the request's session token, or null. Decoding a token
 * is costly, so the result (a pure function of the secret and the headers: nothing about the
 * account) is remembered for the exact same secret and Cookie/Authorization headers, briefly.
 */
async function tokenSession(request: Request, secret: string): Promise<SessionClaim | null> {
  const key = `${secret}\n${request.headers.get("authorization") ?? ""}\n${request.headers.get("cookie") ?? ""}`;
  const now = Date.now();
  const hit = decoded.get(key);
  if (hit && hit.until > now) return { userId: hit.userId, version: hit.version };
  if (hit) decoded.delete(key);
  // A header-only copy: wrapping the request itself would lock its body for the handler.
  const req = new NextRequest(request.url, { headers: request.headers });
  let token: Awaited<ReturnType<typeof getToken>>;
  try {
    token = await getToken({ req, secret });
  } catch {
    return null;
  }
  if (!token || typeof token.sub !== "string" || token.sub === "") return null;
  const expires = typeof token.exp === "number" ? token.exp * 1000 : now;
  const until = Math.min(now + DECODED_TTL_MS, expires);
  if (until > now && key.length <= DECODED_MAX_KEY) {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value as string);
    decoded.set(key, { userId: token.sub, version: sessionVersionOf(token), until });
  }
  return { userId: token.sub, version: sessionVersionOf(token) };
}

/** The signed-in user, or 401 UNAUTHENTICATED. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await currentUser(request);
  // The API's English says where to sign in; a page says "Sign in first." in its language.
  if (!user)
    throw refusal("unauthenticated", "UNAUTHENTICATED", { path: "/api/auth/callback/credentials" }, { key: "apiErrors.SIGN_IN_FIRST" }).saying(
      "apiErrors.UNAUTHENTICATED",
    );
  return user;
}

/**
 * The signed-in user in a server component or server action (`getServerSession`), or null.
 * Read once per request (the layout's header, the request's locale and the page share it), and
 * not at all without a next-auth session cookie (getServerSession reads only that cookie).
 */
export const sessionUser = cache(async function sessionUser(): Promise<{ id: string; name: string } | null> {
  try {
    if (!(await cookies()).getAll().some((c) => c.name.includes("next-auth.session-token"))) return null;
    const session = await getServerSession(authOptions);
    const user = session?.user;
    return user?.id ? { id: user.id, name: user.name } : null;
  } catch (err) {
    unstable_rethrow(err); // Next's own signals (dynamic rendering) must pass through
    return null; // e.g. no NEXTAUTH_SECRET in production: nobody is signed in
  }
});
