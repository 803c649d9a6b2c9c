const BASE = "http://edenkeep.invalid";
const MAX_LENGTH = 2048;
/** Control characters (browsers drop tabs and newlines inside URLs: `/\t/evil` becomes `//evil`) and backslashes (read as `/`). */
const UNSAFE_CHAR = /[\u0000-\u001f\u007f\\]/;

/**
 * A redirect destination on this site: a path that starts with exactly one `/`, else the
 * fallback. Refuses `//host`, `/\host`, `\\host`, schemes (`javascript:`, `https:`), and
 * the same tricks percent-encoded (`/%2f%2fhost`, `/%5chost`) or hidden by dot segments
 * (`/.//host` resolves to `//host`).
 */
export function safeCallbackPath(value: string | string[] | undefined | null, fallback = "/decks"): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string" || raw === "" || raw.length > MAX_LENGTH) return fallback;
  if (!isSinglySlashed(raw) || UNSAFE_CHAR.test(raw)) return fallback;
  // Every decoded form must be as harmless as the raw one.
  let decoded = raw;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (!isSinglySlashed(next) || UNSAFE_CHAR.test(next)) return fallback;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSinglySlashed(path) ? path : fallback;
}

/** Starts with one `/` not followed by another `/` or a `\`. */
function isSinglySlashed(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

/**
 * next-auth's redirect callback: a relative path or a URL on `baseUrl`'s origin, made safe
 * by safeCallbackPath; anything else goes to `baseUrl` (next-auth's own default).
 */
export function safeRedirectUrl(url: string, baseUrl: string): string {
  if (url === baseUrl) return baseUrl;
  const origin = new URL(baseUrl).origin;
  let candidate = url;
  if (!url.startsWith("/")) {
    try {
      const absolute = new URL(url);
      if (absolute.origin !== origin) return baseUrl;
      candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
    } catch {
      return baseUrl;
    }
  }
  const path = safeCallbackPath(candidate, "");
  return path === "" ? baseUrl : origin + path;
}
