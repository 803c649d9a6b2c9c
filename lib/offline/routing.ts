import { PUBLIC_PAGES_CACHE, privateCacheName, shellCacheName } from "./cache-names";

/**
 * What the service worker does with a request (lib/offline/service-worker.ts, docs/offline.md).
 * Pure, so it is tested on its own (tests/unit/offline/routing.test.ts).
 *
 * - `static`: the build's own files (content-hashed scripts and styles, icons, the manifest):
 *   from the build's shell cache first, else the network (then kept there).
 * - `page`: a page (a navigation, or its RSC payload on a client-side navigation): the network
 *   first; without an answer, the copy kept for whoever is signed in. A page rendered for a
 *   signed-in player names them and shows their things, so it is kept only in their private cache.
 * - `private-file`: a file only its owner may read (a deck's proxy PDF): the network first, then
 *   the owner's private cache; never kept for nobody.
 * - `pass`: not touched (other origins, writes, the session, APIs, the device catalog which the
 *   page keeps itself, the worker's own script).
 */
export type Route = "static" | "page" | "private-file" | "pass";

export interface RequestFacts {
  url: string;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** The `RSC` request header (Next's client-side navigation asks for the page's payload). */
  rsc: boolean;
}

const STATIC = [/^\/_next\/static\/(?!service-worker\/)/, /^\/icons\/[\w.-]+$/, /^\/manifest\.webmanifest$/, /^\/favicon\.ico$/, /^\/proxy-fonts\//];
const PRIVATE_FILES = [/^\/api\/v1\/decks\/[\w-]+\/proxies\.pdf$/];
/** Pages never kept: signing in and out, and what only makes sense with the server. */
const UNKEPT_PAGES = [/^\/login(\/|$)/, /^\/register(\/|$)/, /^\/account(\/|$)/];

export function routeFor(request: RequestFacts, origin: string): Route {
  if (request.method !== "GET") return "pass";
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return "pass";
  }
  if (url.origin !== origin) return "pass";
  const path = url.pathname;
  if (STATIC.some((re) => re.test(path))) return "static";
  if (PRIVATE_FILES.some((re) => re.test(path))) return "private-file";
  if (path.startsWith("/api/") || path.startsWith("/_next/")) return "pass";
  if (UNKEPT_PAGES.some((re) => re.test(path))) return "pass";
  if (request.mode === "navigate" || request.rsc) return "page";
  return "pass";
}

/**
 * Whom a response was rendered for, from the header the server sets (lib/http/viewer-header.ts):
 * nobody (no header: no session cookie went with the request), a player, or unknown (a session
 * cookie that does not read: never kept).
 */
export type Viewer = { kind: "nobody" } | { kind: "player"; id: string } | { kind: "unknown" };

export function viewerOf(header: string | null): Viewer {
  if (header === null) return { kind: "nobody" };
  return privateCacheName(header) ? { kind: "player", id: header } : { kind: "unknown" };
}

/**
 * The cache a response is kept in, decided from the response itself (whom it was rendered for),
 * never from what a page last told the worker: a page rendered for a player goes only to their
 * private cache, and only while they are the one the worker serves (`current`), so a response that
 * arrives after a sign-out never brings their cache back; one rendered for nobody is public. A
 * page's RSC payload (`?_rsc=`) is decided the same way.
 */
export function cacheForResponse(route: Route, viewer: Viewer, current: string | null, buildId: string): string | null {
  if (route === "static") return shellCacheName(buildId);
  if (route !== "page" && route !== "private-file") return null;
  if (viewer.kind === "nobody") return route === "page" ? PUBLIC_PAGES_CACHE : null;
  if (viewer.kind === "player" && viewer.id === current) return privateCacheName(viewer.id);
  return null;
}

/**
 * What a page load (a navigation, which carries the browser's cookies as they are now) or the
 * page's hello says of who is signed in, against the player the worker served until now: the
 * player to serve from now on, and whether the previous player's private data must go (their
 * session is gone: signed out without the button, cookies cleared, expired, or another player
 * signed in on this browser). Null when nothing changes (same player, or it cannot be told).
 */
export function sessionChange(current: string | null, viewer: Viewer): { next: string | null; dropPrevious: boolean } | null {
  if (viewer.kind === "unknown") return null;
  const next = viewer.kind === "player" ? viewer.id : null;
  if (next === current) return null;
  return { next, dropPrevious: current !== null };
}

/** The cache a response of this route is kept in, or null when it must not be kept. */
export function cacheToKeep(route: Route, userId: string | null, buildId: string): string | null {
  switch (route) {
    case "static":
      return shellCacheName(buildId);
    case "page":
      return userId ? privateCacheName(userId) : PUBLIC_PAGES_CACHE;
    case "private-file":
      return privateCacheName(userId);
    default:
      return null;
  }
}

/** The one cache a request of this route may be answered from without network (private: only the current player's). */
export function cacheToRead(route: Route, userId: string | null, buildId: string): string | null {
  return cacheToKeep(route, userId, buildId);
}

/**
 * Whether a response may be kept: a complete, successful answer (no redirect, error or partial
 * content). Pages answer `no-store` for HTTP caches; the device's copy is the player's own
 * offline store, kept only in their private cache and dropped at sign-out.
 */
export function keepable(response: { status: number; type: string }): boolean {
  return response.status === 200 && (response.type === "basic" || response.type === "default");
}
