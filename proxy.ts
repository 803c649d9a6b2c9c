import { NextResponse, type NextRequest } from "next/server";
import { crossSiteRefusal } from "./lib/http/cross-site";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";
import { isPageRender, KEPT_NONCE, keptPage, keptPageFor, keptPageResponse } from "./lib/http/page-cache";

/**
 * Runs before every page and API route (Next 16's successor to middleware.ts): refuses
 * cross-site writes to /api/v1 (lib/http/cross-site.ts) and sets the security headers,
 * with a fresh script nonce for each page (Next reads it from the request's policy).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const refusal = crossSiteRefusal(request);
  if (refusal) return secured(refusal, contentSecurityPolicy("api"));
  if (pathname.startsWith("/api/")) {
    return secured(NextResponse.next(), contentSecurityPolicy(/\.(pdf|csv)$/.test(pathname) ? "file" : /\.(svg|png)$/.test(pathname) ? "image" : "api"));
  }
  // A signed-out card page: the one kept (lib/http/page-cache.ts), with this response's own nonce.
  const keep = keptPageFor(request);
  const kept = keep && (await keptPage(keep.pathname, keep.locale));
  if (kept) {
    const nonce = newNonce();
    return secured(keptPageResponse(kept, nonce), contentSecurityPolicy("page", nonce));
  }
  const nonce = isPageRender(request) ? KEPT_NONCE : newNonce();
  const policy = contentSecurityPolicy("page", nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  return secured(NextResponse.next({ request: { headers: requestHeaders } }), policy);
}

function newNonce(): string {
  return Buffer.from(crypto.randomUUID()).toString("base64");
}

function secured<R extends Response>(response: R, policy: string): R {
  response.headers.set("Content-Security-Policy", policy);
  for (const { key, value } of STATIC_SECURITY_HEADERS) response.headers.set(key, value);
  return response;
}

export const config = {
  // Everything but the build's static files (next.config.js gives those the static headers).
  matcher: ["/((?!_next/static|_next/image|favicon.ico).*)"],
};
