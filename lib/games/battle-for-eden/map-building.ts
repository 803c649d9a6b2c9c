import { foldName } from "../../engine/fold";
import type { Issue } from "../types";
import { BFE } from "./codes";
import { hexLabel, tilesInContact, type HexGrid } from "./hex";
import { mapFinding } from "./map-english";
import type { MapTile } from "./map-file";
import { stepsFrom, tilesBetweenForSteps } from "./tiles-between";

/** Battle for Eden rules, "Map creation ▶ Building the map": the distances and contacts a finished map keeps. */
export const MAP_LIMITS = { tilesBetweenPortalAndHeart: 3, tilesBetweenPortals: 4, portalContacts: 2 } as const;

export type MapGrid = HexGrid<MapTile>;

const where = (t: MapTile) => hexLabel(t);
/** A portal's player as a term: the interface names a player called by a colour in its language. */
const playerOf = (t: MapTile) => ({ term: t.player ?? "?", text: t.player ?? "?" });

// Battle for Eden rules, "Map creation ▶ Building the map": each tile is placed on a place of its own, in contact with the map.
export function tilesOnePerPlace(tiles: readonly MapTile[]): { grid: MapGrid; issues: Issue[] } {
  const grid = new Map<string, MapTile>();
  const indexes = new Map<string, number[]>();
  tiles.forEach((tile, index) => {
    const label = where(tile);
    if (!grid.has(label)) grid.set(label, tile);
    indexes.set(label, [...(indexes.get(label) ?? []), index]);
  });
  const issues = [...indexes]
    .filter(([, list]) => list.length > 1)
    .map(([label, list]) => mapFinding(BFE.MAP_OVERLAP, [label], { tiles: list.join(", "), at: label }));
  return { grid, issues };
}

// Battle for Eden rules, "Map creation ▶ Setup": the Heart of Eden is the map's first tile, and there is one.
export function oneHeart(grid: MapGrid): Issue[] {
  const hearts = heartsOf(grid);
  if (hearts.length === 1) return [];
  if (hearts.length === 0) return [mapFinding(BFE.MAP_NO_HEART, [], { count: 0, at: "" })];
  const at = hearts.map(where).join(", ");
  return [mapFinding(BFE.MAP_NO_HEART, hearts.map(where), { count: hearts.length, at })];
}

// Battle for Eden rules, "Map creation ▶ Building the map": every tile is placed in contact with another tile of the map.
export function allConnected(grid: MapGrid): Issue[] {
  const tiles = [...grid.values()];
  if (tiles.length === 0) return [];
  const start = heartsOf(grid)[0] ?? tiles[0];
  const reached = stepsFrom([start], grid);
  const cut = tiles.filter((t) => !reached.has(where(t)));
  if (cut.length === 0) return [];
  return [
    mapFinding(BFE.MAP_DISCONNECTED, cut.map(where), {
      count: cut.length,
      toHeart: start.kind === "heart" ? "yes" : "no",
      start: where(start),
      tiles: cut.map(where).join(", "),
    }),
  ];
}

// Battle for Eden rules, "Map creation ▶ Building the map": at least 3 tiles between each portal and the Heart of Eden.
export function portalsFarFromHeart(grid: MapGrid): Issue[] {
  const limit = MAP_LIMITS.tilesBetweenPortalAndHeart;
  return portalsOf(grid).flatMap((portal) =>
    tilesCloserThan(portal, limit, grid)
      .filter(({ tile }) => tile.kind === "heart")
      .map(({ tile: heart, between }) =>
        mapFinding(BFE.MAP_PORTAL_NEAR_HEART, [where(portal), where(heart)], {
          player: playerOf(portal),
          portal: where(portal),
          between,
          heart: where(heart),
          limit,
        }),
      ),
  );
}

// Battle for Eden rules, "Map creation ▶ Building the map": at least 4 tiles between any two portals.
export function portalsFarApart(grid: MapGrid): Issue[] {
  const limit = MAP_LIMITS.tilesBetweenPortals;
  const portals = portalsOf(grid);
  const order = new Map(portals.map((p, i) => [where(p), i]));
  return portals.flatMap((a, i) =>
    tilesCloserThan(a, limit, grid)
      .filter(({ tile }) => tile.kind === "portal" && (order.get(where(tile)) ?? -1) > i)
      .map(({ tile: b, between }) =>
        mapFinding(BFE.MAP_PORTALS_TOO_CLOSE, [where(a), where(b)], {
          playerA: playerOf(a),
          portalA: where(a),
          playerB: playerOf(b),
          portalB: where(b),
          between,
          limit,
        }),
      ),
  );
}

/** The other tiles with fewer than `limit` tiles between them and `from`, nearest first. */
function tilesCloserThan(from: MapTile, limit: number, grid: MapGrid): { tile: MapTile; between: number }[] {
  const out: { tile: MapTile; between: number }[] = [];
  for (const [label, steps] of stepsFrom([from], grid, limit)) {
    const tile = grid.get(label);
    if (tile && steps > 0) out.push({ tile, between: tilesBetweenForSteps(steps) });
  }
  return out;
}

// Battle for Eden rules, "Map creation ▶ Building the map": each portal is in contact with at most 2 tiles.
export function portalContacts(grid: MapGrid): Issue[] {
  return portalsOf(grid).flatMap((portal) => {
    const touching = tilesInContact(portal, grid);
    if (touching.length <= MAP_LIMITS.portalContacts) return [];
    return [
      mapFinding(BFE.MAP_PORTAL_CONTACTS, [where(portal), ...touching.map(where)], {
        player: playerOf(portal),
        portal: where(portal),
        count: touching.length,
        tiles: touching.map(where).join(", "),
        limit: MAP_LIMITS.portalContacts,
      }),
    ];
  });
}

// Battle for Eden rules, "Map creation ▶ Setup": each player receives one portal tile, of their color.
export function onePortalPerPlayer(grid: MapGrid): Issue[] {
  const byPlayer = new Map<string, MapTile[]>();
  for (const portal of portalsOf(grid)) {
    const key = foldName(portal.player ?? "");
    byPlayer.set(key, [...(byPlayer.get(key) ?? []), portal]);
  }
  return [...byPlayer.values()]
    .filter((list) => list.length > 1)
    .map((list) =>
      mapFinding(BFE.MAP_DUPLICATE_PORTAL, list.map(where), {
        player: playerOf(list[0]),
        count: list.length,
        at: list.map(where).join(", "),
      }),
    );
}

export function heartsOf(grid: MapGrid): MapTile[] {
  return [...grid.values()].filter((t) => t.kind === "heart");
}

export function portalsOf(grid: MapGrid): MapTile[] {
  return [...grid.values()].filter((t) => t.kind === "portal");
}
