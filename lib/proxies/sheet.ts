/**
 * The proxy sheet: every copy of every card at true size, in deck order, nine standard
 * cards (63 × 88 mm) to a page in a 3 × 3 grid centred on the paper, then each Gardener of
 * Thoughts gold card (125 × 176 mm) alone on its own page, centred. Card boxes are butted
 * edge to edge, so one cut separates two neighbours; cut marks sit in the margins only.
 */
import { PDFDocument, type PDFImage } from "pdf-lib";
import { faceFor, type CardFormat, type GameFace } from "./faces";
import { embedFonts } from "./fonts";
import { CARD_SIZES, GRID, PAPER_SIZES, type Rect, bleedSlots, cutLines, cutMarks } from "./geometry";
import { type Color, Measure, BLACK } from "./layout";
import { PdfInk, TextCache } from "./pdf-ink";
import { printable } from "./fields";
import { type CutStyle, type ProxyCardData, type ProxySheetOptions, ProxySheetError } from "./types";

/** Most card copies one sheet prints (112 pages of nine). */
export const MAX_PROXY_CARDS = 1000;

const OUTLINE: Color = { r: 0.25, g: 0.25, b: 0.25 };
const OUTLINE_WIDTH = 0.4;
const CUT_MARK_WIDTH = 0.5;

interface Copy {
  face: GameFace;
  card: ProxyCardData;
  /** The id of the card's embedded art. */
  art?: string;
}

const CUT_LINE_WIDTH = 0.3;
const CUT_LINE: Color = { r: 0.45, g: 0.45, b: 0.45 };

/** Checks the request and lists the copies to print, standard and gold apart, in deck order. */
function copiesOf(options: ProxySheetOptions): Record<CardFormat, Copy[]> {
  if (!Object.hasOwn(PAPER_SIZES, options.paper)) throw new ProxySheetError("PROXY_BAD_PAPER", `Unknown paper "${String(options.paper)}"; use a4 or letter.`);
  let total = 0;
  const faces: GameFace[] = [];
  for (const entry of options.cards) {
    const face = faceFor(entry.game);
    if (!face) throw new ProxySheetError("PROXY_UNKNOWN_GAME", `Unknown game "${String(entry.game)}" for card ${entry.card?.code ?? "?"}.`);
    if (!Number.isInteger(entry.copies) || entry.copies < 0) {
      throw new ProxySheetError("PROXY_BAD_COPIES", `Copies of ${entry.card.code} must be a whole number ≥ 0, not ${entry.copies}.`);
    }
    total += entry.copies;
    faces.push(face);
  }
  if (total > MAX_PROXY_CARDS) {
    throw new ProxySheetError("PROXY_TOO_MANY_CARDS", `A proxy sheet prints at most ${MAX_PROXY_CARDS} cards; this one asks for ${total}.`);
  }
  if (total === 0) throw new ProxySheetError("PROXY_NO_CARDS", "Nothing to print: the list has no cards.");
  const out: Record<CardFormat, Copy[]> = { standard: [], gold: [] };
  options.cards.forEach((entry, i) => {
    const card = printable(entry.card);
    const face = faces[i];
    const art = entry.art ? `art-${i}` : undefined;
    for (let n = 0; n < entry.copies; n++) out[face.format(card)].push({ face, card, art });
  });
  return out;
}

/** Renders the sheet as PDF bytes. Throws {@link ProxySheetError} for a request it refuses. */
export async function renderProxySheet(options: ProxySheetOptions): Promise<Uint8Array> {
  const copies = copiesOf(options);
  const total = copies.standard.length + copies.gold.length;
  const paper = PAPER_SIZES[options.paper];
  const cuts: CutStyle = options.cuts ?? ((options.cutMarks ?? true) ? "marks" : "none");
  const bleed = options.bleed;
  const extras = options.extras ?? {};

  const doc = await PDFDocument.create();
  doc.setTitle(options.title ?? "Edenkeep proxy sheet");
  doc.setSubject("Playtest proxies, not for sale");
  doc.setCreator("Edenkeep");
  const fonts = await embedFonts(doc);
  const measure = new Measure(fonts);
  const texts = new TextCache(fonts);
  const images = new Map<string, PDFImage>();
  for (const [i, entry] of options.cards.entries()) {
    if (entry.art && entry.copies > 0)
      images.set(`art-${i}`, entry.art.mime === "image/png" ? await doc.embedPng(entry.art.bytes) : await doc.embedJpg(entry.art.bytes));
  }
  if (options.attachment) {
    const { name, bytes, mimeType, description } = options.attachment;
    await doc.attach(bytes, name, { mimeType, description });
  }
  let done = 0;

  const page = async (batch: Copy[], slots: Rect[]) => {
    const ink = new PdfInk(doc.addPage([paper.w, paper.h]), texts, images);
    batch.forEach(({ face, card, art }, i) => {
      const rect = slots[i];
      face.draw(card, { ink, measure, rect, extras, art, bleed, labels: options.labels });
      // Print-and-play faces show their edge in colour instead.
      if (bleed === undefined) ink.rect(rect, { stroke: OUTLINE, width: OUTLINE_WIDTH });
      options.onProgress?.(++done, total);
    });
    const used = slots.slice(0, batch.length);
    if (cuts === "marks") for (const mark of cutMarks(used, paper)) ink.line(mark, BLACK, CUT_MARK_WIDTH);
    if (cuts === "lines") for (const line of cutLines(used, paper)) ink.line(line, CUT_LINE, CUT_LINE_WIDTH);
    // Let other work run between pages of a long sheet.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };

  const grid = bleedSlots(paper, CARD_SIZES.standard, bleed ?? 0, GRID.cols, GRID.rows);
  for (let i = 0; i < copies.standard.length; i += grid.length) await page(copies.standard.slice(i, i + grid.length), grid);
  const goldSlot = bleedSlots(paper, CARD_SIZES.gold, bleed ?? 0, 1, 1);
  for (const copy of copies.gold) await page([copy], goldSlot);

  return doc.save();
}
