import type { NextResponse } from "next/server";
import { englishRefusal } from "../errors/english";
import { errorResponse } from "./error-response";

/**
 * Refuses writes a page on another site could make with the visitor's cookie (CSRF), for
 * /api/v1 (next-auth's /api/auth keeps its own CSRF token; Server Actions get Next's own
 * Origin check). A write must come from this origin: its `Origin` is this site's, or,
 * without `Origin`, `Sec-Fetch-Site` is `same-origin` or `none`. A request with neither
 * header is not from a browser (curl, scripts: no ambient cookie to abuse) and passes.
 * Its body must be JSON (a cross-site form can send only text/plain, urlencoded or
 * multipart without a preflight); the collection import also takes text/csv.
 */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const CSV_ROUTES = new Set(["/api/v1/collection/import"]);
/** A set's print-and-play PDF is imported as it is. */
const PDF_ROUTES = new Set(["/api/v1/sets/import"]);
/** Card art uploads send the image itself (no cross-site form can send these types without a preflight). */
const ART_ROUTE = /^\/api\/v1\/sets\/[^/]+\/cards\/[^/]+\/art$/;
const ART_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);

export function isGuardedWrite(method: string, pathname: string): boolean {
  return WRITE_METHODS.has(method.toUpperCase()) && pathname.startsWith("/api/v1/");
}

/** The origins this request may come from: its own URL's, its Host's (behind a proxy, X-Forwarded-Host's), PUBLIC_URL's and NEXTAUTH_URL's. */
export function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin]);
  const proto = (request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(":", "")).toLowerCase();
  for (const host of [request.headers.get("x-forwarded-host")?.split(",")[0]?.trim(), request.headers.get("host")?.trim()]) {
    if (host) origins.add(`${proto}://${host.toLowerCase()}`);
  }
  for (const configured of [process.env.PUBLIC_URL, process.env.NEXTAUTH_URL, process.env.APP_ORIGIN]) {
    if (!configured) continue;
    try {
      origins.add(new URL(configured).origin);
    } catch {
      // not a URL: ignore
    }
  }
  return origins;
}

/** A 403 CROSS_SITE or 415 UNSUPPORTED_MEDIA_TYPE for a write that must be refused, else null. */
export function crossSiteRefusal(request: Request): NextResponse | null {
  const { pathname } = new URL(request.url);
  if (!isGuardedWrite(request.method, pathname)) return null;

  const origin = request.headers.get("origin");
  const site = request.headers.get("sec-fetch-site")?.toLowerCase();
  const sameOrigin = origin !== null ? ownOrigins(request).has(origin.toLowerCase()) : site === undefined || site === "same-origin" || site === "none";
  if (!sameOrigin) {
    return errorResponse(403, "CROSS_SITE", englishRefusal("apiErrors.CROSS_SITE"));
  }

  const type = request.headers.get("content-type");
  if (type === null) {
    const hasBody = Number(request.headers.get("content-length") ?? "0") > 0 || request.headers.has("transfer-encoding");
    return hasBody ? unsupported(pathname) : null;
  }
  const media = type.split(";")[0].trim().toLowerCase();
  const json = media === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(media);
  if (
    json ||
    (CSV_ROUTES.has(pathname) && media === "text/csv") ||
    (ART_ROUTE.test(pathname) && ART_TYPES.has(media)) ||
    (PDF_ROUTES.has(pathname) && media === "application/pdf")
  )
    return null;
  return unsupported(pathname);
}

function unsupported(pathname: string): NextResponse {
  const accepted = CSV_ROUTES.has(pathname) ? "csv" : ART_ROUTE.test(pathname) ? "image" : "json";
  return errorResponse(415, "UNSUPPORTED_MEDIA_TYPE", englishRefusal("apiErrors.UNSUPPORTED_MEDIA_TYPE", { what: "body", accepted }));
}
