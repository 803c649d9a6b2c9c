/**
 * Sheet geometry in PDF points (1 pt = 1/72 in; 1 mm = 72/25.4 pt). Pure numbers, no
 * drawing: where each card box goes on a page and where the cut marks go.
 */
import type { Paper } from "./types";

export const PT_PER_MM = 72 / 25.4;

export function mm(value: number): number {
  return value * PT_PER_MM;
}

export interface Size {
  w: number;
  h: number;
}

/** A box in PDF user space: (x, y) is the lower-left corner. */
export interface Rect extends Size {
  x: number;
  y: number;
}

export interface Segment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export const PAPER_SIZES: Record<Paper, Size> = {
  a4: { w: mm(210), h: mm(297) },
  letter: { w: 8.5 * 72, h: 11 * 72 },
};

/** Standard (silver) cards are 63 × 88 mm; Gardener of Thoughts gold cards are B6, 125 × 176 mm. */
export const CARD_SIZES = {
  standard: { w: mm(63), h: mm(88) },
  gold: { w: mm(125), h: mm(176) },
} as const satisfies Record<string, Size>;

export const GRID = { cols: 3, rows: 3 } as const;

/**
 * The card slots of a `cols` × `rows` grid of `card`-sized boxes butted edge to edge
 * (one cut separates two neighbours), centred on the page, in reading order (top-left first).
 */
export function gridSlots(page: Size, card: Size, cols: number, rows: number): Rect[] {
  const left = (page.w - cols * card.w) / 2;
  const top = (page.h + rows * card.h) / 2;
  const slots: Rect[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) slots.push({ x: left + c * card.w, y: top - (r + 1) * card.h, w: card.w, h: card.h });
  }
  return slots;
}

/**
 * Print-and-play slots: cells of the card plus `bleed` on every side, butted and centred, as
 * many columns and rows as the paper holds (at most `cols` × `rows`); returns each card's
 * trim box (its cell less the bleed), in reading order. With no bleed this is {@link gridSlots}.
 */
export function bleedSlots(page: Size, card: Size, bleed: number, cols: number, rows: number): Rect[] {
  const cell = { w: card.w + 2 * bleed, h: card.h + 2 * bleed };
  const fit = (room: number, size: number, most: number) => Math.max(1, Math.min(most, Math.floor((room + 1e-6) / size)));
  return gridSlots(page, cell, fit(page.w, cell.w, cols), fit(page.h, cell.h, rows)).map((c) => ({ x: c.x + bleed, y: c.y + bleed, w: card.w, h: card.h }));
}

/** Cut lines: every distinct card edge drawn across the whole page (they cross only other cards' bleeds and edges). */
export function cutLines(cards: readonly Rect[], page: Size): Segment[] {
  const eps = 1e-6;
  const distinct = (values: number[]) => values.sort((a, b) => a - b).filter((v, i, all) => i === 0 || v - all[i - 1] > eps);
  const xs = distinct(cards.flatMap((c) => [c.x, c.x + c.w]));
  const ys = distinct(cards.flatMap((c) => [c.y, c.y + c.h]));
  return [...xs.map((x) => ({ x1: x, y1: 0, x2: x, y2: page.h })), ...ys.map((y) => ({ x1: 0, y1: y, x2: page.w, y2: y }))];
}

/** Marks start this far from the block of cards, so a slightly shifted print never marks a card. */
export const CUT_MARK_GAP = mm(1.5);
/** Longest mark; shorter when the margin is narrow (Letter's top and bottom margins are 7.7 mm). */
export const CUT_MARK_LENGTH = mm(6);
/** Marks stop at least this far from the paper's edge. */
const CUT_MARK_EDGE = mm(1);

/**
 * Cut marks for the cards on one page: for every distinct vertical card edge a short line
 * in the top and bottom margins, for every horizontal edge one in the left and right margins.
 * All marks lie outside the bounding box of the cards, so none is ever drawn over a card.
 */
export function cutMarks(cards: readonly Rect[], page: Size): Segment[] {
  if (cards.length === 0) return [];
  const eps = 1e-6;
  const left = Math.min(...cards.map((c) => c.x));
  const right = Math.max(...cards.map((c) => c.x + c.w));
  const bottom = Math.min(...cards.map((c) => c.y));
  const top = Math.max(...cards.map((c) => c.y + c.h));
  const distinct = (values: number[]) => values.sort((a, b) => a - b).filter((v, i, all) => i === 0 || v - all[i - 1] > eps);
  const xs = distinct(cards.flatMap((c) => [c.x, c.x + c.w]));
  const ys = distinct(cards.flatMap((c) => [c.y, c.y + c.h]));
  const len = (margin: number) => Math.min(CUT_MARK_LENGTH, margin - CUT_MARK_GAP - CUT_MARK_EDGE);
  const marks: Segment[] = [];
  const topLen = len(page.h - top);
  const bottomLen = len(bottom);
  const leftLen = len(left);
  const rightLen = len(page.w - right);
  for (const x of xs) {
    if (topLen > 0) marks.push({ x1: x, y1: top + CUT_MARK_GAP, x2: x, y2: top + CUT_MARK_GAP + topLen });
    if (bottomLen > 0) marks.push({ x1: x, y1: bottom - CUT_MARK_GAP, x2: x, y2: bottom - CUT_MARK_GAP - bottomLen });
  }
  for (const y of ys) {
    if (leftLen > 0) marks.push({ x1: left - CUT_MARK_GAP, y1: y, x2: left - CUT_MARK_GAP - leftLen, y2: y });
    if (rightLen > 0) marks.push({ x1: right + CUT_MARK_GAP, y1: y, x2: right + CUT_MARK_GAP + rightLen, y2: y });
  }
  return marks;
}

/** A `size` box scaled to fit inside `box` and centred in it (how card art is placed: never cropped). */
export function containedIn(size: Size, box: Rect): Rect {
  const k = Math.min(box.w / Math.max(size.w, 1e-9), box.h / Math.max(size.h, 1e-9));
  const w = size.w * k;
  const h = size.h * k;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
}
