import { hexLabel, type Hex } from "@/lib/games/battle-for-eden/hex";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { foldName } from "@/lib/engine/fold";
import type { Brush } from "./palette";

/**
 * The editor's drawing: the tiles, one per place, with undo and redo. A stroke (press, drag,
 * release) is one undo step. The Heart and each player's portal are single tiles, so painting
 * one elsewhere moves it ("remove their portal tile then adding it elsewhere", "Building the map").
 */
export interface Drawing {
  tiles: MapTile[];
  past: MapTile[][];
  future: MapTile[][];
  /** The stroke that made the last undo step: later changes of the same stroke join it. */
  stroke: number | null;
}

export const MAX_UNDO = 200;

export type DrawingAction =
  | { type: "paint"; at: Hex; brush: Brush; stroke: number }
  | { type: "erase"; at: Hex; stroke: number }
  /** With `ifStill`: only while the drawing is still those tiles (a save's answer must not undo a stroke made while it ran). */
  | { type: "replace"; tiles: MapTile[]; ifStill?: MapTile[] }
  | { type: "undo" }
  | { type: "redo" };

export function drawingOf(tiles: MapTile[]): Drawing {
  return { tiles, past: [], future: [], stroke: null };
}

function tileOf(at: Hex, brush: Brush): MapTile {
  if (brush.kind === "heart") return { q: at.q, r: at.r, kind: "heart" };
  if (brush.kind === "portal") return { q: at.q, r: at.r, kind: "portal", player: brush.player };
  return { q: at.q, r: at.r, kind: "land", color: brush.color };
}

function sameTile(a: MapTile | undefined, b: MapTile): boolean {
  return a !== undefined && a.kind === b.kind && a.color === b.color && a.player === b.player;
}

/** The tiles after painting `brush` at `at`: that place's tile replaced; the Heart, or that player's portal, moved. */
export function painted(tiles: MapTile[], at: Hex, brush: Brush): MapTile[] {
  const tile = tileOf(at, brush);
  const here = hexLabel(at);
  const moved = (t: MapTile) =>
    (brush.kind === "heart" && t.kind === "heart") || (brush.kind === "portal" && t.kind === "portal" && foldName(t.player ?? "") === foldName(brush.player));
  return [...tiles.filter((t) => hexLabel(t) !== here && !moved(t)), tile];
}

export function erased(tiles: MapTile[], at: Hex): MapTile[] {
  const here = hexLabel(at);
  return tiles.filter((t) => hexLabel(t) !== here);
}

function withChange(state: Drawing, tiles: MapTile[], stroke: number | null): Drawing {
  const joins = stroke !== null && stroke === state.stroke;
  const past = joins ? state.past : [...state.past, state.tiles].slice(-MAX_UNDO);
  return { tiles, past, future: [], stroke };
}

export function drawingReducer(state: Drawing, action: DrawingAction): Drawing {
  switch (action.type) {
    case "paint": {
      const current = state.tiles.find((t) => t.q === action.at.q && t.r === action.at.r);
      if (sameTile(current, tileOf(action.at, action.brush))) return state;
      return withChange(state, painted(state.tiles, action.at, action.brush), action.stroke);
    }
    case "erase": {
      if (!state.tiles.some((t) => t.q === action.at.q && t.r === action.at.r)) return state;
      return withChange(state, erased(state.tiles, action.at), action.stroke);
    }
    case "replace":
      if (action.ifStill !== undefined && action.ifStill !== state.tiles) return state;
      return withChange(state, action.tiles, null);
    case "undo": {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { tiles: previous, past: state.past.slice(0, -1), future: [state.tiles, ...state.future], stroke: null };
    }
    case "redo": {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { tiles: next, past: [...state.past, state.tiles], future: rest, stroke: null };
    }
  }
}
