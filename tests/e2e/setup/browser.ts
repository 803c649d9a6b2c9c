/**
 * The browser the page tests drive: Chromium from the npm package `@sparticuz/chromium`
 * (its binary ships inside the package, so a machine with only Node has it after
 * `npm install`), or the one `CHROMIUM_PATH` names. Fonts come from npm too (DejaVu, plus
 * the package's own Open Sans), through a fontconfig file of our own, so pages render the
 * same on a machine without any system font.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export async function chromiumExecutable(): Promise<string> {
  const override = process.env.CHROMIUM_PATH;
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM_PATH=${override} does not exist. Unset it to use the Chromium from npm (@sparticuz/chromium).`);
    return override;
  }
  let sparticuz: { executablePath(): Promise<string> };
  try {
    sparticuz = (await import("@sparticuz/chromium")).default;
  } catch {
    throw new Error("The browser package @sparticuz/chromium is not installed: run `npm install` (npm test does it on a fresh clone).");
  }
  return sparticuz.executablePath();
}

/** A fontconfig file listing only fonts from node_modules and the Chromium package. */
export function fontconfigFile(root: string): string {
  const dir = path.join(tmpdir(), "edenkeep-fontconfig");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "fonts.conf");
  const dirs = [path.join(root, "node_modules", "dejavu-fonts-ttf", "ttf"), path.join(tmpdir(), "fonts")];
  writeFileSync(
    file,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      "<fontconfig>",
      ...dirs.map((d) => `  <dir>${d}</dir>`),
      `  <cachedir>${path.join(dir, "cache")}</cachedir>`,
      "</fontconfig>",
      "",
    ].join("\n"),
  );
  return file;
}
