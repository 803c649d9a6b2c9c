import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "./secret";

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * that signed in to an account gets a cookie, signed with the session secret, that names the
 * account and a random nonce. A later sign-in to that account carrying it is counted against
 * the nonce's own budget (lib/quotas/throttle.ts SIGN_IN_DEVICE) instead of the budget all
 * untrusted clients of the account share, so an attacker guessing from anywhere never locks
 * the owner's own browser out. Nothing is stored per cookie: the counters live in the
 * database (ThrottleCounter), the proof of issue is the signature.
 */

export const DEVICE_COOKIE_PREFIX = "edenkeep-device-";
/** How long a browser stays trusted after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** One cookie per account, so a browser shared by two players trusts both. */
export function deviceCookieName(userId: string): string {
  return `${DEVICE_COOKIE_PREFIX}${createHash("sha256").update(userId).digest("hex").slice(0, 16)}`;
}

function signature(secret: string, userId: string, nonce: string, issued: string): string {
  return createHmac("sha256", secret).update(`edenkeep-device|${userId}|${nonce}|${issued}`).digest("base64url");
}

/** A fresh device cookie's value for this account: `<userId>.<nonce>.<issued seconds>.<HMAC>`. */
export function newDeviceToken(userId: string, now = Date.now()): string | null {
  const secret = authSecret();
  if (!secret) return null;
  const nonce = randomBytes(16).toString("base64url");
  const issued = String(Math.floor(now / 1000));
  return `${userId}.${nonce}.${issued}.${signature(secret, userId, nonce, issued)}`;
}

/** The `Set-Cookie` value that trusts this browser for the account (sent only to /api/auth). */
export function deviceSetCookie(userId: string, secure: boolean): string | null {
  const token = newDeviceToken(userId);
  if (!token) return null;
  return `${deviceCookieName(userId)}=${token}; Path=/api/auth; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The `Set-Cookie` value that forgets the device cookie of an account (it was deleted). */
export function deviceClearCookie(userId: string, secure: boolean): string {
  return `${deviceCookieName(userId)}=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The nonce of a valid, unexpired device cookie for this account among the request's cookies
 * (name → value), or null. A cookie of another account, altered, or signed with another secret
 * is ignored: the request is then an untrusted client.
 */
export function trustedDeviceNonce(cookies: Record<string, string>, userId: string, now = Date.now()): string | null {
  const secret = authSecret();
  const value = cookies[deviceCookieName(userId)];
  if (!secret || !value || value.length > 512) return null;
  const parts = value.split(".");
  if (parts.length !== 4) return null;
  const [id, nonce, issued, mac] = parts;
  if (id !== userId || !/^\d{1,12}$/.test(issued)) return null;
  if (Number(issued) * 1000 + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000 < now) return null;
  const expected = Buffer.from(signature(secret, userId, nonce, issued));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** Whether cookies must carry `Secure` (the same rule next-auth follows for its own). */
export function secureCookies(): boolean {
  return process.env.NEXTAUTH_URL?.startsWith("https://") ?? false;
}
