/**
 * The designers' live preview draws a card with the PDF's own face code on an SVG ink and
 * measures text with a glyph table; the PDF measures with the embedded fonts. These tests
 * read the PDF back with pdf.js (independently of the layout code) and check that every text
 * run sits where the preview puts it, at the same size and width.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogExtras, GameSlug } from "@/lib/games/types";
import { type ProxyCardData, renderProxySheet } from "@/lib/proxies";
import { faceFor } from "@/lib/proxies/faces";
import { embedFonts, type FontKind } from "@/lib/proxies/fonts";
import { CARD_SIZES, GRID, PAPER_SIZES, gridSlots } from "@/lib/proxies/geometry";
import { Measure } from "@/lib/proxies/layout";
import { previewFace } from "@/lib/proxies/preview/draw";
import { tableMeasure } from "@/lib/proxies/preview/glyph-table";
import { textRuns } from "../../support/pdf-inspect";
import { BFE_CARDS, BFE_EXTRAS, COMMANDER, GOT_CARDS, SKIRMISH_CARDS, YURI } from "./fixtures";

const SAMPLES: { title: string; game: GameSlug; card: ProxyCardData; extras?: CatalogExtras }[] = [
  { title: "a Dark Eden commander", game: "dark-eden", card: COMMANDER },
  { title: "an EDEN combatant profile", game: "eden-skirmish", card: YURI },
  { title: "an EDEN card of another kind", game: "eden-skirmish", card: SKIRMISH_CARDS[SKIRMISH_CARDS.length - 1].card },
  { title: "a Gardener of Thoughts silver card", game: "got-cgs", card: GOT_CARDS.find((c) => c.card.gold !== true)!.card },
  { title: "a Gardener of Thoughts gold card", game: "got-cgs", card: GOT_CARDS.find((c) => c.card.gold === true)!.card },
  { title: "a Battle for Eden unit with its civilization", game: "battle-for-eden", card: BFE_CARDS[0].card, extras: BFE_EXTRAS },
];

const TOL = 0.01; // points

describe("live preview and PDF draw the same face", () => {
  for (const sample of SAMPLES) {
    it(`places every text run of ${sample.title} where the PDF does, at the same size and width`, async () => {
      const pdf = await renderProxySheet({ cards: [{ game: sample.game, card: sample.card, copies: 1 }], paper: "a4", cutMarks: false, extras: sample.extras });
      const [runs] = await textRuns(pdf);
      const format = faceFor(sample.game)!.format(sample.card);
      const slot =
        format === "gold" ? gridSlots(PAPER_SIZES.a4, CARD_SIZES.gold, 1, 1)[0] : gridSlots(PAPER_SIZES.a4, CARD_SIZES.standard, GRID.cols, GRID.rows)[0];
      const face = previewFace(sample.game, sample.card, { extras: sample.extras });
      expect(face.width).toBeCloseTo(slot.w, 6);
      expect(face.height).toBeCloseTo(slot.h, 6);
      // The preview's runs in page space (its y grows downward from the card's top).
      const texts = face.shapes.flatMap((s) => (s.kind === "text" && s.text.trim() !== "" ? [{ ...s, px: slot.x + s.x, py: slot.y + slot.h - s.y }] : []));
      expect(texts.length).toBeGreaterThan(5);
      // pdf.js joins runs of one font that touch on a line ("VIG 3/" and a red "2"): join the preview's alike.
      const joined: { text: string; px: number; py: number; size: number; width: number }[] = [];
      for (const t of texts) {
        const prev = joined[joined.length - 1];
        const run = runs[joined.length - 1];
        const touches = prev && Math.abs(prev.py - t.py) < TOL && Math.abs(prev.px + prev.width - t.px) < TOL && prev.size === t.size;
        if (touches && run?.str.startsWith(prev.text + t.text)) {
          prev.text += t.text;
          prev.width += t.width;
        } else joined.push({ text: t.text, px: t.px, py: t.py, size: t.size, width: t.width });
      }
      expect(runs.map((r) => r.str)).toEqual(joined.map((t) => t.text));
      runs.forEach((run, i) => {
        const t = joined[i];
        expect(Math.abs(run.x - t.px), `x of "${t.text}"`).toBeLessThan(TOL);
        expect(Math.abs(run.y - t.py), `baseline of "${t.text}"`).toBeLessThan(TOL);
        expect(Math.abs(run.h - t.size), `size of "${t.text}"`).toBeLessThan(TOL);
        expect(Math.abs(run.w - t.width), `width of "${t.text}"`).toBeLessThan(TOL);
      });
    });
  }
});

/** Every name and text of the bundled catalog, the strings real cards are made of. */
function catalogStrings(): string[] {
  const out = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === "string") out.add(value.normalize("NFC"));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  const root = path.join(process.cwd(), "card-data");
  for (const game of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, game)))
      if (file.endsWith(".json")) walk(JSON.parse(readFileSync(path.join(root, game, file), "utf8")).cards);
  }
  return [...out];
}

describe("the preview's glyph table", () => {
  let pdfMeasure: Measure;
  beforeAll(async () => {
    pdfMeasure = new Measure(await embedFonts(await PDFDocument.create()));
  });

  it("gives every string of the bundled catalog the width the embedded fonts give it, in all three faces", () => {
    const strings = catalogStrings();
    expect(strings.length).toBeGreaterThan(500);
    const table = tableMeasure();
    for (const font of ["regular", "bold", "italic"] as FontKind[]) {
      const wrong = strings.filter((s) => Math.abs(table.width(s, font, 10) - pdfMeasure.width(s, font, 10)) > 1e-6);
      expect(wrong, font).toEqual([]);
    }
  }, 120_000);

  it("measures Polish and Spanish letters, ligatures and typographic punctuation as the fonts do", () => {
    const table = tableMeasure();
    for (const s of ["Żółć gęślą jaźń", "ÑANDÚ ¿Qué? ¡Sí!", "office fluff affix", "“Yûri” – 3 × 4 − 1 … ★ → №"]) {
      for (const font of ["regular", "bold", "italic"] as FontKind[]) expect(table.width(s, font, 7)).toBeCloseTo(pdfMeasure.width(s, font, 7), 9);
    }
  });
});
