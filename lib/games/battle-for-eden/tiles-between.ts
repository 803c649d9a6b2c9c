import { hexLabel, tilesInContact, type Hex, type HexGrid } from "./hex";

/**
 * Contacts crossed from the nearest of `from` to every tile reachable through tiles in
 * contact (breadth-first), by label; with `maxSteps`, only tiles that close. Places of
 * `from` with no tile are ignored.
 */
export function stepsFrom(from: readonly Hex[], grid: HexGrid, maxSteps = Infinity): Map<string, number> {
  const steps = new Map<string, number>();
  let frontier: Hex[] = [];
  for (const hex of from) {
    const label = hexLabel(hex);
    if (grid.has(label) && !steps.has(label)) {
      steps.set(label, 0);
      frontier.push(hex);
    }
  }
  for (let d = 1; frontier.length > 0 && d <= maxSteps; d++) {
    const next: Hex[] = [];
    for (const hex of frontier) {
      for (const tile of tilesInContact(hex, grid)) {
        const label = hexLabel(tile);
        if (steps.has(label)) continue;
        steps.set(label, d);
        next.push(tile);
      }
    }
    frontier = next;
  }
  return steps;
}

/** "Tiles between" for steps along a path: the path's tiles less its two ends (0 for tiles in contact). */
export function tilesBetweenForSteps(steps: number): number {
  return Math.max(0, steps - 1);
}

/**
 * "Tiles between" two tiles (CONTRACTS §4): the tiles on the shortest path between them
 * through tiles in contact, not counting the two ends. Infinity when no path joins them.
 */
export function tilesBetween(a: Hex, b: Hex, grid: HexGrid): number {
  const steps = stepsFrom([a], grid).get(hexLabel(b));
  return steps === undefined ? Infinity : tilesBetweenForSteps(steps);
}
