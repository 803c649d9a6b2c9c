// Which address a request comes from: the one parser of forwarding headers and addresses.
// Plain Node with no dependencies, so that scripts/server.mjs (the server `npm start` and the
// browser tests run) decides at the socket with the very code the app reads the result with
// (lib/auth/client-address.ts). Types: forwarding.d.mts. Tested in
// tests/integration/security/forwarding.test.ts and throttle.test.ts.

/** The request headers by which a proxy reports a client; from anyone else they are lies. */
export const FORWARDING_HEADERS = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];

/**
 * `::ffff:1.2.3.4` → `1.2.3.4`, `[::1]:80` → `::1`, `1.2.3.4:80` → `1.2.3.4`; `1` and `true`
 * (TRUSTED_PROXY's "any proxy") stay; anything else not address-like → "invalid".
 */
export function normalizeAddress(value) {
  let a = String(value ?? "")
    .trim()
    .toLowerCase();
  if (a === "") return "";
  if (a === "1" || a === "true") return a;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(a);
  if (bracketed) a = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(":"));
  if (a.startsWith("::ffff:") && a.includes(".")) a = a.slice("::ffff:".length);
  return /^[0-9a-f:.]{1,45}$/.test(a) ? a : "invalid";
}

/**
 * `TRUSTED_PROXY`: comma-separated addresses of the reverse proxies in front of the app, or
 * `1`/`true` for "whatever connects is the one proxy" (a proxy on another host whose address
 * changes); unset, nobody's forwarding headers are believed.
 */
export function trustedProxies(setting = process.env.TRUSTED_PROXY ?? "") {
  const items = setting
    .split(",")
    .map((a) => normalizeAddress(a))
    // A name that is not an address (a host name) names no proxy: "invalid" must never match a hop.
    .filter((a) => a !== "" && a !== "invalid");
  return { any: items.some((a) => a === "1" || a === "true"), addresses: new Set(items.filter((a) => a !== "1" && a !== "true")) };
}

/**
 * Rewrites a request's forwarding headers in place (Node's `req.headers`) before the app sees
 * them. From a peer that is not a trusted proxy, every forwarding header is dropped and
 * `X-Forwarded-For` becomes the socket's address alone: a client cannot choose the address the
 * throttles count. From a trusted proxy they are kept and its own address is appended as the
 * right-most hop, which lib/auth/client-address.ts skips (it is in TRUSTED_PROXY), taking the
 * hop the proxy wrote.
 */
export function rewriteForwarding(headers, socketAddress, trust = trustedProxies()) {
  const peer = normalizeAddress(socketAddress) || "unknown";
  const fromProxy = trust.any || trust.addresses.has(peer);
  if (!fromProxy) {
    for (const name of FORWARDING_HEADERS) delete headers[name];
    headers["x-forwarded-for"] = peer;
    return headers;
  }
  const forwarded = headers["x-forwarded-for"];
  const chain = Array.isArray(forwarded) ? forwarded.join(", ") : (forwarded ?? "");
  if (trust.any) headers["x-forwarded-for"] = chain.trim() === "" ? peer : chain;
  else headers["x-forwarded-for"] = chain.trim() === "" ? peer : `${chain}, ${peer}`;
  return headers;
}
