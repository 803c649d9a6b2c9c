import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The build directory of the running server (next.config.js: NEXT_DIST_DIR or .next). */
export function distDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), process.env.NEXT_DIST_DIR || ".next");
}

let known: string | undefined;

/** Next's build id of the running server (the service worker's version, docs/offline.md); "dev" without a build. */
export function currentBuildId(): string {
  if (known === undefined) {
    const file = path.join(distDir(), "BUILD_ID");
    known = existsSync(file) ? readFileSync(file, "utf8").trim() : "dev";
  }
  return known;
}
