import { foldName } from "../../engine/fold";
import { issue, type Issue } from "../types";
import { BFE } from "./codes";
import { hexLabel } from "./hex";
import { englishMapText } from "./map-english";
import type { MapGrid } from "./map-building";
import type { MapTile } from "./map-file";

/** Battle for Eden rules, "Map creation ▶ Setup": 7 tile colours, black among them. */
export const TILE_COLOURS = 7;
export const BLACK = "black";

/** One colour's land tiles: what "Setup" hands out for the map's players against what the map holds. */
export interface ColourCount {
  /** The colour as the map first spells it (folded names compared). */
  color: string;
  expected: number;
  placed: number;
  missing: number;
  extra: number;
}

export interface CompositionPlayer {
  player: string;
  /** The player's own colour: the portal's `color`, else its `player` name. */
  color: string;
}

/** What `BFE_MAP_COMPOSITION` reports, for people and for the map editor's panel. */
export interface MapComposition {
  /** Players = portals on the map. */
  players: CompositionPlayer[];
  /** Black first, then the other colours in the order the map shows them. */
  colors: ColourCount[];
  /** Colours of the 7 the map shows no tile and no player of: each lacks one tile per player. */
  unseenColors: number;
  /** Black tiles beyond one per player that are not counted as extra: handed out "only to place a portal", one per player at most. */
  spareBlack: number;
  /** Colours named on the map beyond the 7 the game has (the rules' 7 colours include black). */
  tooManyColors: boolean;
  ok: boolean;
}

// Battle for Eden rules, "Map creation ▶ Setup" and "Building the map": per player 1 tile of each of the 7 colours and 1 of their own colour; black tiles beyond that only to place a portal ("1 black tile should generally be enough").
export function mapComposition(grid: MapGrid): MapComposition {
  const tiles = [...grid.values()];
  const portals = tiles.filter((t) => t.kind === "portal");
  const players = portals.map((p) => ({ player: p.player ?? "", color: p.color ?? p.player ?? "" }));
  const n = players.length;
  const spelling = new Map<string, string>([[BLACK, BLACK]]);
  const see = (name: string) => {
    const key = foldName(name);
    if (key !== "" && !spelling.has(key)) spelling.set(key, name.trim());
    return key;
  };
  const placed = new Map<string, number>();
  for (const t of tiles) if (t.kind === "land") placed.set(see(t.color ?? ""), (placed.get(foldName(t.color ?? "")) ?? 0) + 1);
  const own = new Map<string, number>();
  for (const p of players) own.set(see(p.color), (own.get(foldName(p.color)) ?? 0) + 1);
  const keys = [...spelling.keys()];
  const colors = keys.map((key) => {
    const expected = n + (own.get(key) ?? 0);
    const count = placed.get(key) ?? 0;
    const allowance = key === BLACK ? n : 0;
    return {
      color: spelling.get(key) ?? key,
      expected,
      placed: count,
      missing: Math.max(0, expected - count),
      extra: Math.max(0, count - expected - allowance),
    };
  });
  const blackRow = colors[0];
  const spareBlack = Math.max(0, Math.min(n, blackRow.placed - blackRow.expected));
  const unseenColors = Math.max(0, TILE_COLOURS - keys.length);
  const tooManyColors = keys.length > TILE_COLOURS;
  const ok = n > 0 && !tooManyColors && colors.every((c) => c.missing === 0 && c.extra === 0) && (n === 0 || unseenColors === 0);
  return { players, colors, unseenColors, spareBlack, tooManyColors, ok };
}

/** The `BFE_MAP_COMPOSITION` warning for a map whose land tiles do not add up, naming the tiles of colours with extras. */
export function compositionWarnings(grid: MapGrid, composition = mapComposition(grid)): Issue[] {
  if (composition.ok) return [];
  const { players, colors, unseenColors, tooManyColors } = composition;
  const n = players.length;
  const item = (count: number, colour: string) => englishMapText("findings.composition.item", { count, colour });
  const missing = colors.filter((c) => c.missing > 0).map((c) => item(c.missing, c.color));
  if (n > 0 && unseenColors > 0) missing.push(englishMapText("findings.composition.unseen", { players: n, count: unseenColors }));
  const extra = colors.filter((c) => c.extra > 0);
  const extraKeys = new Set(extra.map((c) => foldName(c.color)));
  const extraTiles = [...grid.values()].filter((t: MapTile) => t.kind === "land" && extraKeys.has(foldName(t.color ?? ""))).map(hexLabel);
  const total = n * (TILE_COLOURS + 1);
  const names = players.map((p) => englishMapText("findings.composition.player", { player: p.player, colour: p.color })).join(", ");
  // maps.json findings.composition, part by part; the interface says it from `MapCheck.composition` the same way (components/maps/finding-text.ts).
  const parts = [
    englishMapText("findings.composition.setup", { players: n, total, who: n ? englishMapText("findings.composition.who", { names }) : "" }),
    n === 0 ? englishMapText("findings.composition.noPortal") : "",
    missing.length ? englishMapText("findings.composition.missing", { list: missing.join(", ") }) : "",
    extra.length ? englishMapText("findings.composition.extra", { list: extra.map((c) => item(c.extra, c.color)).join(", ") }) : "",
    tooManyColors ? englishMapText("findings.composition.tooMany", { named: colors.length }) : "",
  ];
  return [issue(BFE.MAP_COMPOSITION, parts.filter(Boolean).join(" "), extraTiles, { players: n, total })];
}
