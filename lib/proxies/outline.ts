/**
 * Text as glyph outlines (SVG paths) from the PDF's own fonts (DejaVu Sans, lib/proxies/fonts.ts),
 * for pictures rendered to pixels on the server (the share picture of a deck, docs/faces.md):
 * the rasterizer then needs no font at all, so the picture is the same on every machine.
 */
import fontkit from "@pdf-lib/fontkit";
import { type FontKind, fontBytes } from "./fonts";
import { n } from "./preview/svg-document";

interface Glyph {
  path: { toSVG(): string };
}
interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

/** The three faces parsed once per call site (a picture parses them once, not once per run). */
export class Outliner {
  private readonly fonts: Record<FontKind, FontkitFont>;

  constructor() {
    const bytes = fontBytes();
    const load = (b: Uint8Array) => fontkit.create(b as unknown as Buffer) as unknown as FontkitFont;
    this.fonts = { regular: load(bytes.regular), bold: load(bytes.bold), italic: load(bytes.italic) };
  }

  /** The width of `text` at `size`, as the layout advances it. */
  width(text: string, font: FontKind, size: number): number {
    const f = this.fonts[font];
    return (f.layout(text).positions.reduce((w, p) => w + p.xAdvance, 0) * size) / f.unitsPerEm;
  }

  /**
   * `text` with its baseline's left end at (x, y), as one `<path>`; `width`, when given,
   * stretches or narrows it to that width (as SVG's textLength does).
   */
  path(run: { text: string; x: number; y: number; font: FontKind; size: number; fill: string; width?: number }): string {
    const f = this.fonts[run.font];
    const { glyphs, positions } = f.layout(run.text);
    const scale = run.size / f.unitsPerEm;
    const natural = positions.reduce((w, p) => w + p.xAdvance, 0) * scale;
    const stretch = run.width !== undefined && natural > 0 ? run.width / natural : 1;
    let pen = 0;
    const parts: string[] = [];
    glyphs.forEach((g, i) => {
      const d = g.path.toSVG();
      const p = positions[i];
      if (d !== "") parts.push(`<path transform="translate(${n(pen + p.xOffset)} ${n(p.yOffset)})" d="${d}"/>`);
      pen += p.xAdvance;
    });
    const fill = /^#[0-9a-f]{6}$/i.test(run.fill) ? run.fill : "#000000";
    // Font units are y-up: flip them, and scale to the size (and the width asked for).
    return `<g fill="${fill}" transform="translate(${n(run.x)} ${n(run.y)}) scale(${scale * stretch} ${-scale})">${parts.join("")}</g>`;
  }
}
