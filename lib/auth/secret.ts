/**
 * The key that signs and encrypts session cookies: `NEXTAUTH_SECRET` (or `AUTH_SECRET`).
 * Outside production a fixed development key is used when neither is set, so `next dev`
 * works from a fresh clone; production without a secret refuses to sign anyone in.
 */
export function authSecret(): string | undefined {
  const secret = process.env.NEXTAUTH_SECRET ?? process.env.AUTH_SECRET;
  if (secret) return secret;
  return process.env.NODE_ENV === "production" ? undefined : "edenkeep-development-secret-do-not-use-in-production";
}
