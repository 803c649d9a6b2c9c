import type { Hex } from "@/lib/games/battle-for-eden/hex";

/**
 * Pointy-top hexes on axial coordinates (CONTRACTS §4): q grows to the right, r down-right,
 * so the six tiles in contact are (q±1, r) left and right, (q, r−1) and (q+1, r−1) above,
 * (q−1, r+1) and (q, r+1) below.
 */
export const HEX_SIZE = 30;
const SQRT3 = Math.sqrt(3);

export function hexCentre(hex: Hex, size = HEX_SIZE): { x: number; y: number } {
  return { x: size * SQRT3 * (hex.q + hex.r / 2), y: size * 1.5 * hex.r };
}

/** The SVG `points` of a hex's outline, `inset` pixels inside its edge. */
export function hexPoints(hex: Hex, size = HEX_SIZE, inset = 0): string {
  const { x, y } = hexCentre(hex, size);
  const r = size - inset;
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30);
    return `${(x + r * Math.cos(angle)).toFixed(2)},${(y + r * Math.sin(angle)).toFixed(2)}`;
  }).join(" ");
}

/** The hex a point of the drawing lies in (cube rounding). */
export function hexAt(x: number, y: number, size = HEX_SIZE): Hex {
  const q = ((SQRT3 / 3) * x - y / 3) / size;
  const r = ((2 / 3) * y) / size;
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return { q: rq + 0, r: rr + 0 };
}

/** Every place within `radius` steps of (0, 0), row by row. */
export function hexesWithin(radius: number): Hex[] {
  const out: Hex[] = [];
  for (let r = -radius; r <= radius; r++) {
    for (let q = Math.max(-radius, -r - radius); q <= Math.min(radius, -r + radius); q++) out.push({ q, r });
  }
  return out;
}

/** Arrow keys move the cursor to a tile in contact: ←/→ along the row, ↑/↓ up-left and down-right, with Shift up-right and down-left. */
export function cursorStep(key: string, shift: boolean): Hex | null {
  switch (key) {
    case "ArrowLeft":
      return { q: -1, r: 0 };
    case "ArrowRight":
      return { q: 1, r: 0 };
    case "ArrowUp":
      return shift ? { q: 1, r: -1 } : { q: 0, r: -1 };
    case "ArrowDown":
      return shift ? { q: -1, r: 1 } : { q: 0, r: 1 };
    default:
      return null;
  }
}
