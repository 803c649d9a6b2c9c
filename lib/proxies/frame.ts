/**
 * The frame every face shares: a tinted header band with the card's name, its names in
 * other languages and a corner box (cost, CV, value), a body laid out by shrink-to-fit,
 * and a footer line naming the game, set and code. Faces describe their card as a
 * {@link FaceSpec}; the frame places it inside the card box, never outside.
 */
import type { CatalogExtras } from "../games/types";
import type { Rect } from "./geometry";
import { mm } from "./geometry";
import { type Block, type Color, type Ink, type Measure, GREY, WHITE, drawFitted, fit, paragraph, tint } from "./layout";
import type { ProxyCardData } from "./types";
import { ENGLISH_PROXY_LABELS, type ProxyLabels } from "./labels";

export interface FaceContext {
  ink: Ink;
  measure: Measure;
  /** The card box; the face draws only inside it (and in its bleed, when printed with one). */
  rect: Rect;
  /** File-level catalog data (battle-for-eden civilizations). */
  extras: CatalogExtras;
  /** The card's art, by the id the ink knows it by: drawn in a box under the header band. */
  art?: string;
  /**
   * Print-and-play: the face gets a coloured edge that runs this far (points) past the card
   * box into the bleed, so a cut a little off the line still shows the edge. Unset for deck
   * proxy sheets, which print on white.
   */
  bleed?: number;
  /** The printed words in the sheet's language (default English). */
  labels?: ProxyLabels;
}

/** Draws one card's face in `ctx.rect`. Must not throw for any card (absent fields show "—"). */
export type Face = (card: ProxyCardData, ctx: FaceContext) => void;

export interface FaceSpec {
  accent: Color;
  title: string;
  /** The card's names in other languages, shown smaller under the title. */
  subtitles?: string[];
  /** A boxed figure at the top right: cost, CV, value. */
  corner?: { label: string; value: string };
  /** Blocks of the body, top to bottom, shrunk together to fit. */
  body?: Block[];
  /** Blocks pinned to the bottom of the body (never cut for lack of room), e.g. an identifier. */
  bottom?: Block[];
  /** Or a custom body drawn in the region left below the header. */
  drawBody?: (region: Rect) => void;
  /** Footer pieces, joined with " · " after "Proxy". */
  footer: string[];
}

/** Sizes of the standard (63 × 88 mm) frame; the gold (125 × 176 mm) frame scales them. */
export interface FrameScale {
  pad: number;
  text: number;
}

export const STANDARD_FRAME: FrameScale = { pad: mm(2.5), text: 1 };
export const GOLD_FRAME: FrameScale = { pad: mm(5), text: 1.6 };

const TITLE_PT = 9.5;
const SUBTITLE_PT = 7;
const FOOTER_PT = 6;
/** Width of the print-and-play edge inside the card box. */
const EDGE = mm(1.2);
/** The art box: at most this share of the body's height, and no taller than this share of its width. */
const ART_SHARE = 0.42;
/**
 * A face's body grows up to this many times its base sizes to fill the card below the header, as
 * a printed card's text does (issue #44 item 2).
 */
export const BODY_GROWTH = 1.5;
/** The name grows up to this many times its base size while it keeps its lines (a short name prints large, as printed). */
const TITLE_GROWTH = 1.27;
/** The corner's figure (cost, CV, value): its size before a long figure shrinks it, as big as a printed card's. */
const CORNER_VALUE_PT = 16;
/** A card with little text gives its art up to this share of the body's height (never less than ART_SHARE). */
const ART_MAX_SHARE = 0.6;
const ART_ASPECT = 0.7;

export function drawFace(ctx: FaceContext, spec: FaceSpec, frame: FrameScale = STANDARD_FRAME): void {
  const { ink, measure: m, rect } = ctx;
  const k = frame.text;
  const inner: Rect = { x: rect.x + frame.pad, y: rect.y + frame.pad, w: rect.w - 2 * frame.pad, h: rect.h - 2 * frame.pad };
  const innerTop = inner.y + inner.h;
  if (ctx.bleed !== undefined) {
    const b = ctx.bleed;
    ink.rect({ x: rect.x - b, y: rect.y - b, w: rect.w + 2 * b, h: rect.h + 2 * b }, { fill: tint(spec.accent, 0.45) });
    ink.rect({ x: rect.x + EDGE, y: rect.y + EDGE, w: rect.w - 2 * EDGE, h: rect.h - 2 * EDGE }, { fill: WHITE });
  }

  // Corner box: a small label over a big figure.
  let cornerW = 0;
  let cornerH = 0;
  const corner = spec.corner;
  const cornerLabelPt = 6 * k;
  let cornerValuePt = CORNER_VALUE_PT * k;
  let cornerValue = "";
  if (corner) {
    // A long figure gets a smaller font (down to 7 pt) before it is cut.
    const maxW = inner.w * 0.4 - 4 * k;
    const natural = m.width(corner.value, "bold", cornerValuePt);
    if (natural > maxW) cornerValuePt = Math.max(7 * k, (cornerValuePt * maxW) / natural);
    cornerValue = m.ellipsize(corner.value, "bold", cornerValuePt, maxW);
    cornerW = Math.min(Math.max(m.width(corner.label, "bold", cornerLabelPt), m.width(cornerValue, "bold", cornerValuePt), 12 * k) + 4 * k, inner.w * 0.4);
    cornerH = cornerLabelPt * 1.2 + CORNER_VALUE_PT * k * 1.05 + 3 * k;
  }

  // Header band: title and other names beside the corner box.
  const headerBlocks: Block[] = [paragraph(spec.title, { size: TITLE_PT * k, min: 7.5 * k, font: "bold" })];
  for (const sub of spec.subtitles ?? []) headerBlocks.push(paragraph(sub, { size: SUBTITLE_PT * k, min: 6, font: "italic" }));
  const titleW = inner.w - (corner ? cornerW + 3 * k : 0);
  // At base size (shrunk if it must); then as large as it grows on the same number of lines.
  const base = fit(headerBlocks, titleW, inner.h * 0.32, m, 0.5 * k, 1);
  const grown = base.scale < 1 || base.truncated ? base : fit(headerBlocks, titleW, base.height * TITLE_GROWTH, m, 0.5 * k, TITLE_GROWTH);
  const header = grown.truncated ? base : grown;
  const bandPad = 1.6 * k;
  const headerH = Math.max(header.height, cornerH) + 2 * bandPad;
  const band: Rect = { x: inner.x - 2 * k, y: innerTop + 2 * k - headerH, w: inner.w + 4 * k, h: headerH };
  ink.rect(band, { fill: tint(spec.accent, 0.82), stroke: spec.accent, width: 0.8 * k });
  drawFitted(ink, header, inner.x, innerTop + 2 * k - bandPad);
  if (corner) {
    const box: Rect = { x: inner.x + inner.w - cornerW, y: innerTop + 2 * k - bandPad - cornerH, w: cornerW, h: cornerH };
    ink.rect(box, { fill: { r: 1, g: 1, b: 1 }, stroke: spec.accent, width: 0.8 * k });
    const cx = box.x + box.w / 2;
    const label = m.ellipsize(corner.label, "bold", cornerLabelPt, cornerW - 2 * k);
    ink.text(label, cx - m.width(label, "bold", cornerLabelPt) / 2, box.y + box.h - 1.5 * k - cornerLabelPt * 0.93, "bold", cornerLabelPt, GREY);
    const valueTop = box.y + box.h - 1.5 * k - cornerLabelPt * 1.2;
    const valueBase = box.y + 1.5 * k + (valueTop - box.y - 1.5 * k - cornerValuePt * 0.73) / 2;
    ink.text(cornerValue, cx - m.width(cornerValue, "bold", cornerValuePt) / 2, valueBase, "bold", cornerValuePt);
  }

  // Footer: "Proxy · game · set · code", small and grey.
  const footerPt = FOOTER_PT * Math.max(1, k * 0.8);
  const footer = m.ellipsize([(ctx.labels ?? ENGLISH_PROXY_LABELS).proxy, ...spec.footer.filter((s) => s !== "")].join(" · "), "regular", footerPt, inner.w);
  ink.text(footer, inner.x, inner.y + footerPt * 0.25, "regular", footerPt, GREY);

  // Body between the band and the footer.
  const bodyTop = band.y - 2.5 * k;
  const bodyBottom = inner.y + footerPt * 1.2 + 1.5 * k;
  const region: Rect = { x: inner.x, y: bodyBottom, w: inner.w, h: Math.max(0, bodyTop - bodyBottom) };
  if (spec.bottom && spec.bottom.length > 0) {
    const pinned = fit(spec.bottom, region.w, region.h * 0.3, m, 1.5 * k);
    drawFitted(ink, pinned, region.x, region.y + pinned.height);
    const cut = pinned.height + 2.5 * k;
    region.y += cut;
    region.h = Math.max(0, region.h - cut);
    ink.line({ x1: region.x, y1: region.y - 1.25 * k, x2: region.x + region.w, y2: region.y - 1.25 * k }, tint(spec.accent, 0.5), 0.5);
  }
  let top = bodyTop;
  if (ctx.art) {
    // The art takes what the text leaves at its base sizes, between ART_SHARE and ART_MAX_SHARE.
    const text = spec.body && spec.body.length > 0 && !spec.drawBody ? fit(spec.body, region.w, region.h, m, 2.2 * k, 1) : null;
    const left = text && !text.truncated ? region.h - text.height - 2.5 * k : 0;
    const artH = Math.min(Math.max(region.h * ART_SHARE, Math.min(left, region.h * ART_MAX_SHARE)), region.w * ART_ASPECT);
    ink.image(ctx.art, { x: region.x, y: top - artH, w: region.w, h: artH });
    const cut = artH + 2.5 * k;
    top -= cut;
    region.h = Math.max(0, region.h - cut);
  }
  if (spec.drawBody) spec.drawBody(region);
  else if (spec.body && spec.body.length > 0) drawFitted(ink, fit(spec.body, region.w, region.h, m, 2.2 * k, BODY_GROWTH), region.x, top);
}

// ---------------------------------------------------------------------------------------
// Vocabulary the faces share

/** Body text size on a standard card, in points. */
export const BODY_PT = 7;

/** "Label: value" with the label in bold; an unknown value prints as "—". */
export function field(label: string, value: string | undefined, size = BODY_PT): Block {
  return paragraph([{ text: `${label}: `, font: "bold" }, { text: value ?? "—" }], { size }, { hanging: 6 });
}

/** A small bold heading, e.g. "Abilities". */
export function heading(text: string, color: Color, size = BODY_PT): Block {
  return paragraph(text, { size, font: "bold", color, maxLines: 2 });
}

/** Running text (a summary, an ability's text). */
export function prose(text: string, size = BODY_PT): Block {
  return paragraph(text, { size });
}
