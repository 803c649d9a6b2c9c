/**
 * Words as glyph outlines for rasters with many faces (sheets, face PNGs): like
 * lib/proxies/outline.ts, but each glyph's outline is written once per picture in `<defs>` and
 * every use of it is a `<use>`, so a sheet of 70 faces is a small SVG that sharp reads quickly.
 * The parsed fonts and glyph outlines are kept per process: a pure function of the bundled fonts.
 */
import fontkit from "@pdf-lib/fontkit";
import { type FontKind, fontBytes } from "../proxies";
import { n } from "../proxies";

interface Glyph {
  id: number;
  path: { toSVG(): string };
}
interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

let fonts: Record<FontKind, FontkitFont> | undefined;
const outlines = new Map<string, string>();

function loaded(): Record<FontKind, FontkitFont> {
  if (!fonts) {
    const bytes = fontBytes();
    const load = (b: Uint8Array) => fontkit.create(b as unknown as Buffer) as unknown as FontkitFont;
    fonts = { regular: load(bytes.regular), bold: load(bytes.bold), italic: load(bytes.italic) };
  }
  return fonts;
}

/** One picture's glyphs: `path` draws a run, `defs` the outlines it used. */
export class GlyphDefs {
  private readonly used = new Map<string, string>();

  path(run: { text: string; x: number; y: number; font: FontKind; size: number; fill: string; width?: number }): string {
    const f = loaded()[run.font];
    const { glyphs, positions } = f.layout(run.text);
    const scale = run.size / f.unitsPerEm;
    const natural = positions.reduce((w, p) => w + p.xAdvance, 0) * scale;
    const stretch = run.width !== undefined && natural > 0 ? run.width / natural : 1;
    let pen = 0;
    const parts: string[] = [];
    glyphs.forEach((g, i) => {
      const key = `${run.font[0]}${g.id}`;
      let d = outlines.get(key);
      if (d === undefined) {
        d = g.path.toSVG();
        outlines.set(key, d);
      }
      const p = positions[i];
      if (d !== "") {
        if (!this.used.has(key)) this.used.set(key, d);
        parts.push(`<use href="#${key}" x="${n(pen + p.xOffset)}" y="${n(p.yOffset)}"/>`);
      }
      pen += p.xAdvance;
    });
    const fill = /^#[0-9a-f]{6}$/i.test(run.fill) ? run.fill : "#000000";
    return `<g fill="${fill}" transform="translate(${n(run.x)} ${n(run.y)}) scale(${n(scale * stretch)} ${n(-scale)})">${parts.join("")}</g>`;
  }

  /** The natural width of a run (for centring it), in the units of `size`. */
  width(text: string, font: FontKind, size: number): number {
    const f = loaded()[font];
    return (f.layout(text).positions.reduce((w, p) => w + p.xAdvance, 0) * size) / f.unitsPerEm;
  }

  defs(): string {
    return `<defs>${[...this.used].map(([id, d]) => `<path id="${id}" d="${d}"/>`).join("")}</defs>`;
  }
}
