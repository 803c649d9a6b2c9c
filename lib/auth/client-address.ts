import { normalizeAddress, trustedProxies } from "./forwarding.mjs";

export { normalizeAddress };

/**
 * The address a request came from, for throttling: the right-most `X-Forwarded-For` hop that
 * is not a proxy named in `TRUSTED_PROXY` (comma-separated).
 *
 * Route handlers get no socket address from Next. The server `npm start` runs,
 * scripts/server.mjs, writes it: from a client it replaces every forwarding header with
 * `X-Forwarded-For: <socket address>`; from a trusted proxy it keeps the proxy's hops and
 * appends the proxy's own address, which is skipped here (lib/auth/forwarding.mjs, SECURITY.md
 * "Which address"). So a client cannot choose the address its attempts are counted under.
 */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get("x-forwarded-for") : headerValue(headers["x-forwarded-for"]);
  const hops = (raw ?? "")
    .split(",")
    .map((h) => normalizeAddress(h))
    .filter((h) => h !== "");
  const trusted = trustedProxies().addresses;
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted.has(hops[i])) return hops[i];
  }
  return hops[0] ?? "unknown";
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/**
 * Whether a reverse proxy is named (`TRUSTED_PROXY` set, to addresses or `1`/`true`): only then
 * are its other forwarding headers (`X-Forwarded-Host`, `X-Forwarded-Proto`) the proxy's word.
 * scripts/server.mjs drops them from any peer that is not such a proxy.
 */
export function forwardingTrusted(env: Record<string, string | undefined> = process.env): boolean {
  return (env.TRUSTED_PROXY ?? "").split(",").some((a) => a.trim() !== "");
}
