import { sessionClaim } from "../auth/session";
import { UNKNOWN_VIEWER } from "./viewer-header-name";

/**
 * Who a page response was rendered for, in a header the service worker reads to decide where it
 * may keep the page (lib/offline/service-worker.ts, docs/offline.md "Privacy"): absent, the
 * request carried no session cookie, so the page was rendered for nobody and is public; else the
 * session's user id (the page may name them and show their things: only their private cache), or
 * `?` when a session cookie is there but does not read (never kept).
 */
export { UNKNOWN_VIEWER, VIEWER_HEADER } from "./viewer-header-name";

export async function viewerOf(request: Request): Promise<string | null> {
  const cookie = request.headers.get("cookie") ?? "";
  if (!cookie.includes("next-auth.session-token")) return null;
  const claim = await sessionClaim(request).catch(() => null);
  return claim?.userId ?? UNKNOWN_VIEWER;
}
