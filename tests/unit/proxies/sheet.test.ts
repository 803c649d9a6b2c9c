import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PROXY_CARDS, ProxySheetError, renderProxySheet, type ProxyCard } from "@/lib/proxies";
import { BFE_CARDS, BFE_EXTRAS, COMMANDER, DARK_EDEN_MAIN, GOT_CARDS, SKIRMISH_CARDS, darkEdenDeck } from "./fixtures";
import {
  type Box,
  type PageShapes,
  PT_PER_MM,
  TOL_PT,
  cardBoxes,
  crossesInterior,
  extractText,
  extractWords,
  insideBox,
  readShapes,
  textIn as wordsIn,
} from "../../support/pdf-inspect";

const mm = (v: number) => v * PT_PER_MM;
const PAPER = { a4: { w: mm(210), h: mm(297) }, letter: { w: 612, h: 792 } };

/** The names in print order: each deck line repeated `copies` times. */
function expandedNames(cards: ProxyCard[]): string[] {
  return cards.flatMap((c) => Array.from({ length: c.copies }, () => c.card.name));
}

function expectCardSize(box: Box, w: number, h: number) {
  expect(Math.abs(box.w - mm(w))).toBeLessThanOrEqual(TOL_PT);
  expect(Math.abs(box.h - mm(h))).toBeLessThanOrEqual(TOL_PT);
}

/** Cut marks: every segment outside all card boxes; none passes through a card. */
function marksOf(page: PageShapes, boxes: Box[]) {
  const inCard = page.segments.filter((s) => boxes.some((b) => insideBox(s, b)));
  const outside = page.segments.filter((s) => !boxes.some((b) => insideBox(s, b)));
  return { inCard, outside };
}

describe("proxy sheet: a 60-card Dark Eden deck plus its commander", () => {
  const deck = darkEdenDeck();
  let a4: Uint8Array;
  let a4Pages: PageShapes[];

  beforeAll(async () => {
    a4 = await renderProxySheet({ cards: deck, paper: "a4" });
    a4Pages = await readShapes(a4);
  });

  it("is the 61 cards the caller passed (commander included)", () => {
    expect(DARK_EDEN_MAIN.reduce((n, e) => n + e.copies, 0)).toBe(60);
    expect(expandedNames(deck)).toHaveLength(61);
  });

  it("prints 7 A4 pages, nine card boxes of 63 × 88 mm to a page, 7 on the last", () => {
    expect(a4Pages).toHaveLength(7);
    for (const page of a4Pages) {
      expect(Math.abs(page.width - PAPER.a4.w)).toBeLessThanOrEqual(TOL_PT);
      expect(Math.abs(page.height - PAPER.a4.h)).toBeLessThanOrEqual(TOL_PT);
    }
    const perPage = a4Pages.map((p) => cardBoxes(p).length);
    expect(perPage).toEqual([9, 9, 9, 9, 9, 9, 7]);
    for (const box of a4Pages.flatMap(cardBoxes)) expectCardSize(box, 63, 88);
  });

  it("centres the 3 × 3 grid on the page, cards butted edge to edge and inside the paper", () => {
    for (const page of a4Pages.slice(0, 6)) {
      const boxes = cardBoxes(page);
      const left = Math.min(...boxes.map((b) => b.x));
      const right = Math.max(...boxes.map((b) => b.x + b.w));
      const bottom = Math.min(...boxes.map((b) => b.y));
      const top = Math.max(...boxes.map((b) => b.y + b.h));
      expect(Math.abs(right - left - mm(189))).toBeLessThanOrEqual(TOL_PT);
      expect(Math.abs(top - bottom - mm(264))).toBeLessThanOrEqual(TOL_PT);
      expect(Math.abs(left - (page.width - right))).toBeLessThanOrEqual(TOL_PT);
      expect(Math.abs(bottom - (page.height - top))).toBeLessThanOrEqual(TOL_PT);
      // No two card boxes overlap.
      for (const a of boxes)
        for (const b of boxes)
          if (a !== b) expect(a.x + a.w <= b.x + 1e-6 || b.x + b.w <= a.x + 1e-6 || a.y + a.h <= b.y + 1e-6 || b.y + b.h <= a.y + 1e-6).toBe(true);
    }
  });

  it("prints the cards in deck order, each name inside its own box", async () => {
    const words = await extractWords(a4);
    const names = expandedNames(deck);
    const printed = a4Pages.flatMap((page, i) => cardBoxes(page).map((box) => wordsIn(words[i], box)));
    expect(printed).toHaveLength(names.length);
    // The corner label (CV) may sit a little higher than the name; the name leads otherwise.
    for (const [i, text] of printed.entries()) expect(text.replace(/^CV /, "").startsWith(names[i])).toBe(true);
  });

  it("keeps every name extractable as text, Polish names intact", async () => {
    const text = await extractText(a4);
    for (const entry of deck) {
      expect(text).toContain(entry.card.name);
      if (entry.card.names?.pl) expect(text).toContain(entry.card.names.pl);
    }
    expect(text).toContain("Obóz Szkoleniowy");
    expect(text).toContain("Żołnierz");
    expect(text).toContain("Święta Relikwia");
  });

  it("prints everything a Dark Eden card needs: CV, resources as labelled chips, tactics, designations", async () => {
    const words = await extractWords(a4);
    const commander = wordsIn(words[0], cardBoxes(a4Pages[0])[0]);
    expect(commander).toMatch(/^CV Kommendant Leitheusser 6 /);
    for (const piece of ["Commander · Sons of Rasputin", "UNIQUE", "Tactics Land Sea", "Provides 2 Gold 1 Food 1 Raw Materials 1 Fuel", "Neighbours 4"]) {
      expect(commander).toContain(piece);
    }
    expect(commander).toContain(COMMANDER.text);
    const ambush = wordsIn(words[5], cardBoxes(a4Pages[5])[0]);
    expect(ambush).toMatch(/^CV Ambush Zasadzka \+2 /);
    expect(ambush).toContain("After play: Discard");
  });

  it("draws cut marks only outside the cards, aligned with every card edge", () => {
    for (const page of a4Pages) {
      const boxes = cardBoxes(page);
      const { outside } = marksOf(page, boxes);
      expect(outside.length).toBeGreaterThan(0);
      for (const s of outside) for (const b of boxes) expect(crossesInterior(s, b)).toBe(false);
      for (const s of outside) {
        expect(Math.min(s.x1, s.x2)).toBeGreaterThanOrEqual(0);
        expect(Math.max(s.x1, s.x2)).toBeLessThanOrEqual(page.width);
        expect(Math.min(s.y1, s.y2)).toBeGreaterThanOrEqual(0);
        expect(Math.max(s.y1, s.y2)).toBeLessThanOrEqual(page.height);
      }
      const top = Math.max(...boxes.map((b) => b.y + b.h));
      const bottom = Math.min(...boxes.map((b) => b.y));
      const left = Math.min(...boxes.map((b) => b.x));
      const right = Math.max(...boxes.map((b) => b.x + b.w));
      const vertical = outside.filter((s) => Math.abs(s.x1 - s.x2) < 1e-6);
      const horizontal = outside.filter((s) => Math.abs(s.y1 - s.y2) < 1e-6);
      for (const b of boxes) {
        for (const x of [b.x, b.x + b.w]) {
          expect(vertical.some((s) => Math.abs(s.x1 - x) < 0.01 && Math.min(s.y1, s.y2) > top)).toBe(true);
          expect(vertical.some((s) => Math.abs(s.x1 - x) < 0.01 && Math.max(s.y1, s.y2) < bottom)).toBe(true);
        }
        for (const y of [b.y, b.y + b.h]) {
          expect(horizontal.some((s) => Math.abs(s.y1 - y) < 0.01 && Math.max(s.x1, s.x2) < left)).toBe(true);
          expect(horizontal.some((s) => Math.abs(s.y1 - y) < 0.01 && Math.min(s.x1, s.x2) > right)).toBe(true);
        }
      }
    }
  });

  it("leaves cut marks out when asked", async () => {
    const pages = await readShapes(await renderProxySheet({ cards: deck, paper: "a4", cutMarks: false }));
    expect(pages).toHaveLength(7);
    for (const page of pages) expect(marksOf(page, cardBoxes(page)).outside).toEqual([]);
  });

  it("prints the same deck on Letter: 7 pages of 8.5 × 11 in, same card boxes, marks outside", async () => {
    const pages = await readShapes(await renderProxySheet({ cards: deck, paper: "letter" }));
    expect(pages).toHaveLength(7);
    for (const page of pages) {
      expect(Math.abs(page.width - PAPER.letter.w)).toBeLessThanOrEqual(TOL_PT);
      expect(Math.abs(page.height - PAPER.letter.h)).toBeLessThanOrEqual(TOL_PT);
      const boxes = cardBoxes(page);
      for (const b of boxes) {
        expectCardSize(b, 63, 88);
        expect(b.x).toBeGreaterThan(0);
        expect(b.y).toBeGreaterThan(0);
        expect(b.x + b.w).toBeLessThan(page.width);
        expect(b.y + b.h).toBeLessThan(page.height);
      }
      const { outside } = marksOf(page, boxes);
      expect(outside.length).toBeGreaterThan(0);
      for (const s of outside) for (const b of boxes) expect(crossesInterior(s, b)).toBe(false);
    }
    expect(pages.map((p) => cardBoxes(p).length)).toEqual([9, 9, 9, 9, 9, 9, 7]);
  });

  it("reports progress once per card, up to the total", async () => {
    const calls: [number, number][] = [];
    await renderProxySheet({ cards: deck, paper: "a4", onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toHaveLength(61);
    expect(calls.map(([d]) => d)).toEqual(Array.from({ length: 61 }, (_, i) => i + 1));
    expect(calls.every(([, t]) => t === 61)).toBe(true);
  });
});

describe("proxy sheet: other games", () => {
  it("prints Gardener of Thoughts gold cards at 125 × 176 mm, one per page, centred, after the standard pages", async () => {
    const bytes = await renderProxySheet({ cards: GOT_CARDS, paper: "a4" });
    const pages = await readShapes(bytes);
    expect(pages).toHaveLength(2);
    expect(cardBoxes(pages[0])).toHaveLength(3);
    for (const b of cardBoxes(pages[0])) expectCardSize(b, 63, 88);
    const gold = cardBoxes(pages[1]);
    expect(gold).toHaveLength(1);
    expectCardSize(gold[0], 125, 176);
    expect(Math.abs(gold[0].x - (pages[1].width - gold[0].x - gold[0].w))).toBeLessThanOrEqual(TOL_PT);
    expect(Math.abs(gold[0].y - (pages[1].height - gold[0].y - gold[0].h))).toBeLessThanOrEqual(TOL_PT);
    for (const s of marksOf(pages[1], gold).outside) expect(crossesInterior(s, gold[0])).toBe(false);
    expect(marksOf(pages[1], gold).outside).toHaveLength(8);
    const words = await extractWords(bytes);
    expect(wordsIn(words[1], gold[0])).toContain("The Gardener of Thoughts");
  });

  it("prints got-cgs attributes as printed: one attribute per line, indented attributes further right", async () => {
    const bytes = await renderProxySheet({ cards: [GOT_CARDS[0]], paper: "a4" });
    const words = (await extractWords(bytes))[0];
    const start = (text: string) => words.find((w) => w.text === text)!;
    const category = start("AdventureResources");
    const attribute = start("TimeDistortionStrength");
    const next = start("AllowPlayIfBuildsite");
    expect(attribute.x1).toBeGreaterThan(category.x1 + 5);
    expect(Math.abs(next.x1 - category.x1)).toBeLessThan(0.5);
    expect(category.y1).toBeGreaterThan(attribute.y1);
    expect(attribute.y1).toBeGreaterThan(next.y1);
    const text = await extractText(bytes);
    expect(text).toContain("GEN 012");
    expect(text).toContain("Freeze time!");
  });

  it("prints eden-skirmish profiles with Spanish names and stats, and battle-for-eden cards with civilizations", async () => {
    const bytes = await renderProxySheet({ cards: [...SKIRMISH_CARDS, ...BFE_CARDS], paper: "letter", extras: BFE_EXTRAS });
    const pages = await readShapes(bytes);
    const words = await extractWords(bytes);
    const yuri = wordsIn(words[0], cardBoxes(pages[0])[0]);
    expect(yuri).toMatch(/^Value Yûri 25 /);
    for (const piece of ["Jokers · Chaos", "Head", "PSI 4/3", "RAP 5/4", "4–5", "Molotov", "Vanish (Action, cost 1)"]) expect(yuri).toContain(piece);
    const text = await extractText(bytes);
    for (const piece of ["Bruto Mutante", "Repliegue hacia las zonas contaminadas", "El Ermitaño", "Cancels Ambush"]) expect(text).toContain(piece);
    expect(wordsIn(words[0], cardBoxes(pages[0])[5])).toMatch(/^Level The Hermit El Ermitaño 2 /);
    const mammoth = wordsIn(words[0], cardBoxes(pages[0])[6]);
    expect(mammoth).toMatch(/^Cost War Mammoth 4 /);
    for (const piece of ["Unit · Sons of Rasputin", "Strength 5", "Immediate:", "Post-combat:", "Permanent"]) expect(mammoth).toContain(piece);
    // An unknown stat prints as a dash rather than a number.
    expect(wordsIn(words[0], cardBoxes(pages[0])[2])).toContain("PSI —/—");
  });

  it("draws n white and m red constitution boxes per member", async () => {
    const yuriOnly = await readShapes(await renderProxySheet({ cards: [SKIRMISH_CARDS[0]], paper: "a4", cutMarks: false }));
    const card = cardBoxes(yuriOnly[0])[0];
    const small = yuriOnly[0].rects.filter(
      (r) => r.w > 3 && r.w < 9 && Math.abs(r.w - r.h) < 0.01 && insideBox({ x1: r.x, y1: r.y, x2: r.x + r.w, y2: r.y + r.h }, card),
    );
    // Yûri: head 2+2, arms 2+1, torso 3+2, legs 2+1 = 15 boxes.
    expect(small).toHaveLength(15);
  });
});

describe("proxy sheet: requests it refuses", () => {
  const one = (copies: number): ProxyCard[] => [{ game: "dark-eden", card: COMMANDER, copies }];
  const code = async (p: Promise<unknown>) => {
    try {
      await p;
    } catch (err) {
      expect(err).toBeInstanceOf(ProxySheetError);
      return (err as ProxySheetError).code;
    }
    return "no error";
  };

  it(`refuses more than ${MAX_PROXY_CARDS} cards with a clear error`, async () => {
    expect(await code(renderProxySheet({ cards: one(MAX_PROXY_CARDS + 1), paper: "a4" }))).toBe("PROXY_TOO_MANY_CARDS");
    expect(await code(renderProxySheet({ cards: [...one(600), ...one(401)], paper: "a4" }))).toBe("PROXY_TOO_MANY_CARDS");
    await expect(renderProxySheet({ cards: one(2000), paper: "a4" })).rejects.toThrow(/at most 1000 cards; this one asks for 2000/);
  });

  it("refuses an empty list, bad copy counts, unknown games and unknown paper", async () => {
    expect(await code(renderProxySheet({ cards: [], paper: "a4" }))).toBe("PROXY_NO_CARDS");
    expect(await code(renderProxySheet({ cards: one(0), paper: "a4" }))).toBe("PROXY_NO_CARDS");
    expect(await code(renderProxySheet({ cards: one(-1), paper: "a4" }))).toBe("PROXY_BAD_COPIES");
    expect(await code(renderProxySheet({ cards: one(1.5), paper: "a4" }))).toBe("PROXY_BAD_COPIES");
    expect(await code(renderProxySheet({ cards: [{ game: "chess" as never, card: COMMANDER, copies: 1 }], paper: "a4" }))).toBe("PROXY_UNKNOWN_GAME");
    expect(await code(renderProxySheet({ cards: one(1), paper: "a3" as never }))).toBe("PROXY_BAD_PAPER");
  });

  it("skips lines with zero copies", async () => {
    const pages = await readShapes(await renderProxySheet({ cards: [...one(0), ...one(2)], paper: "a4" }));
    expect(cardBoxes(pages[0])).toHaveLength(2);
  });
});
