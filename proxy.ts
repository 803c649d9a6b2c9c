import { NextResponse, type NextRequest } from "next/server";
import { crossSiteRefusal } from "./lib/http/cross-site";
import { malformedPathResponse, malformedSegment } from "./lib/http/path-escapes";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";
import { VIEWER_HEADER, viewerOf } from "./lib/http/viewer-header";

/**
 * Runs before every page and API route (Next 16's successor to middleware.ts): refuses a path
 * whose percent-escapes do not decode (lib/http/path-escapes.ts) and cross-site writes to
 * /api/v1 (lib/http/cross-site.ts), and sets the security headers, with a fresh script nonce
 * for each page (Next reads it from the request's policy).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const malformed = malformedSegment(pathname);
  if (malformed !== null) return secured(malformedPathResponse(malformed), contentSecurityPolicy("api"));
  const refusal = crossSiteRefusal(request);
  if (refusal) return secured(refusal, contentSecurityPolicy("api"));
  if (pathname.startsWith("/api/")) {
    return secured(NextResponse.next(), contentSecurityPolicy(/\.(pdf|csv)$/.test(pathname) ? "file" : /\.(svg|png)$/.test(pathname) ? "image" : "api"));
  }
  // Every page is rendered for its request, with its own nonce; what is the same for every
  // reader (a card's sheet) comes from Next's cache (docs/performance.md, "Card page").
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const policy = contentSecurityPolicy("page", nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = secured(NextResponse.next({ request: { headers: requestHeaders } }), policy);
  // Whom the page is rendered for: the service worker keeps it only in that player's cache (docs/offline.md "Privacy").
  const viewer = await viewerOf(request);
  if (viewer) response.headers.set(VIEWER_HEADER, viewer);
  return response;
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
