import { foldName } from "../../engine/fold";
import { hexLabel, neighbours, type Hex } from "./hex";
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
/** Every energy-rich location of the map, in the order the tiles are listed (each tile's type worked out once). */
export function energyRichLocations(grid: MapGrid): Hex[] {
  const types = new Map([...grid].map(([label, tile]) => [label, tileType(tile)]));
  return [...grid.values()].filter((t) => typesAround(t, (label) => types.get(label)) >= ENERGY_RICH_TYPES).map((t) => ({ q: t.q, r: t.r }));
}

/** How many tile types lie in contact with `hex`. */
function typesAround(hex: Hex, typeAt: (label: string) => string | undefined): number {
  return new Set(
    neighbours(hex)
      .map((n) => typeAt(hexLabel(n)))
      .filter((type) => type !== undefined),
  ).size;
}
