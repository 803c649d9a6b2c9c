import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { NextResponse } from "next/server";
import { handler } from "@/lib/http/respond";
import { currentBuildId, distDir } from "@/lib/offline/build-id";

/**
 * GET /api/v1/offline/shell — what the service worker keeps when it installs (docs/offline.md):
 * this build's id and its static files (scripts, styles, fonts), the icons and the manifest.
 * Public; the same for every reader.
 */
export const GET = handler(async () => {
  const build = currentBuildId();
  const staticDir = path.join(distDir(), "static");
  const files = existsSync(staticDir) ? filesUnder(staticDir).map((f) => `/_next/static/${f}`) : [];
  return NextResponse.json({ build, files: [...files, "/manifest.webmanifest", ...ICONS] }, { headers: { "Cache-Control": "no-store" } });
});

const ICONS = ["/icons/icon-192.png", "/icons/icon-512.png", "/icons/maskable-512.png"];

/** The build's static files, without the worker's own (it is never served from a cache). */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return rel === "service-worker" ? [] : filesUnder(path.join(dir, entry.name), rel);
    return rel.endsWith(".ts") ? [] : [rel]; // the worker's source, copied beside the assets by its `new URL` reference
  });
}
