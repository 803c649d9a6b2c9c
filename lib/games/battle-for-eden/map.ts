import type { Issue } from "../types";
import { issue } from "../types";
import { energyRichLocations } from "./energy-rich";
import type { Hex } from "./hex";
import { compositionWarnings, mapComposition, type MapComposition } from "./map-composition";
import { allConnected, oneHeart, onePortalPerPlayer, portalContacts, portalsFarApart, portalsFarFromHeart, tilesOnePerPlace } from "./map-building";
import { englishMapText } from "./map-english";
import { readMap } from "./map-file";
import { wildTerritories, type WildTerritory } from "./wild";

/** The `map` command's answer (CONTRACTS §3). `Issue.cards` holds tile labels `"q,r"`. */
export interface MapCheck {
  legal: boolean;
  errors: Issue[];
  /** `BFE_MAP_COMPOSITION`: warnings never make a map illegal. */
  warnings: Issue[];
  energyRich: Hex[];
  wild: WildTerritory[];
  /** The land tiles per colour and player against "Map creation ▶ Setup"; null for an unreadable map. */
  composition: MapComposition | null;
}

/** Checks a finished map against the map-creation rules and lists its energy-rich and wild tiles. Never throws. */
export function checkMap(map: unknown): MapCheck {
  const read = readMap(map);
  if (!read.ok) return { legal: false, errors: [issue(read.error.code, read.error.message)], warnings: [], energyRich: [], wild: [], composition: null };
  const { grid, issues } = tilesOnePerPlace(read.map.tiles);
  const errors = [
    ...issues,
    ...oneHeart(grid),
    ...allConnected(grid),
    ...portalsFarFromHeart(grid),
    ...portalsFarApart(grid),
    ...portalContacts(grid),
    ...onePortalPerPlayer(grid),
  ];
  const composition = mapComposition(grid);
  return {
    legal: errors.length === 0,
    errors: atMostPerCode(errors, MAX_ISSUES_PER_CODE),
    warnings: compositionWarnings(grid, composition),
    energyRich: energyRichLocations(grid),
    wild: wildTerritories(grid),
    composition,
  };
}

/** A map of thousands of crowded portals would list every pair; past this many, one issue counts the rest. */
export const MAX_ISSUES_PER_CODE = 50;

function atMostPerCode(errors: Issue[], max: number): Issue[] {
  const total = new Map<string, number>();
  for (const e of errors) total.set(e.code, (total.get(e.code) ?? 0) + 1);
  const kept = new Map<string, number>();
  const out: Issue[] = [];
  for (const e of errors) {
    const n = (kept.get(e.code) ?? 0) + 1;
    kept.set(e.code, n);
    const all = total.get(e.code) ?? 0;
    if (n < max || all === max) out.push(e);
    else if (n === max) out.push(issue(e.code, englishMapText("findings.more", { more: all - max + 1, code: e.code }), [], { more: all - max + 1 }));
  }
  return out;
}
