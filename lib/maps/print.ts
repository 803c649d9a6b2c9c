import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { checkMap } from "../games/battle-for-eden/map";
import type { BfeMap, MapTile } from "../games/battle-for-eden/map-file";
import { hexLabel } from "../games/battle-for-eden/hex";
import { refusal } from "../errors";
import { embedFonts } from "../proxies/fonts";
import { getMap } from "./service";

/**
 * A saved map as a printable PDF at true hex size: pointy-top hexes `hexMm` millimetres
 * across the flats (the tiles' own size, measured on the table), laid over as many pages as
 * the map needs, each page saying which part of the map it holds. Each hex names its place
 * (q,r) and its tile; energy-rich locations and wild strengths are printed as `cli map` computes them.
 */

export const PAPERS = { a4: [210, 297], letter: [215.9, 279.4] } as const;
export type Paper = keyof typeof PAPERS;
export const HEX_MM = { min: 20, max: 120, default: 50 } as const;
export const MAX_PRINT_PAGES = 60;
const MARGIN_MM = 10;
const PT = 72 / 25.4;

const FILL: Record<string, [number, number, number]> = {
  red: [0.86, 0.15, 0.15],
  blue: [0.15, 0.39, 0.92],
  green: [0.09, 0.64, 0.29],
  yellow: [0.98, 0.8, 0.08],
  white: [0.96, 0.96, 0.96],
  purple: [0.58, 0.2, 0.92],
  black: [0.11, 0.1, 0.09],
};
const DARK = new Set(["red", "blue", "green", "purple", "black"]);

function colourOf(tile: MapTile): string {
  if (tile.kind === "heart") return "heart";
  return ((tile.kind === "portal" ? (tile.color ?? tile.player) : tile.color) ?? "").toLowerCase();
}

function label(tile: MapTile): string {
  if (tile.kind === "heart") return "Heart of Eden";
  if (tile.kind === "portal") return `portal ${tile.player}`;
  return tile.color ?? "";
}

export async function mapPdf(map: BfeMap, name: string, options: { paper: Paper; hexMm: number }): Promise<Uint8Array> {
  const size = options.hexMm / Math.sqrt(3); // circumradius, mm
  const centre = (t: { q: number; r: number }) => ({ x: size * Math.sqrt(3) * (t.q + t.r / 2), y: size * 1.5 * t.r });
  const xs = map.tiles.map((t) => centre(t).x);
  const ys = map.tiles.map((t) => centre(t).y);
  const minX = Math.min(0, ...xs) - options.hexMm / 2;
  const maxX = Math.max(0, ...xs) + options.hexMm / 2;
  const minY = Math.min(0, ...ys) - size;
  const maxY = Math.max(0, ...ys) + size;
  const [pw, ph] = PAPERS[options.paper];
  const areaW = pw - 2 * MARGIN_MM;
  const areaH = ph - 2 * MARGIN_MM - 8; // room for the page's heading
  const cols = Math.max(1, Math.ceil((maxX - minX) / areaW));
  const rows = Math.max(1, Math.ceil((maxY - minY) / areaH));
  if (cols * rows > MAX_PRINT_PAGES) {
    throw refusal("invalid", "MAP_TOO_BIG_TO_PRINT", { hexMm: options.hexMm, pages: cols * rows, max: MAX_PRINT_PAGES });
  }
  const check = checkMap(map);
  const rich = new Set(check.energyRich.map(hexLabel));
  const wild = new Map(check.wild.map((w) => [hexLabel(w), w.strength]));

  const doc = await PDFDocument.create();
  doc.setTitle(`${name} (Battle for Eden map)`);
  doc.setCreator("Edenkeep");
  const fonts = await embedFonts(doc);
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const page = doc.addPage([pw * PT, ph * PT]);
      page.drawText(`${name} — hexes ${options.hexMm} mm across — page row ${row + 1} of ${rows}, column ${col + 1} of ${cols}`, {
        x: MARGIN_MM * PT,
        y: (ph - MARGIN_MM) * PT - 8,
        size: 9,
        font: fonts.regular,
      });
      // The part of the map this page holds, in map millimetres.
      const left = minX + col * areaW;
      const top = minY + row * areaH;
      const toPage = (x: number, y: number) => ({ x: (MARGIN_MM + x - left) * PT, y: (ph - MARGIN_MM - 8 - (y - top)) * PT });
      for (const tile of map.tiles) {
        const c = centre(tile);
        if (c.x + size < left || c.x - size > left + areaW || c.y + size < top || c.y - size > top + areaH) continue;
        drawHex(page, fonts.regular, tile, toPage(c.x, c.y), size * PT, rich.has(hexLabel(tile)), wild.get(hexLabel(tile)));
      }
    }
  }
  return doc.save();
}

function drawHex(page: PDFPage, font: PDFFont, tile: MapTile, at: { x: number; y: number }, r: number, energyRich: boolean, strength: number | undefined) {
  const corners = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
  });
  const colour = colourOf(tile);
  const [red, green, blue]: [number, number, number] = colour === "heart" ? [0.96, 0.62, 0.04] : (FILL[colour] ?? [0.66, 0.64, 0.62]);
  page.drawSvgPath(`M ${corners.join(" L ")} Z`, { x: at.x, y: at.y, color: rgb(red, green, blue), borderColor: rgb(0.2, 0.2, 0.2), borderWidth: 0.8 });
  const ink = DARK.has(colour) ? rgb(1, 1, 1) : rgb(0.1, 0.1, 0.1);
  const text = (s: string, dy: number, size: number) => {
    const w = font.widthOfTextAtSize(s, size);
    page.drawText(s, { x: at.x - w / 2, y: at.y + dy, size, font, color: ink });
  };
  const small = Math.max(5, r / 6);
  text(label(tile), small * 0.2, small * 1.1);
  text(`${tile.q},${tile.r}`, -small * 1.4, small * 0.9);
  if (energyRich) text("energy-rich", small * 1.8, small * 0.9);
  if (strength !== undefined) text(`strength ${strength}`, -small * 2.8, small * 0.9);
}

/** The printable PDF of a map the actor may read (same access as reading it). */
export async function printMap(actorId: string | null, id: string, options: { paper: Paper; hexMm: number }): Promise<{ name: string; pdf: Uint8Array }> {
  const view = await getMap(actorId, id);
  return { name: view.name, pdf: await mapPdf(view.map, view.name, options) };
}
