import { encode } from "next-auth/jwt";
import { secureCookies } from "./device-cookie";
import { SESSION_MAX_AGE_SECONDS } from "./options";
import { authSecret } from "./secret";

/** next-auth's session cookie name (the `__Secure-` one behind HTTPS, as next-auth chooses it). */
export function sessionCookieName(): string {
  return `${secureCookies() ? "__Secure-" : ""}next-auth.session-token`;
}

function attributes(maxAge: number): string {
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookies() ? "; Secure" : ""}`;
}

/**
 * A new session cookie for the caller, carrying the account's new session version: after a
 * password change or "sign out everywhere" the session that asked stays signed in while
 * every other token of the account, carrying the old version, is no session any more.
 */
export async function sessionSetCookie(user: { id: string; username: string }, sessionVersion: number): Promise<string | null> {
  const secret = authSecret();
  if (!secret) return null;
  const token = await encode({ token: { sub: user.id, name: user.username, sv: sessionVersion }, secret, maxAge: SESSION_MAX_AGE_SECONDS });
  return `${sessionCookieName()}=${token}; ${attributes(SESSION_MAX_AGE_SECONDS)}`;
}

/** Forgets the session cookie (the account was deleted). */
export function sessionClearCookie(): string {
  return `${sessionCookieName()}=; ${attributes(0)}`;
}
