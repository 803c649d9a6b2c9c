/**
 * A Battle for Eden map as a Tabletop Simulator board picture (CONTRACTS §10 "Tabletop
 * Simulator"; issue #44 item 5; docs/play-online.md). The map's hexes as the players lay them
 * (Battle for Eden rules, "Map creation ▶ Setup": the Heart of Eden, each player's portal, the
 * coloured land tiles), pointy-top, in the axial (q, r) layout of the map file (CONTRACTS §4), each
 * hex filled with its tile's colour and, when hexes are large enough to read, naming its tile, its
 * place (q,r), and whether it is an energy-rich location or a wild territory of some strength, as
 * `cli map` and the printed map do. Words are glyph outlines (glyph-defs.ts): no server font.
 * Pure: no I/O.
 */
import { checkMap } from "../games/battle-for-eden/map";
import type { BfeMap, MapTile } from "../games/battle-for-eden/map-file";
import { hexLabel } from "../games/battle-for-eden/hex";
import { n } from "../proxies";
import { GlyphDefs } from "./glyph-defs";

/** A hex is at most this many pixels across its flats… */
export const BOARD_HEX_PX = 120;
/** …and smaller when the map is large, so that neither side of the picture passes this. */
export const MAX_BOARD_SIDE = 4096;
/** Words are drawn only on hexes at least this wide. */
const LABELLED_HEX_PX = 48;

const FILL: Readonly<Record<string, string>> = {
  red: "#db2626",
  blue: "#2663eb",
  green: "#17a34a",
  yellow: "#facc14",
  white: "#f5f5f5",
  purple: "#9433eb",
  black: "#1c1a17",
};
const HEART = "#f59e0b";
const UNKNOWN = "#a8a39e";
const DARK = new Set(["red", "blue", "green", "purple", "black"]);
const BACKGROUND = "#292524";

export interface BoardGeometry {
  /** Pixels across a hex's flats. */
  hex: number;
  width: number;
  height: number;
}

/** A tile's centre in hex widths: x = q + r/2, y = r × 3 / (2√3) (pointy-top axial layout). */
const centreOf = (t: { q: number; r: number }) => ({ x: t.q + t.r / 2, y: (t.r * 1.5) / Math.sqrt(3) });

/**
 * The picture's size: the tiles' extent in hex widths (centres, plus one hex width across and
 * 2/√3 down for the outer hexes) and a margin of half a hex around; each hex BOARD_HEX_PX wide,
 * or as many whole pixels as keep both sides within MAX_BOARD_SIDE.
 */
export function boardGeometry(map: BfeMap): BoardGeometry {
  const centres = map.tiles.map(centreOf);
  const xs = centres.map((c) => c.x);
  const ys = centres.map((c) => c.y);
  const spanX = Math.max(...xs) - Math.min(...xs) + 1 + 0.5;
  const spanY = Math.max(...ys) - Math.min(...ys) + 2 / Math.sqrt(3) + 0.5;
  const hex = Math.max(1, Math.min(BOARD_HEX_PX, Math.floor(MAX_BOARD_SIDE / Math.max(spanX, spanY))));
  return { hex, width: Math.ceil(spanX * hex), height: Math.ceil(spanY * hex) };
}

function colourOf(tile: MapTile): string {
  if (tile.kind === "heart") return "heart";
  return ((tile.kind === "portal" ? (tile.color ?? tile.player) : tile.color) ?? "").toLowerCase();
}

function label(tile: MapTile): string {
  if (tile.kind === "heart") return "Heart of Eden";
  if (tile.kind === "portal") return `portal ${tile.player}`;
  return tile.color ?? "";
}

/** The board as an SVG `geometry.width` × `geometry.height` px. Needs at least one tile. */
export function boardSvg(map: BfeMap, geometry: BoardGeometry = boardGeometry(map)): string {
  const { hex, width, height } = geometry;
  const radius = hex / Math.sqrt(3);
  const centres = map.tiles.map(centreOf);
  const left = Math.min(...centres.map((c) => c.x)) - 0.75;
  const top = Math.min(...centres.map((c) => c.y)) - 1 / Math.sqrt(3) - 0.25;
  const check = checkMap(map);
  const rich = new Set(check.energyRich.map(hexLabel));
  const wild = new Map(check.wild.map((w) => [hexLabel(w), w.strength]));
  const corners = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${n(radius * 0.97 * Math.cos(a))},${n(radius * 0.97 * Math.sin(a))}`;
  }).join(" ");
  const defs = new GlyphDefs();
  const shapes: string[] = [];
  map.tiles.forEach((tile, i) => {
    const cx = (centres[i].x - left) * hex;
    const cy = (centres[i].y - top) * hex;
    const colour = colourOf(tile);
    const fill = colour === "heart" ? HEART : (FILL[colour] ?? UNKNOWN);
    const stroke = tile.kind === "portal" ? "#fafaf9" : "#0c0a09";
    const strokeWidth = tile.kind === "land" ? Math.max(1, hex / 60) : Math.max(2, hex / 20);
    shapes.push(`<polygon transform="translate(${n(cx)} ${n(cy)})" points="${corners}" fill="${fill}" stroke="${stroke}" stroke-width="${n(strokeWidth)}"/>`);
    if (hex < LABELLED_HEX_PX) return;
    const ink = DARK.has(colour) ? "#ffffff" : "#1c1917";
    const text = (s: string, dy: number, size: number, font: "regular" | "bold" = "regular") => {
      const natural = defs.width(s, font, size);
      const w = Math.min(natural, hex * 0.84);
      shapes.push(defs.path({ text: s, x: cx - w / 2, y: cy + dy, font, size, fill: ink, width: w }));
    };
    const small = hex / 9;
    text(label(tile), small * 0.35, small * 1.3, "bold");
    text(`${tile.q},${tile.r}`, small * 1.9, small);
    if (rich.has(hexLabel(tile))) text("energy-rich", -small * 1.4, small);
    const strength = wild.get(hexLabel(tile));
    if (strength !== undefined) text(`wild ${strength}`, small * 3.3, small);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${BACKGROUND}"/>${defs.defs()}${shapes.join("")}</svg>`;
}
