/**
 * What the credentials provider's `authorize` decided about one sign-in request, for the
 * route (lib/auth/nextauth-route.ts) to answer with: next-auth itself can only say "refused"
 * (401) or "signed in". One per request, made by the route; nothing outlives it.
 */
export interface SignInAttempt {
  /** Refused by a sign-in throttle: the seconds until it may be tried again (the 429's Retry-After). */
  retryAfterSeconds?: number;
  /** `Set-Cookie` values that go with a successful sign-in: the device cookie (lib/auth/device-cookie.ts). */
  setCookies: string[];
}

export function newSignInAttempt(): SignInAttempt {
  return { setCookies: [] };
}
