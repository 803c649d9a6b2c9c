/** Colours of the card faces. */

export interface Color {
  r: number;
  g: number;
  b: number;
}

/** `#rrggbb` (or `#rgb`) as a colour; anything else gives `fallback`. */
export function hex(value: string, fallback: Color = BLACK): Color {
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  const m = short ? [short[0], short[1] + short[1] + short[2] + short[2] + short[3] + short[3]] : /^#?([0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return fallback;
  const n = parseInt(m[1], 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

/** `color` mixed with white: 0 keeps it, 1 is white. */
export function tint(color: Color, amount: number): Color {
  const t = Math.min(1, Math.max(0, amount));
  return { r: color.r + (1 - color.r) * t, g: color.g + (1 - color.g) * t, b: color.b + (1 - color.b) * t };
}

export const BLACK: Color = { r: 0, g: 0, b: 0 };
export const WHITE: Color = { r: 1, g: 1, b: 1 };
export const GREY: Color = { r: 0.38, g: 0.38, b: 0.38 };
export const LIGHT_GREY: Color = { r: 0.75, g: 0.75, b: 0.75 };
export const BLUE: Color = hex("#1d4f9c");
export const RED: Color = hex("#b3261e");
