import { foldName } from "../../engine/fold";
import { tilesInContact, type Hex } from "./hex";
import type { MapGrid } from "./map-building";
import type { MapTile } from "./map-file";

/** Battle for Eden rules, "Map creation ▶ Building the map": the number of tile types that makes a place energy-rich. */
export const ENERGY_RICH_TYPES = 4;

/**
 * The type a tile counts as next to an energy-rich candidate: its color for land tiles,
 * one shared "portal" type for every portal (no two portals can touch the same tile on a
 * legal map, so this only matters on illegal ones), none for black tiles and the Heart.
 */
export function tileType(tile: MapTile): string | undefined {
  if (tile.kind === "heart") return undefined;
  if (tile.kind === "portal") return "portal";
  const color = foldName(tile.color ?? "");
  return color === "" || color === "black" ? undefined : `land:${color}`;
}

// Battle for Eden rules, "Map creation ▶ Building the map": energy-rich = in contact with tiles of at least 4 types, portals counting, black tiles and the Heart not.
export function isEnergyRich(tile: Hex, grid: MapGrid): boolean {
  const types = new Set(tilesInContact(tile, grid).map(tileType).filter((t) => t !== undefined));
  return types.size >= ENERGY_RICH_TYPES;
}

/** Every energy-rich location of the map, in the order the tiles are listed. */
export function energyRichLocations(grid: MapGrid): Hex[] {
  return [...grid.values()].filter((t) => isEnergyRich(t, grid)).map((t) => ({ q: t.q, r: t.r }));
}
