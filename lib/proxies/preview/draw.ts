/**
 * One card's proxy face as SVG shapes: the same face, frame and layout code the PDF sheets
 * run, drawn on an {@link SvgInk} and measured with the glyph table, so it runs in the browser
 * with no font files or pdf-lib. Used by the designers' live preview.
 */
import type { CatalogExtras, GameSlug } from "../../games/types";
import { faceFor } from "../faces";
import { printable } from "../fields";
import { CARD_SIZES, type Rect } from "../geometry";
import type { ProxyLabels } from "../labels";
import { tableMeasure } from "./glyph-table";
import { SvgInk, type SvgShape } from "./svg-ink";

export interface PreviewOptions {
  extras?: CatalogExtras;
  /** The id (URL) of the card's art. */
  art?: string;
  /** Draw the print-and-play face (with its coloured edge) with this bleed in points; unset: the deck proxy face. */
  bleed?: number;
  /** The printed words in the reader's language (default English). */
  labels?: ProxyLabels;
}

export interface PreviewFace {
  /** The drawn area in points: the card, plus its bleed on every side. */
  width: number;
  height: number;
  /** The card's name as printed. */
  name: string;
  shapes: SvgShape[];
}

/** The card's face; an unknown game draws nothing (a blank card of standard size). */
export function previewFace(game: GameSlug, card: Record<string, unknown>, options: PreviewOptions = {}): PreviewFace {
  const data = printable(card);
  const face = faceFor(game);
  const size = CARD_SIZES[face?.format(data) ?? "standard"];
  const bleed = options.bleed ?? 0;
  const rect: Rect = { x: bleed, y: bleed, w: size.w, h: size.h };
  const measure = tableMeasure();
  const ink = new SvgInk({ x: 0, y: 0, w: size.w + 2 * bleed, h: size.h + 2 * bleed }, measure);
  face?.draw(data, { ink, measure, rect, extras: options.extras ?? {}, art: options.art, bleed: options.bleed, labels: options.labels });
  return { width: size.w + 2 * bleed, height: size.h + 2 * bleed, name: data.name, shapes: ink.shapes };
}
