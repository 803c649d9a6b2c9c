import { tilesInContact, hexLabel, type Hex } from "./hex";
import { portalsOf, type MapGrid } from "./map-building";
import type { MapTile } from "./map-file";
import { stepsFrom, tilesBetweenForSteps } from "./tiles-between";

export interface WildTerritory extends Hex {
  strength: number;
}

// Battle for Eden rules, "Conquest ▶ Setup": players start on their portal and the tiles in contact with it; every other tile (the Heart included) is wild.
export function isWildAtStart(tile: MapTile, grid: MapGrid): boolean {
  return tile.kind !== "portal" && !tilesInContact(tile, grid).some((t) => t.kind === "portal");
}

// Battle for Eden rules, "Combat ▶ Attacking a wild territory": strength = 2 × the tiles between it and the closest portal.
export function wildStrength(tilesToClosestPortal: number): number {
  return 2 * tilesToClosestPortal;
}

/** The wild territories at the start of the conquest with their strength; tiles no portal reaches are left out. */
export function wildTerritories(grid: MapGrid): WildTerritory[] {
  const steps = stepsFrom(portalsOf(grid), grid);
  const out: WildTerritory[] = [];
  for (const tile of grid.values()) {
    const s = steps.get(hexLabel(tile));
    if (s === undefined || !isWildAtStart(tile, grid)) continue;
    out.push({ q: tile.q, r: tile.r, strength: wildStrength(tilesBetweenForSteps(s)) });
  }
  return out;
}
