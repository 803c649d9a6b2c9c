import path from "node:path";
import { chromiumExecutable, fontconfigFile } from "./browser";

/**
 * Resolves the browser once, before any worker starts: workers inherit these variables and
 * playwright.config.ts passes them to every launch.
 */
export default async function globalSetup() {
  const started = Date.now();
  process.env.CHROMIUM_PATH = await chromiumExecutable();
  process.env.EDENKEEP_FONTCONFIG_FILE = fontconfigFile(path.resolve(import.meta.dirname, "../../.."));
  console.log(`→ Chromium at ${process.env.CHROMIUM_PATH} (ready in ${Date.now() - started} ms)`);
}
