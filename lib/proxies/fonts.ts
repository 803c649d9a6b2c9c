/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package: covers Polish and Spanish (and far more),
 * embeds as TrueType with fontkit and extracts intact as text. Bytes are read once per process.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

const FILES = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  italic: "DejaVuSans-Oblique.ttf",
} as const;

export type FontKind = keyof typeof FILES;
export type Fonts = Record<FontKind, PDFFont>;
type FontBytes = Record<FontKind, Uint8Array>;

let cached: FontBytes | undefined;

/** The package's `ttf` folder, found from this module (CLI, vitest) or the working directory (Next.js). */
function fontDir(): string {
  const candidates: string[] = [];
  try {
    const pkg = createRequire(import.meta.url).resolve("dejavu-fonts-ttf/package.json");
    candidates.push(path.join(path.dirname(pkg), "ttf"));
  } catch {
    // Bundled servers may not resolve packages from here; fall back to the working directory.
  }
  candidates.push(path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf"));
  // Not traced by the build: the fonts are read from node_modules at run time (a whole-project trace otherwise).
  const found = candidates.find((dir) => existsSync(/*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ dir, FILES.regular)));
  if (!found) throw new Error(`DejaVu fonts not found (looked in ${candidates.join(", ")}); is dejavu-fonts-ttf installed?`);
  return found;
}

export function fontBytes(): FontBytes {
  if (!cached) {
    const dir = fontDir();
    const read = (file: string) => new Uint8Array(readFileSync(path.join(dir, file)));
    cached = { regular: read(FILES.regular), bold: read(FILES.bold), italic: read(FILES.italic) };
  }
  return cached;
}

/** A face's bytes by its file name (DejaVuSans-Bold.ttf …), for the preview's @font-face; undefined for any other name. */
export function fontFile(name: string): Uint8Array | undefined {
  const kind = (Object.keys(FILES) as FontKind[]).find((k) => FILES[k] === name);
  return kind ? fontBytes()[kind] : undefined;
}

/** Embeds the three faces, subset to the glyphs the document uses. */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = fontBytes();
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(bytes.regular, { subset: true }),
    doc.embedFont(bytes.bold, { subset: true }),
    doc.embedFont(bytes.italic, { subset: true }),
  ]);
  return { regular, bold, italic };
}
