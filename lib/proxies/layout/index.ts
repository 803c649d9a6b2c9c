/**
 * The drawing and layout helpers every card face shares: an {@link Ink} that draws on a
 * page, text measuring with a per-process width cache, rich-text wrapping, a few block
 * types (paragraphs, chips, rules, spacers) and shrink-to-fit: a stack of blocks is laid
 * out at decreasing scales until it fits its box, never below each block's minimum font
 * size (6 pt for body text); if it still does not fit, the last block that fits in part is
 * cut and ends in "…", and the blocks after it are left out. Nothing is drawn outside the box.
 */
export * from "./blocks";
export * from "./color";
export * from "./fit";
export * from "./ink";
export { MIN_FONT_PT } from "./metrics";
export * from "./text";
