/**
 * Print-and-play sheets of player-made sets: a bleed around every card (the face's coloured
 * edge runs into it), cut marks in the margins or cut lines across the sheet, A4 and Letter.
 * Shapes are read back from the PDF, independently of the layout code.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { renderProxySheet, type ProxyCard } from "@/lib/proxies";
import { CARD_SIZES, PAPER_SIZES, bleedSlots, gridSlots, mm } from "@/lib/proxies/geometry";
import { type Box, type PageShapes, TOL_PT, crossesInterior, extractText, insideBox, readShapes } from "../../support/pdf-inspect";
import { COMMANDER, DARK_EDEN_MAIN } from "./fixtures";

const CARDS: ProxyCard[] = [
  { game: "dark-eden", card: COMMANDER, copies: 1 },
  ...DARK_EDEN_MAIN.slice(0, 9).map((e) => ({ game: "dark-eden" as const, card: e.card, copies: 1 })),
];
const near = (a: number, b: number) => Math.abs(a - b) <= TOL_PT;
/** Filled rectangles of exactly `w` × `h` points. */
const sized = (page: PageShapes, w: number, h: number) => page.rects.filter((r) => near(r.w, w) && near(r.h, h));

describe("bleed geometry", () => {
  it("with no bleed, is the deck sheet's 3 × 3 grid", () => {
    for (const paper of ["a4", "letter"] as const) {
      expect(bleedSlots(PAPER_SIZES[paper], CARD_SIZES.standard, 0, 3, 3)).toEqual(gridSlots(PAPER_SIZES[paper], CARD_SIZES.standard, 3, 3));
    }
  });

  it("keeps 2 × bleed between neighbouring cards, every cell on the paper, and as many cards as fit (3 × 3, Letter with 3 mm: 3 × 2)", () => {
    const cases = [
      { paper: "a4", bleed: 1.5, count: 9 },
      { paper: "a4", bleed: 3, count: 9 },
      { paper: "letter", bleed: 1.5, count: 9 },
      { paper: "letter", bleed: 3, count: 6 },
    ] as const;
    for (const { paper, bleed, count } of cases) {
      const page = PAPER_SIZES[paper];
      const b = mm(bleed);
      const slots = bleedSlots(page, CARD_SIZES.standard, b, 3, 3);
      expect(slots, `${paper} ${bleed} mm`).toHaveLength(count);
      for (const s of slots) {
        expect(s.x - b).toBeGreaterThanOrEqual(-1e-6);
        expect(s.y - b).toBeGreaterThanOrEqual(-1e-6);
        expect(s.x + s.w + b).toBeLessThanOrEqual(page.w + 1e-6);
        expect(s.y + s.h + b).toBeLessThanOrEqual(page.h + 1e-6);
        expect([s.w, s.h]).toEqual([CARD_SIZES.standard.w, CARD_SIZES.standard.h]);
      }
      expect(slots[1].x - (slots[0].x + slots[0].w)).toBeCloseTo(2 * b, 6);
      expect(slots[0].y - (slots[3].y + slots[3].h)).toBeCloseTo(2 * b, 6);
    }
  });
});

describe("print-and-play sheet", () => {
  let wideA4: PageShapes[];
  let linesLetter: PageShapes[];
  let plain: PageShapes[];
  let linesBytes: Uint8Array;

  beforeAll(async () => {
    wideA4 = await readShapes(await renderProxySheet({ cards: CARDS, paper: "a4", bleed: mm(3), cuts: "marks" }));
    linesBytes = await renderProxySheet({ cards: CARDS, paper: "letter", bleed: mm(3), cuts: "lines" });
    linesLetter = await readShapes(linesBytes);
    plain = await readShapes(await renderProxySheet({ cards: CARDS, paper: "a4", bleed: 0, cuts: "none" }));
  });

  it("runs each face's coloured edge 3 mm past the card on every side, into the bleed", () => {
    const trims = bleedSlots(PAPER_SIZES.a4, CARD_SIZES.standard, mm(3), 3, 3);
    const edges = sized(wideA4[0], mm(63 + 6), mm(88 + 6));
    expect(edges).toHaveLength(9);
    for (const [i, t] of trims.entries()) {
      const e = edges.find((r) => near(r.x, t.x - mm(3)) && near(r.y, t.y - mm(3)));
      expect(e, `card ${i + 1}`).toBeDefined();
    }
    // No two bleeds overlap.
    for (const [i, a] of edges.entries())
      for (const b of edges.slice(i + 1))
        expect(a.x + a.w <= b.x + TOL_PT || b.x + b.w <= a.x + TOL_PT || a.y + a.h <= b.y + TOL_PT || b.y + b.h <= a.y + TOL_PT).toBe(true);
  });

  it("draws cut marks only outside the block of cards and their bleeds, none across a card", () => {
    const trims = bleedSlots(PAPER_SIZES.a4, CARD_SIZES.standard, mm(3), 3, 3);
    // The faces' own rules lie inside their cards; everything else is a mark.
    const marks = wideA4[0].segments.filter((s) => !trims.some((t) => insideBox(s, t as Box)));
    expect(marks.length).toBeGreaterThan(0);
    for (const m of marks) for (const t of trims) expect(crossesInterior(m, t as Box)).toBe(false);
    // Every vertical trim edge has a mark above the block.
    const top = Math.max(...trims.map((t) => t.y + t.h));
    for (const x of [...new Set(trims.flatMap((t) => [t.x, t.x + t.w]))]) expect(marks.some((m) => near(m.x1, x) && near(m.x2, x) && m.y1 > top)).toBe(true);
  });

  it("draws cut lines across the whole Letter page at every trim edge, 6 cards a page with a 3 mm bleed", async () => {
    expect(linesLetter).toHaveLength(2);
    expect(near(linesLetter[0].width, 612) && near(linesLetter[0].height, 792)).toBe(true);
    const trims = bleedSlots(PAPER_SIZES.letter, CARD_SIZES.standard, mm(3), 3, 3);
    const lines = linesLetter[0].segments;
    const xs = [...new Set(trims.flatMap((t) => [t.x, t.x + t.w]))];
    const ys = [...new Set(trims.flatMap((t) => [t.y, t.y + t.h]))];
    for (const x of xs) expect(lines.some((l) => near(l.x1, x) && near(l.x2, x) && near(Math.abs(l.y2 - l.y1), 792))).toBe(true);
    for (const y of ys) expect(lines.some((l) => near(l.y1, y) && near(l.y2, y) && near(Math.abs(l.x2 - l.x1), 612))).toBe(true);
    expect(await extractText(linesBytes)).toContain("Kommendant Leitheusser");
  });

  it("with no bleed and no marks, butts the cards edge to edge and draws no cut mark or line", () => {
    expect(plain[0].segments.filter((s) => Math.hypot(s.x2 - s.x1, s.y2 - s.y1) > mm(60))).toEqual([]);
    const edges = sized(plain[0], mm(63), mm(88));
    expect(edges.length).toBeGreaterThanOrEqual(9);
  });
});
