/**
 * The address a request came from, for throttling.
 *
 * Next.js gives route handlers no socket address: its server copies the socket's address
 * into `X-Forwarded-For` only when the request has none (next/dist/server/base-server.js,
 * `x-forwarded-for ??= socket.remoteAddress`). So the right-most hop of `X-Forwarded-For`
 * is the socket address for a client that sends no such header, the address a trusted
 * proxy appended behind one, and whatever a client claims when it talks to Next directly
 * and sends the header itself. The throttles keep that last case harmless: failures count
 * against account+address pairs (a spoofer only locks the pairs it invents) and an
 * account's delay does not depend on the address (SECURITY.md).
 *
 * `TRUSTED_PROXY` lists the addresses of proxies in front of the app (comma-separated):
 * hops written by them are skipped, and the first untrusted hop from the right is the client.
 */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get("x-forwarded-for") : headerValue(headers["x-forwarded-for"]);
  const hops = (raw ?? "")
    .split(",")
    .map((h) => normalizeAddress(h))
    .filter((h) => h !== "");
  const trusted = trustedProxies();
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted.has(hops[i])) return hops[i];
  }
  return hops[0] ?? "unknown";
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(",") : value;
}

/** The proxies named by `TRUSTED_PROXY` (`1`/`true` alone names none: the right-most hop is then the proxy's own report). */
function trustedProxies(): Set<string> {
  const setting = process.env.TRUSTED_PROXY ?? "";
  return new Set(
    setting
      .split(",")
      .map((a) => normalizeAddress(a))
      .filter((a) => a !== "" && a !== "1" && a !== "true"),
  );
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, `[::1]:80` → `::1`, `1.2.3.4:80` → `1.2.3.4`; anything not address-like → "invalid". */
export function normalizeAddress(value: string): string {
  let a = value.trim().toLowerCase();
  if (a === "") return "";
  if (a === "1" || a === "true") return a;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.startsWith("::ffff:") && a.includes(".")) a = a.slice("::ffff:".length);
  return /^[0-9a-f:.]{1,45}$/.test(a) ? a : "invalid";
}
