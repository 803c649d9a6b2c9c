/**
 * Shrink to fit: a stack of blocks is laid out at decreasing scales until it fits its box,
 * never below each block's minimum font size; if it still does not fit, the last block that
 * fits in part is cut and ends in "…", and the blocks after it are left out.
 */
import type { Laid, Block } from "./blocks";
import type { Ink, Measure } from "./ink";

export interface Fitted {
  laid: Laid[];
  gap: number;
  height: number;
  scale: number;
  /** True when even the smallest sizes did not fit and text was cut. */
  truncated: boolean;
}

const SCALES = [1.5, 1.42, 1.34, 1.27, 1.21, 1.15, 1.08, 1, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58, 0.52, 0.46, 0.4];

/** The largest scale a stack grows to unless its caller lets it fill more of its box. */
export const DEFAULT_MAX_SCALE = 1.15;

/**
 * Lays `blocks` out in a `width` × `height` column at the largest scale that fits: up to
 * `maxScale` × the base sizes when the card has room (1.15 unless the caller asks for more: a
 * card face's body fills its card, frame.ts), down to each block's minimum.
 */
export function fit(blocks: readonly Block[], width: number, height: number, m: Measure, gap = 2, maxScale = DEFAULT_MAX_SCALE): Fitted {
  let laid: Laid[] = [];
  let scale = 1;
  for (scale of SCALES) {
    if (scale > maxScale) continue;
    laid = blocks.map((b) => b(width, scale, m));
    const g = gap * scale;
    const total = laid.reduce((a, l) => a + l.height, 0) + g * Math.max(0, laid.length - 1);
    if (total <= height + 1e-6) return { laid, gap: g, height: total, scale, truncated: false };
  }
  // Still too tall at the smallest sizes: leave out optional blocks (lore) and try again,
  if (blocks.some((b) => b.optional) && blocks.some((b) => !b.optional)) {
    const kept = fit(
      blocks.filter((b) => !b.optional),
      width,
      height,
      m,
      gap,
      maxScale,
    );
    return { ...kept, truncated: true };
  }
  // then keep what fits and cut the block that crosses the bottom.
  const g = gap * scale;
  const kept: Laid[] = [];
  let used = 0;
  for (const l of laid) {
    const start = kept.length === 0 ? 0 : used + g;
    if (start + l.height <= height + 1e-6) {
      kept.push(l);
      used = start + l.height;
      continue;
    }
    const part = l.cut?.(height - start, m) ?? null;
    if (part && part.height > 0) {
      kept.push(part);
      used = start + part.height;
    }
    break;
  }
  return { laid: kept, gap: g, height: used, scale, truncated: true };
}

/** Draws fitted blocks from `top` downward. */
export function drawFitted(ink: Ink, f: Fitted, x: number, top: number): void {
  let y = top;
  for (const l of f.laid) {
    l.draw(ink, x, y);
    y -= l.height + f.gap;
  }
}
