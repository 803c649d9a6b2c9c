import { useTranslations } from "next-intl";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { PLAYER_COLOURS } from "@/lib/games/battle-for-eden/map-generator";

/**
 * The tiles the editor paints, grouped as "Map creation ▶ Setup" hands them out: the Heart of
 * Eden, each player's portal (of the player's colour) and the land tiles of the 7 colours,
 * black among them. The rules name no colour but black; the other six are Edenkeep's (PLAYER_COLOURS).
 */
export { PLAYER_COLOURS };
export const LAND_COLOURS = [...PLAYER_COLOURS, "black"] as const;

export const FILL: Record<string, string> = {
  red: "#dc2626",
  blue: "#2563eb",
  green: "#16a34a",
  yellow: "#facc15",
  white: "#f5f5f4",
  purple: "#9333ea",
  black: "#1c1917",
};

/** Text drawn on a tile of that fill: dark on light tiles, light on dark ones. */
export const INK: Record<string, string> = { red: "#fff", blue: "#fff", green: "#fff", yellow: "#1c1917", white: "#1c1917", purple: "#fff", black: "#fff" };

export type Brush = { kind: "heart" } | { kind: "portal"; player: string } | { kind: "land"; color: string };

/** The brushes' and tiles' names in the reader's language; a colour the game does not name stays as written. */
export function useTileLabels() {
  const t = useTranslations("maps.tiles");
  const names: Record<string, string> = {
    red: t("colours.red"),
    blue: t("colours.blue"),
    green: t("colours.green"),
    yellow: t("colours.yellow"),
    white: t("colours.white"),
    purple: t("colours.purple"),
    black: t("colours.black"),
  };
  const colourName = (colour: string) => names[colour.toLowerCase()] ?? colour;
  return {
    colourName,
    brushLabel(brush: Brush): string {
      if (brush.kind === "heart") return t("heart");
      if (brush.kind === "portal") return t("portal", { colour: colourName(brush.player) });
      return t("land", { colour: colourName(brush.color) });
    },
    tileLabel(tile: MapTile): string {
      if (tile.kind === "heart") return t("heart");
      if (tile.kind === "portal") return t("portalOf", { player: tile.player ?? "" });
      return t("land", { colour: colourName(tile.color ?? "") });
    },
  };
}

/** The fill of a tile: its colour; the Heart gold; a portal its player's colour (or grey for an unknown one). */
export function tileFill(tile: MapTile): string {
  if (tile.kind === "heart") return "#f59e0b";
  const colour = (tile.kind === "portal" ? (tile.color ?? tile.player) : tile.color)?.toLowerCase() ?? "";
  return FILL[colour] ?? "#a8a29e";
}

export function tileInk(tile: MapTile): string {
  if (tile.kind === "heart") return "#1c1917";
  const colour = (tile.kind === "portal" ? (tile.color ?? tile.player) : tile.color)?.toLowerCase() ?? "";
  return INK[colour] ?? "#1c1917";
}
