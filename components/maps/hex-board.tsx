"use client";

import { useTranslations } from "next-intl";
import { useMemo, useRef } from "react";
import { hexLabel } from "@/lib/games/battle-for-eden/hex";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { hexCentre, hexesWithin, hexPoints, HEX_SIZE } from "./hex-geometry";
import { tileFill, tileInk, useTileLabels } from "./palette";
import { type BoardInput, useBoardInput } from "./use-board-input";
import { useBoardView } from "./use-board-view";

export type Mark = "error" | "warning";

export interface BoardProps extends BoardInput {
  tiles: MapTile[];
  marks: ReadonlyMap<string, Mark>;
  /** Tiles of the issue picked in the list, drawn thicker. */
  picked: ReadonlySet<string>;
  /** Empty places to point out (where a tile or portal may go), outlined in green. */
  hints?: ReadonlySet<string>;
  energyRich: ReadonlySet<string>;
  wild: ReadonlyMap<string, number>;
  showEnergy: boolean;
  showWild: boolean;
}

const MIN_RADIUS = 6;

/**
 * The map as an SVG hex grid: click or drag to paint or erase (mouse, pen and touch alike
 * through pointer events), the Pan tool or the wheel to move and zoom, and the keyboard: arrow
 * keys move a cursor hex, Enter or Space paints, Delete erases, Ctrl+Z / Ctrl+Y undo and redo.
 */
export function HexBoard(props: BoardProps) {
  const { tiles, marks, picked, hints, energyRich, wild, showEnergy, showWild, readOnly, maxCoordinate } = props;
  const tb = useTranslations("maps.board");
  const { tileLabel } = useTileLabels();
  const svgRef = useRef<SVGSVGElement>(null);
  const byPlace = useMemo(() => new Map(tiles.map((t) => [hexLabel(t), t])), [tiles]);
  const radius = useMemo(() => {
    const far = tiles.reduce((m, t) => Math.max(m, (Math.abs(t.q) + Math.abs(t.r) + Math.abs(t.q + t.r)) / 2), 0);
    return Math.min(maxCoordinate, Math.max(MIN_RADIUS, far + 2));
  }, [tiles, maxCoordinate]);
  const cells = useMemo(() => hexesWithin(radius), [radius]);
  const view = useBoardView(svgRef, radius);
  const { cursor, handlers } = useBoardInput({ ...props, svgRef, view });

  const cursorTile = byPlace.get(hexLabel(cursor));
  const cursorMark = marks.get(hexLabel(cursor));
  const cursorArgs = { at: hexLabel(cursor), tile: cursorTile ? tileLabel(cursorTile) : tb("empty") };
  const cursorText = cursorMark ? tb("cursorMarked", { ...cursorArgs, mark: cursorMark }) : tb("cursor", cursorArgs);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{tb("view")}</span>
        <button type="button" className={smallButton} onClick={() => view.zoomBy(1.25)} aria-label={tb("zoomIn")}>
          +
        </button>
        <button type="button" className={smallButton} onClick={() => view.zoomBy(1 / 1.25)} aria-label={tb("zoomOut")}>
          −
        </button>
        <button type="button" className={smallButton} onClick={view.fit}>
          {tb("fit")}
        </button>
        <span className="text-stone-600" aria-live="polite" data-testid="map-cursor">
          {cursorText}
        </span>
      </div>
      <svg
        ref={svgRef}
        role="application"
        aria-roledescription={tb("roleDescription")}
        aria-label={readOnly ? tb("readOnly") : tb("keys")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the grid is a keyboard-operated widget (arrow keys, Enter, Delete, Ctrl+Z), role "application".
        tabIndex={0}
        viewBox={view.viewBox}
        className="aspect-square w-full touch-none select-none rounded border border-stone-300 bg-sky-50 focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-amber-600"
        {...handlers}
        data-testid="map-board"
      >
        {cells.map((c) => {
          const label = hexLabel(c);
          const tile = byPlace.get(label);
          return tile ? null : (
            <polygon key={label} points={hexPoints(c, HEX_SIZE, 1)} fill="#fff" stroke="#d6d3d1" strokeWidth={1} data-hex={label} data-kind="empty" />
          );
        })}
        {tiles.map((t) => {
          const label = hexLabel(t);
          const { x, y } = hexCentre(t);
          const mark = marks.get(label);
          return (
            <g key={label} data-hex={label} data-kind={t.kind} data-mark={mark ?? undefined}>
              <title>{`${label}: ${tileLabel(t)}${mark ? ` (${mark})` : ""}`}</title>
              <polygon points={hexPoints(t, HEX_SIZE, 1)} fill={tileFill(t)} stroke="#57534e" strokeWidth={1} />
              {t.kind === "heart" && <circle cx={x} cy={y} r={HEX_SIZE * 0.35} fill="#fff7ed" stroke="#b45309" strokeWidth={2} />}
              {t.kind === "portal" && <circle cx={x} cy={y} r={HEX_SIZE * 0.45} fill="none" stroke={tileInk(t)} strokeWidth={3} strokeDasharray="4 3" />}
              {showWild && wild.has(label) && (
                <text x={x} y={y + 5} textAnchor="middle" fontSize={14} fontWeight={700} fill={tileInk(t)}>
                  {wild.get(label)}
                </text>
              )}
              {showEnergy && energyRich.has(label) && (
                <polygon points={diamond(x, y - HEX_SIZE * 0.55)} fill="#22d3ee" stroke="#164e63" strokeWidth={1.5} data-energy-rich="" />
              )}
            </g>
          );
        })}
        {[...(hints ?? [])].map((label) => {
          const [q, r] = label.split(",").map(Number);
          return (
            <polygon
              key={`hint-${label}`}
              points={hexPoints({ q, r }, HEX_SIZE, 4)}
              fill="#bbf7d0"
              fillOpacity={0.6}
              stroke="#15803d"
              strokeWidth={2}
              pointerEvents="none"
              data-hint={label}
            />
          );
        })}
        {[...marks].map(([label, mark]) => {
          const [q, r] = label.split(",").map(Number);
          return (
            <polygon
              key={`mark-${label}`}
              points={hexPoints({ q, r }, HEX_SIZE, 3)}
              fill="none"
              stroke={mark === "error" ? "#b91c1c" : "#d97706"}
              strokeWidth={picked.has(label) ? 6 : 3.5}
              strokeDasharray={mark === "warning" ? "6 4" : undefined}
              pointerEvents="none"
            />
          );
        })}
        <polygon
          points={hexPoints(cursor, HEX_SIZE, 0)}
          fill="none"
          stroke="#0c0a09"
          strokeWidth={2.5}
          strokeDasharray="3 3"
          pointerEvents="none"
          data-testid="map-cursor-hex"
        />
      </svg>
    </div>
  );
}

const smallButton = "min-h-8 min-w-8 rounded border border-stone-400 bg-white px-2 text-sm font-medium hover:bg-stone-100";

function diamond(x: number, y: number): string {
  const s = 6;
  return `${x},${y - s} ${x + s},${y} ${x},${y + s} ${x - s},${y}`;
}
