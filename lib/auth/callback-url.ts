/** A post-sign-in destination: a path on this site only (no `//host`, no absolute URL), else the fallback. */
export function safeCallbackPath(value: string | string[] | undefined | null, fallback = "/decks"): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v) return fallback;
  try {
    const url = new URL(v, "http://edenkeep.invalid");
    if (url.origin !== "http://edenkeep.invalid") {
      // An absolute URL: keep only its path when it points at this site's own pages.
      return fallback;
    }
    if (!v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
