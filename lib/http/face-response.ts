import { contentSecurityPolicy } from "./security-headers";

/**
 * A card face's HTTP answer (docs/faces.md): the SVG with its ETag, or 304 when the reader's
 * copy is current. `scope` says who may keep it: `public` for catalog faces (any cache), `private`
 * for player-made cards (the reader's own browser only, checked again each time).
 */
export function faceResponse(face: { etag: string; svg?: string; notModified?: true }, scope: "public" | "private"): Response {
  const headers: Record<string, string> = {
    ETag: face.etag,
    "Cache-Control": scope === "public" ? "public, max-age=300, stale-while-revalidate=86400" : "private, no-cache",
    "Content-Security-Policy": contentSecurityPolicy("image"),
    "X-Content-Type-Options": "nosniff",
    Vary: "Cookie",
  };
  if (scope === "public") delete headers.Vary;
  if (face.notModified || face.svg === undefined) return new Response(null, { status: 304, headers });
  return new Response(face.svg, { headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" } });
}

/**
 * A face PNG's HTTP answer (docs/play-online.md): the picture with its ETag, or 304. Game
 * clients fetch without cookies, so a `public` face may be kept by any cache; `private` is a
 * player-made card of a set only some may read.
 */
export function facePngResponse(face: { etag: string; png?: Uint8Array }, scope: "public" | "private"): Response {
  const headers: Record<string, string> = {
    ETag: face.etag,
    "Cache-Control": scope === "public" ? "public, max-age=3600, stale-while-revalidate=86400" : "private, no-cache",
    "X-Content-Type-Options": "nosniff",
  };
  if (!face.png) return new Response(null, { status: 304, headers });
  return new Response(Buffer.from(face.png), { headers: { ...headers, "Content-Type": "image/png", "Content-Length": String(face.png.byteLength) } });
}
