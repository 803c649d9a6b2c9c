/**
 * The face served as SVG (GET …/face.svg, lib/proxies/preview/svg-document.ts) is the proxy PDF's
 * face: read back from the SVG text alone, every text run sits where pdf.js finds the PDF's,
 * at the same size and width (as tests/unit/proxies/preview-parity.test.ts checks the designers'
 * preview). And nothing a card says can become markup in it.
 */
import { describe, expect, it } from "vitest";
import type { CatalogExtras, GameSlug } from "@/lib/games/types";
import { type ProxyCardData, renderProxySheet } from "@/lib/proxies";
import { faceFor } from "@/lib/proxies/faces";
import { CARD_SIZES, GRID, PAPER_SIZES, gridSlots } from "@/lib/proxies/geometry";
import { previewFace } from "@/lib/proxies/preview/draw";
import { escapeXml, faceSvgDocument } from "@/lib/proxies/preview/svg-document";
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

const TOL = 0.01; // points (the SVG writes thousandths)

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The SVG document's size and text runs, parsed from its text. */
function parse(svg: string) {
  const [, w, h] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
  const attr = (tag: string, name: string) => Number(new RegExp(`(?:^| )${name}="([-\\d.]+)"`).exec(tag)?.[1]);
  const runs = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    text: unescapeXml(m[2]),
    x: attr(m[1], "x"),
    y: attr(m[1], "y"),
    size: attr(m[1], "font-size"),
    width: attr(m[1], "textLength"),
  }));
  return { width: Number(w), height: Number(h), runs };
}

describe("the face.svg document and the PDF draw the same face", () => {
  for (const sample of SAMPLES) {
    it(`places every text run of ${sample.title} where the PDF does, at the same size and width`, async () => {
      const pdf = await renderProxySheet({ cards: [{ game: sample.game, card: sample.card, copies: 1 }], paper: "a4", cutMarks: false, extras: sample.extras });
      const [runs] = await textRuns(pdf);
      const format = faceFor(sample.game)!.format(sample.card);
      const slot =
        format === "gold" ? gridSlots(PAPER_SIZES.a4, CARD_SIZES.gold, 1, 1)[0] : gridSlots(PAPER_SIZES.a4, CARD_SIZES.standard, GRID.cols, GRID.rows)[0];
      const svg = parse(faceSvgDocument(previewFace(sample.game, sample.card, { extras: sample.extras })));
      expect(svg.width).toBeCloseTo(slot.w, 2);
      expect(svg.height).toBeCloseTo(slot.h, 2);
      const texts = svg.runs.filter((t) => t.text.trim() !== "").map((t) => ({ ...t, px: slot.x + t.x, py: slot.y + slot.h - t.y }));
      expect(texts.length).toBeGreaterThan(5);
      // pdf.js joins runs of one font that touch on a line: join the SVG's alike.
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
        expect(Math.abs(run.w - t.width), `width of "${t.text}"`).toBeLessThan(TOL * 2);
      });
    });
  }
});

describe("a face's SVG carries no markup from the card", () => {
  it("escapes names and text, and drops art that is not a PNG or JPEG data URI", () => {
    const evil = '<script>alert(1)</script>"&\' onload="x"';
    const card = { ...COMMANDER, name: evil, names: { pl: "</title><script>1</script>" }, text: "]]><svg onload=alert(2)>" };
    for (const art of [
      "javascript:alert(1)",
      "https://evil.example/x.png",
      'data:image/png;base64,AAAA" onload="alert(3)',
      "data:image/svg+xml;base64,PHN2Zz4=",
    ]) {
      const svg = faceSvgDocument(previewFace("dark-eden", card, { art }));
      expect(svg).not.toMatch(/<script|onload="|javascript:|https:\/\/evil|svg\+xml/);
      expect(svg.match(/<svg /g)).toHaveLength(1);
      expect(svg).toContain(escapeXml(evil));
    }
    expect(escapeXml("a<b>&\"'\u0001c")).toBe("a&lt;b&gt;&amp;&quot;&apos;c");
  });

  it("keeps real art", () => {
    const svg = faceSvgDocument(previewFace("dark-eden", COMMANDER, { art: "data:image/jpeg;base64,/9j/AAAA" }));
    expect(svg).toContain('<image href="data:image/jpeg;base64,/9j/AAAA"');
  });
});
