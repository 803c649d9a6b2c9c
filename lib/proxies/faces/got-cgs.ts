/**
 * Gardener of Thoughts Card Game System. Silver cards (63 × 88 mm) stack the text areas as
 * printed, top to bottom: directive, attributes, lore, identifier. Gold cards (B6,
 * 125 × 176 mm) put them in the printed quadrants: attributes top-left, lore top-right,
 * directive bottom-left, identifier bottom-right. The attributes text keeps its line breaks
 * and indentation (categories, then their indented attributes), so it reads as printed.
 */
import { type Block, type Color, GREY, chips, drawFitted, fit, hex, optional, paragraph, rule } from "../layout";
import { type Face, type FaceContext, BODY_GROWTH, BODY_PT, GOLD_FRAME, drawFace } from "../frame";
import type { Rect } from "../geometry";
import { DASH, otherNames, str } from "../fields";
import type { ProxyCardData } from "../types";
import { ENGLISH_PROXY_LABELS, type ProxyLabels } from "../labels";

const SILVER = hex("#5d6b78");
const GOLD = hex("#a67c00");

interface Areas {
  directive: Block[];
  attributes: Block[];
  lore: Block[];
  identifier: Block[];
}

function areas(card: ProxyCardData, accent: Color, k: number, words: ProxyLabels = ENGLISH_PROXY_LABELS): Areas {
  const directive = str(card.directive);
  const attributes = str(card.attributes);
  const lore = str(card.lore);
  const identifier = str(card.identifier);
  const label = (text: string) => paragraph(text, { size: 6 * k, font: "bold", color: accent });
  const idBlocks: Block[] = [label(words.identifier), paragraph(identifier ?? DASH, { size: 8 * k, font: "bold" })];
  if (identifier && /\bHNP\b/.test(identifier)) idBlocks.push(chips([{ text: words.highPlayers, stroke: accent }], { size: 6 * k }));
  const text = str(card.text);
  return {
    directive: [label(words.directive), paragraph(directive ?? DASH, { size: BODY_PT * k, font: "italic" })],
    // Attribute lines wrap with a hanging indent so a continuation never looks like a new attribute.
    attributes: [
      label(words.attributes),
      paragraph(attributes ?? DASH, { size: BODY_PT * k }, { keepIndent: true, hanging: 8 * k, collapseBlank: true }),
      ...(text ? [paragraph(text, { size: BODY_PT * k, color: GREY })] : []),
    ],
    // Lore has no effect on the rules: the first text left out of a full card.
    lore: [optional(label(words.lore)), optional(paragraph(lore ?? DASH, { size: BODY_PT * k, font: "italic", color: GREY }))],
    identifier: idBlocks,
  };
}

function silverBody(a: Areas): Block[] {
  return [...a.directive, rule(), ...a.attributes, optional(rule()), ...a.lore];
}

/** The gold card's four quadrants, each shrunk to fit on its own. */
function drawGoldBody(ctx: FaceContext, a: Areas, region: Rect, accent: Color): void {
  const { ink, measure: m } = ctx;
  const gutter = 10;
  const colW = (region.w - gutter) / 2;
  const topH = region.h * 0.7;
  const bottomH = region.h - topH - gutter;
  const top = region.y + region.h;
  // Each quadrant fills its room as the silver body does (frame.ts BODY_GROWTH).
  const quad = (blocks: Block[], x: number, qTop: number, h: number) => drawFitted(ink, fit(blocks, colW, h, m, 3, BODY_GROWTH), x, qTop);
  quad(a.attributes, region.x, top, topH);
  quad(a.lore, region.x + colW + gutter, top, topH);
  quad(a.directive, region.x, top - topH - gutter, bottomH);
  quad(a.identifier, region.x + colW + gutter, top - topH - gutter, bottomH);
  const midX = region.x + colW + gutter / 2;
  const midY = top - topH - gutter / 2;
  ink.line({ x1: midX, y1: region.y, x2: midX, y2: top }, accent, 0.6);
  ink.line({ x1: region.x, y1: midY, x2: region.x + region.w, y2: midY }, accent, 0.6);
}

export function isGold(card: ProxyCardData): boolean {
  return card.gold === true;
}

export const gotCgsFace: Face = (card, ctx) => {
  const gold = isGold(card);
  const accent = gold ? GOLD : SILVER;
  const k = gold ? GOLD_FRAME.text : 1;
  const a = areas(card, accent, k, ctx.labels);
  drawFace(
    ctx,
    {
      accent,
      title: card.name,
      subtitles: otherNames(card.name, card.names, []),
      body: gold ? undefined : silverBody(a),
      bottom: gold ? undefined : a.identifier,
      drawBody: gold ? (region) => drawGoldBody(ctx, a, region, accent) : undefined,
      footer: ["GOT CGS", gold ? "gold" : "", str(card.set) ?? "", card.code],
    },
    gold ? GOLD_FRAME : undefined,
  );
};
