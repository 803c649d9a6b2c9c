/**
 * The address a request came from, for throttling: the first `x-forwarded-for` hop,
 * else `x-real-ip`, else "unknown". Behind a proxy that sets these headers (Next's own
 * server does for direct clients) this is the client; the per-username limit holds regardless.
 */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const forwarded = get("x-forwarded-for")?.split(",")[0]?.trim();
  const address = forwarded || get("x-real-ip")?.trim() || "unknown";
  return address.slice(0, 64);
}
