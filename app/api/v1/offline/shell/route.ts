import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse } from "next/server";
import { handler } from "@/lib/http/respond";

/**
 * GET /api/v1/offline/shell — what the service worker keeps when it installs (docs/offline.md):
 * this build's id and its static files (scripts, styles, fonts), the icons and the manifest.
 * Public; the same for every reader.
 */
export const GET = handler(async () => {
  const dist = path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || ".next");
  const buildFile = path.join(dist, "BUILD_ID");
  const build = existsSync(buildFile) ? readFileSync(buildFile, "utf8").trim() : "dev";
  const staticDir = path.join(dist, "static");
  const files = existsSync(staticDir) ? filesUnder(staticDir).map((f) => `/_next/static/${f}`) : [];
  return NextResponse.json({ build, files: [...files, "/manifest.webmanifest", ...ICONS] }, { headers: { "Cache-Control": "no-store" } });
});

const ICONS = ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"];

/** The build's static files, without the worker's own (it is not served from a cache). */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return rel === "service-worker" ? [] : filesUnder(path.join(dir, entry.name), rel);
    return [rel];
  });
}
