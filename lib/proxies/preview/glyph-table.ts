/**
 * Text widths in the browser, without the font files: the DejaVu advance-width table that
 * scripts/proxy-glyph-widths.ts writes from the fonts the PDF embeds. A run's width is the sum
 * of its glyphs' advances after fontkit's ligatures (ff, fi, fl, ffi, ffl), as pdf-lib sums it,
 * so the preview wraps and cuts every line where the PDF does.
 */
import type { FontKind } from "../fonts";
import { Measure, type WidthSource } from "../layout";
import table from "./glyph-widths.json";

interface FaceTable {
  fallback: number;
  ranges: [number, number[]][];
  ligatures: Record<string, number>;
}

class GlyphTable implements WidthSource {
  private readonly advances = new Map<number, number>();
  private readonly ligatures: [string, number][];
  private readonly ligatureStarts: Set<string>;
  private readonly scale = 1000 / table.unitsPerEm;

  constructor(private readonly face: FaceTable) {
    for (const [from, widths] of face.ranges) for (const [i, w] of widths.entries()) this.advances.set(from + i, w);
    // Longest first, so "ffi" wins over "ff".
    this.ligatures = Object.entries(face.ligatures).sort((a, b) => b[0].length - a[0].length);
    this.ligatureStarts = new Set(this.ligatures.map(([seq]) => seq[0]));
  }

  widthOfTextAtSize(text: string, size: number): number {
    // Summed glyph by glyph in pdf-lib's order (advance × scale), so the sums agree to the last bit.
    let total = 0;
    let i = 0;
    while (i < text.length) {
      if (this.ligatureStarts.has(text[i])) {
        const lig = this.ligatures.find(([seq]) => text.startsWith(seq, i));
        if (lig) {
          total += lig[1] * this.scale;
          i += lig[0].length;
          continue;
        }
      }
      const cp = text.codePointAt(i) ?? 0xfffd;
      total += (this.advances.get(cp) ?? this.face.fallback) * this.scale;
      i += cp > 0xffff ? 2 : 1;
    }
    return total * (size / 1000);
  }
}

const faces = table.faces as unknown as Record<FontKind, FaceTable>;

let measure: Measure | undefined;

/** The preview's {@link Measure}: the glyph table of each of the three faces. */
export function tableMeasure(): Measure {
  measure ??= new Measure({ regular: new GlyphTable(faces.regular), bold: new GlyphTable(faces.bold), italic: new GlyphTable(faces.italic) }, "table");
  return measure;
}
