import type { NextResponse } from "next/server";
import { englishRefusal } from "../errors/english";
import { errorResponse } from "./error-response";

/**
 * The first segment of a path whose percent-escapes do not decode as UTF-8 (`%ff`, `%E0%A4%A`,
 * `%zz`), or null when every one does. Next decodes a dynamic route's segments before the route
 * runs and answers such a path with a bare 500; proxy.ts refuses it first, with a 400 that names
 * the segment and carries the security headers.
 */
export function malformedSegment(pathname: string): string | null {
  for (const segment of pathname.split("/")) {
    if (!segment.includes("%")) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return null;
}

/** The 400 MALFORMED_PATH answer for a path with a segment that does not decode (docs/api.md). */
export function malformedPathResponse(segment: string): NextResponse {
  const shown = segment.length > 64 ? `${segment.slice(0, 64)}…` : segment;
  return errorResponse(400, "MALFORMED_PATH", englishRefusal("apiErrors.MALFORMED_PATH", { segment: shown }));
}
