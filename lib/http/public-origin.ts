import { forwardingTrusted } from "../auth/client-address";

/** A host as a Host header may give it: a name or an address, with an optional port (anything else is not used). */
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * This instance's public origin, for the absolute URLs a page gives (og:image, twitter:image):
 * `PUBLIC_URL` when set (docs/deploy.md), else the request's own origin: its `Host`, and
 * behind a reverse proxy named in `TRUSTED_PROXY` the `X-Forwarded-Host` and
 * `X-Forwarded-Proto` the proxy wrote (without one, the app server speaks plain HTTP).
 * `NEXTAUTH_URL` is next-auth's setting and `npm start` fills it with `http://localhost:<port>`,
 * so it is not the address players reach.
 */
export function publicOrigin(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // not a URL: fall back to the request's own origin
    }
  }
  const first = (name: string) => headers.get(name)?.split(",")[0]?.trim().toLowerCase() || undefined;
  const proxied = forwardingTrusted(env);
  const forwardedHost = proxied ? first("x-forwarded-host") : undefined;
  const host = [forwardedHost, first("host")].find((h) => h !== undefined && HOST.test(h)) ?? "localhost";
  const proto = proxied && first("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${host}`;
}
