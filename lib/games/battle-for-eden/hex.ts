/** A place on the map in axial hex coordinates (CONTRACTS §4, "Battle-for-eden maps"). */
export interface Hex {
  q: number;
  r: number;
}

/** The six steps to the tiles in contact with (q, r): (q±1, r), (q, r±1), (q+1, r−1), (q−1, r+1). */
export const CONTACT_STEPS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: -1, r: 0 },
  { q: 0, r: 1 },
  { q: 0, r: -1 },
  { q: 1, r: -1 },
  { q: -1, r: 1 },
];

/** The label a tile goes by in messages and in `Issue.cards`: `"q,r"`, e.g. `"4,-1"`. */
export function hexLabel(hex: Hex): string {
  return `${hex.q},${hex.r}`;
}

/** The six places in contact with `hex`, whether or not a tile lies there. */
export function neighbours(hex: Hex): Hex[] {
  return CONTACT_STEPS.map((s) => ({ q: hex.q + s.q, r: hex.r + s.r }));
}

export function inContact(a: Hex, b: Hex): boolean {
  return CONTACT_STEPS.some((s) => a.q + s.q === b.q && a.r + s.r === b.r);
}

/** Steps between two places on an unbroken hex plane (ignores which tiles exist). */
export function hexDistance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Tiles by label, one per place. */
export type HexGrid<T extends Hex = Hex> = ReadonlyMap<string, T>;

/** The tiles of `grid` in contact with `hex`. */
export function tilesInContact<T extends Hex>(hex: Hex, grid: HexGrid<T>): T[] {
  return neighbours(hex)
    .map((n) => grid.get(hexLabel(n)))
    .filter((t): t is T => t !== undefined);
}
