import { randomBytes } from "node:crypto";
import type { NextRequest } from "next/server";
import { catalogGeneration } from "../catalog-generation";
import { chooseLocale, LOCALE_COOKIE, type Locale } from "../../i18n/locales";

/**
 * Card pages as a signed-out player sees them, rendered once per card and language and kept
 * for a while: the catalog's "static rendering with revalidation" (docs/performance.md, "Card
 * page"), done here because Next cannot prerender a page whose scripts carry a per-request
 * nonce (lib/http/security-headers.ts). A kept page is rendered with KEPT_NONCE, and every
 * response gets its own fresh nonce in its place, so the policy stays as strict as on every
 * other page. Only what cannot differ between signed-out players is kept: no session or other
 * cookie but the language one, no query, no client-side navigation request.
 */

/** /cards/<game>/<code>: the one page kept (the catalog list reads its query; every other page is a player's own). */
const CARD_PAGE = /^\/cards\/[a-z0-9-]{1,40}\/[^/]{1,200}$/;
/** Headers of the App Router's own requests (navigation, prefetch, server actions): those answer RSC, not HTML. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-url", "next-action"];
/** A kept page is rendered again after this long, as the catalog read by another process's import is (catalog-index.ts). */
export const KEPT_FOR_MS = 15_000;
const MAX_PAGES = 500;
const MAX_PAGE_CHARS = 1_000_000;
/** The response headers a kept page is served with, besides the security headers the proxy adds. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "link"];

/** Marks the proxy's own render of a page to keep; random per process, so no one else can send it. */
export const RENDER_HEADER = "x-edenkeep-page-render";
const RENDER_SECRET = randomBytes(24).toString("base64url");
/** The nonce a kept page is rendered with (base64url, a valid CSP nonce); random per process, so no card text names it by chance. */
export const KEPT_NONCE = randomBytes(24).toString("base64url");

export interface KeptPage {
  html: string;
  headers: [string, string][];
}

/** What renders a page to keep: the server itself, over loopback (renderThroughServer). */
export type PageRenderer = (pathname: string, locale: Locale) => Promise<Response | null>;

/**
 * What the last render of each page gave, `page` null when it could not be kept (a missing
 * card's 404, no server to render through): that is remembered as long, so such a request is
 * rendered once for itself, not twice.
 */
interface Held {
  page: KeptPage | null;
  at: number;
  generation: number;
}

const held = new Map<string, Held>();
const rendering = new Map<string, Promise<KeptPage | null>>();

/** True for the proxy's own render request (it then gets KEPT_NONCE and is never served from the store). */
export function isPageRender(request: NextRequest): boolean {
  return request.headers.get(RENDER_HEADER) === RENDER_SECRET;
}

/** The page and language a request may be answered with from the store, or null when it must be rendered for it alone. */
export function keptPageFor(request: NextRequest): { pathname: string; locale: Locale } | null {
  if (request.method !== "GET" || request.nextUrl.search !== "" || isPageRender(request)) return null;
  const { pathname } = request.nextUrl;
  if (!CARD_PAGE.test(pathname)) return null;
  if (ROUTER_HEADERS.some((h) => request.headers.has(h))) return null;
  // Any cookie but the language one may be a session (or become part of the page): render for it alone.
  if (request.cookies.getAll().some((c) => c.name !== LOCALE_COOKIE)) return null;
  return { pathname, locale: chooseLocale(request.cookies.get(LOCALE_COOKIE)?.value, null, request.headers.get("accept-language")) };
}

/** The kept page for `pathname` in `locale`, rendering it when it is missing, too old or made from an older catalog; null when it cannot be kept. */
export async function keptPage(pathname: string, locale: Locale, render: PageRenderer = renderThroughServer): Promise<KeptPage | null> {
  const key = `${locale} ${pathname}`;
  const last = held.get(key);
  if (last && Date.now() - last.at < KEPT_FOR_MS && last.generation === catalogGeneration()) return last.page;
  let pending = rendering.get(key);
  if (!pending) {
    const generation = catalogGeneration();
    const at = Date.now();
    pending = renderToKeep(pathname, locale, render)
      .catch(() => null) // the page is then rendered for the request itself, as without the store
      .then((page) => {
        held.delete(key);
        held.set(key, { page, at, generation });
        if (held.size > MAX_PAGES) held.delete(held.keys().next().value as string);
        return page;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return pending;
}

async function renderToKeep(pathname: string, locale: Locale, render: PageRenderer): Promise<KeptPage | null> {
  const response = await render(pathname, locale);
  if (!response) return null;
  if (response.status !== 200 || response.headers.has("set-cookie") || !response.headers.get("content-type")?.startsWith("text/html")) {
    await response.body?.cancel(); // frees the connection
    return null;
  }
  const html = await response.text();
  if (html.length > MAX_PAGE_CHARS) return null;
  const headers = KEPT_HEADERS.flatMap((name): [string, string][] => {
    const value = response.headers.get(name);
    return value === null ? [] : [[name, value]];
  });
  return { html, headers };
}

/** The kept page as one response's body and headers, with its own nonce in place of KEPT_NONCE. */
export function keptPageResponse(page: KeptPage, nonce: string): Response {
  const headers = page.headers.map(([name, value]): [string, string] => [name, value.replaceAll(KEPT_NONCE, nonce)]); // Link names it too
  return new Response(page.html.replaceAll(KEPT_NONCE, nonce), { status: 200, headers });
}

/** Renders a page through this server on loopback, signed out, in `locale`. Null when the port is unknown. */
async function renderThroughServer(pathname: string, locale: Locale): Promise<Response | null> {
  const port = process.env.PORT; // next start sets it once listening
  if (!port || !/^\d{1,5}$/.test(port)) return null;
  return fetch(`http://127.0.0.1:${port}${pathname}`, {
    headers: { cookie: `${LOCALE_COOKIE}=${locale}`, "accept-encoding": "identity", [RENDER_HEADER]: RENDER_SECRET },
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
}

/** Forgets every kept page (tests). */
export function forgetKeptPages(): void {
  held.clear();
}
