/**
 * Edenkeep's service worker (docs/offline.md). Built by `next build` itself: the page registers
 * it with `navigator.serviceWorker.register(new URL(…, import.meta.url))`, which Next 16 compiles
 * into one file under /_next/static/service-worker/ (allowed the scope `/`). Its version is
 * Next's build id, in the address it is registered with, so each build is a new worker and a
 * worker only ever serves the files of its own build.
 *
 * What goes where is decided by lib/offline/routing.ts. Private responses are kept only in the
 * signed-in player's cache (`edenkeep-private-<userId>`); the page says who is signed in (a
 * "hello" message) and the worker keeps that in WHO_CACHE, so after a restart it still serves
 * only that player's entries, and none once the page says nobody is signed in.
 */
import { CACHE_PREFIX, DEVICE_DB_PREFIX, PRIVATE_PREFIX, PUBLIC_PAGES_CACHE, privateCacheName, SHELL_PREFIX, shellCacheName } from "./cache-names";
import { type OfflineMessage, type WorkerReply, WHO_CACHE, WHO_KEY } from "./messages";
import { VIEWER_HEADER } from "../http/viewer-header-name";
import { cacheForResponse, cacheToKeep, cacheToRead, keepable, type Route, routeFor, sessionChange, type Viewer, viewerOf } from "./routing";

/** The parts of ServiceWorkerGlobalScope used here, typed so that the file compiles both with the DOM library (the project's tsconfig.json) and on its own with the worker one (tsconfig.worker.json). */
interface WorkerScope {
  location: { readonly href: string; readonly origin: string };
  navigator: { onLine: boolean };
  registration: ServiceWorkerRegistration;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: ExtendableMessageEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}

const sw = self as unknown as WorkerScope;
/** The build this worker belongs to: the page registers it as `…?build=<Next's build id>`, so each build is a new worker. */
const BUILD = new URL(sw.location.href).searchParams.get("build") ?? "unversioned";
const SHELL = shellCacheName(BUILD);
/** The header a kept page or file carries: the build that kept it (pages of another build are not served). */
const BUILD_HEADER = "x-edenkeep-build";

sw.addEventListener("install", (event) => {
  event.waitUntil(precacheShell());
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      await dropOtherBuilds();
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  const message = event.data as OfflineMessage;
  const reply = (answer: WorkerReply) => event.ports[0]?.postMessage(answer);
  if (message?.type === "skip-waiting") {
    event.waitUntil(sw.skipWaiting());
  } else if (message?.type === "hello") {
    event.waitUntil(
      (async () => {
        // The page was rendered for this player (or nobody): the previous player's data goes if it was another.
        await follow(await currentUser(), viewerOf(message.userId ?? null));
        const kept = await keepPages(message.userId, message.pages);
        reply({ type: "ready", build: BUILD, kept });
      })().catch(() => reply({ type: "ready", build: BUILD, kept: 0 })),
    );
  } else if (message?.type === "version") {
    reply({ type: "ready", build: BUILD, kept: 0 });
  }
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const route = routeFor({ url: request.url, method: request.method, mode: request.mode, rsc: request.headers.get("RSC") === "1" }, sw.location.origin);
  // Next's prefetch of a link (its RSC payload, asked before any click): skipped offline.
  const prefetch = request.headers.get("next-router-prefetch") === "1" || request.headers.has("next-router-segment-prefetch");
  if (route === "pass") {
    // A page never kept (the account, sign-in): its prefetch without network gets an empty answer, not a failure.
    if (prefetch && new URL(request.url).origin === sw.location.origin) event.respondWith(fetch(request).catch(() => new Response(null, { status: 204 })));
    return;
  }
  event.respondWith(route === "static" ? staticFirst(request) : networkFirst(request, route, prefetch));
});

/** The build's files, listed by the server (GET /api/v1/offline/shell), kept before the worker takes over. */
async function precacheShell(): Promise<void> {
  try {
    const response = await fetch("/api/v1/offline/shell", { cache: "no-store" });
    if (!response.ok) return;
    const shell = (await response.json()) as { build: string; files: string[] };
    if (shell.build !== BUILD) return; // the server runs another build already: this worker will be replaced
    const cache = await caches.open(SHELL);
    const missing: string[] = [];
    for (const file of shell.files) if (!(await cache.match(file))) missing.push(file);
    // One by one: a file that fails is kept later, when a page loads it.
    await Promise.all(missing.map((file) => cache.add(file).catch(() => undefined)));
  } catch {
    // no network or a file gone: the files are kept as pages load them
  }
}

/** Other builds' shell caches, and pages and files kept by another build. */
async function dropOtherBuilds(): Promise<void> {
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX)) continue;
    if (name.startsWith(SHELL_PREFIX)) {
      if (name !== SHELL) await caches.delete(name);
    } else if ((name.startsWith(PRIVATE_PREFIX) && name !== WHO_CACHE) || name === PUBLIC_PAGES_CACHE) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response?.headers.get(BUILD_HEADER) !== BUILD) await cache.delete(request);
      }
    }
  }
}

async function currentUser(): Promise<string | null> {
  try {
    // caches.match with cacheName reads without creating the cache (caches.open would create it after a sign-out deleted it).
    const kept = await caches.match(WHO_KEY, { cacheName: WHO_CACHE });
    const id = kept ? await kept.text() : "";
    return privateCacheName(id) ? id : null;
  } catch {
    return null;
  }
}

async function setCurrentUser(userId: string | null): Promise<void> {
  if (userId && privateCacheName(userId)) {
    await (await caches.open(WHO_CACHE)).put(WHO_KEY, new Response(userId));
  } else {
    await caches.delete(WHO_CACHE);
  }
}

/**
 * Follows who is signed in, as a page load or the page's hello shows it (routing.ts
 * sessionChange): when the previous player's session is gone (cookies cleared, expired, another
 * player signed in), their private pages and their device database go before anything else is
 * kept or served. The player served from now on.
 */
async function follow(current: string | null, viewer: Viewer): Promise<string | null> {
  const change = sessionChange(current, viewer);
  if (!change) return current;
  if (change.dropPrevious || change.next !== null) await dropPrivateExcept(change.next);
  await setCurrentUser(change.next);
  return change.next;
}

/** Every private cache and device database but `keep`'s (the one signed in now, if any). */
async function dropPrivateExcept(keep: string | null): Promise<void> {
  const mine = privateCacheName(keep);
  for (const name of await caches.keys()) {
    if (name.startsWith(PRIVATE_PREFIX) && name !== WHO_CACHE && name !== mine) await caches.delete(name);
  }
  const idb = (self as unknown as { indexedDB?: IDBFactory }).indexedDB;
  if (!idb || typeof idb.databases !== "function") return;
  const gone = (await idb.databases())
    .map((d) => d.name ?? "")
    .filter((n) => n.startsWith(DEVICE_DB_PREFIX) && n !== `${DEVICE_DB_PREFIX}${keep}`)
    .map(
      (n) =>
        new Promise<void>((resolve) => {
          const request = idb.deleteDatabase(n);
          request.onsuccess = request.onerror = () => resolve();
          // A tab that has it open closes it when asked (lib/offline/device-store.ts); the deletion then ends.
        }),
    );
  await Promise.race([Promise.all(gone), new Promise((resolve) => setTimeout(resolve, 3000))]);
}

/** A build file: from this build's shell, else the network (then kept). */
async function staticFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (keepable(response)) await cache.put(request, response.clone()).catch(() => undefined);
  return response;
}

/**
 * A page or private file: the network, kept where the response says it belongs (routing.ts
 * cacheForResponse); without network, the current player's copy, else for a page load the
 * device's "not on this device yet" page. A prefetch without network gets an empty answer.
 */
async function networkFirst(request: Request, route: Route, prefetch: boolean): Promise<Response> {
  let userId = await currentUser();
  const offline = async (error: unknown): Promise<Response> => {
    const readFrom = cacheToRead(route, userId, BUILD);
    const kept = readFrom ? await keptCopy(readFrom, request, route) : undefined;
    if (kept) return kept;
    if (route === "page" && request.mode === "navigate") {
      const notHere = readFrom ? await keptCopy(readFrom, new Request(new URL(NOT_ON_DEVICE_PAGE, sw.location.origin)), "page") : undefined;
      if (notHere) return notHere;
    }
    if (prefetch) return new Response(null, { status: 204 });
    throw error;
  };
  if (prefetch && !sw.navigator.onLine) return offline(new Error("offline"));
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    return offline(error);
  }
  const viewer = viewerOf(response.headers.get(VIEWER_HEADER));
  // A page load carries the browser's cookies as they are now: it tells who is signed in.
  if (request.mode === "navigate") userId = await follow(userId, viewer);
  const keepIn = cacheForResponse(route, viewer, userId, BUILD);
  if (keepIn && keepable(response)) await keep(keepIn, request, response.clone());
  return response;
}

/** The device's page for an address never kept (app/offline/page.tsx), kept like any page. */
const NOT_ON_DEVICE_PAGE = "/offline";

async function keep(cacheName: string, request: Request | string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(BUILD_HEADER, BUILD);
  headers.delete("vary"); // the worker tells a page from its RSC payload itself (routing.ts)
  const body = await response.arrayBuffer();
  const copy = new Response(body, { status: response.status, statusText: response.statusText, headers });
  // A player's page is kept only while that player is the one signed in here: a response that
  // arrives after a sign-out (its request went out before) must not bring their cache back.
  const stillTheirs = async () => !cacheName.startsWith(PRIVATE_PREFIX) || privateCacheName(await currentUser()) === cacheName;
  if (!(await stillTheirs())) return;
  await (await caches.open(cacheName)).put(request, copy).catch(() => undefined); // quota: not kept
  if (!(await stillTheirs())) await caches.delete(cacheName); // signed out while it was being written
}

/**
 * The kept copy of a request, of this build only. A page load (not its RSC payload) with a query
 * that was never kept gets the page kept without the query: the catalog then searches on the
 * device, a goldfish game replays its own seed from the address. An RSC payload is served only
 * exactly; without it, Next loads the page as a document, which is found here.
 */
async function keptCopy(cacheName: string, request: Request, route: Route): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const ofBuild = (r: Response | undefined) => (r && r.headers.get(BUILD_HEADER) === BUILD ? r : undefined);
  const exact = ofBuild(await cache.match(request, { ignoreVary: true }));
  if (exact || route !== "page" || request.mode !== "navigate") return exact;
  const similar = await cache.matchAll(request, { ignoreSearch: true, ignoreVary: true });
  return similar.find((r) => r.headers.get(BUILD_HEADER) === BUILD && r.headers.get("content-type")?.startsWith("text/html"));
}

/** Keeps pages the player will want at the table (the page's "hello"), those not kept yet; how many are kept. */
async function keepPages(userId: string | null, pages: readonly string[]): Promise<number> {
  const keepIn = cacheToKeep("page", userId, BUILD);
  if (!keepIn) return 0;
  const cache = await caches.open(keepIn);
  const wanted = pages
    .map((page) => new URL(page, sw.location.origin))
    .filter((url) => routeFor({ url: url.href, method: "GET", mode: "navigate", rsc: false }, sw.location.origin) === "page");
  let kept = 0;
  const keepOne = async (url: URL): Promise<void> => {
    if (ofBuild(await cache.match(url.href, { ignoreVary: true }))) {
      kept++;
      return;
    }
    try {
      const response = await fetch(url.href, { credentials: "same-origin" });
      // Kept where the response itself belongs: never a player's page in another cache.
      if (!keepable(response) || cacheForResponse("page", viewerOf(response.headers.get(VIEWER_HEADER)), userId, BUILD) !== keepIn) return;
      if (response.redirected && response.url) await keep(keepIn, response.url, response.clone()); // a goldfish gets its seed
      await keep(keepIn, url.href, response);
      kept++;
    } catch {
      // no network: kept on the next visit
    }
  };
  // A few at a time: the first visit should not hold the server for long.
  for (let i = 0; i < wanted.length; i += KEEP_AT_ONCE) await Promise.all(wanted.slice(i, i + KEEP_AT_ONCE).map(keepOne));
  return kept;
}

const KEEP_AT_ONCE = 3;

function ofBuild(response: Response | undefined): Response | undefined {
  return response && response.headers.get(BUILD_HEADER) === BUILD ? response : undefined;
}
