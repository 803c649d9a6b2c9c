"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { hexLabel, type Hex } from "@/lib/games/battle-for-eden/hex";
import type { MapTile } from "@/lib/games/battle-for-eden/map-file";
import { cursorStep, hexAt, hexCentre, hexesWithin, hexPoints, HEX_SIZE } from "./hex-geometry";
import { tileFill, tileInk, useTileLabels } from "./palette";

export type Tool = "paint" | "erase" | "pan";
export type Mark = "error" | "warning";

export interface BoardProps {
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
  tool: Tool;
  readOnly: boolean;
  /** Places beyond this distance from (0, 0) cannot be painted (saved maps keep |q|, |r| ≤ 50). */
  maxCoordinate: number;
  onPaint(at: Hex, stroke: number): void;
  onErase(at: Hex, stroke: number): void;
  onUndo(): void;
  onRedo(): void;
}

const MIN_RADIUS = 6;
let strokes = 0;

/**
 * The map as an SVG hex grid: click or drag to paint or erase (mouse, pen and touch alike
 * through pointer events), the Pan tool or the wheel to move and zoom, and the keyboard: arrow
 * keys move a cursor hex, Enter or Space paints, Delete erases, Ctrl+Z / Ctrl+Y undo and redo.
 */
export function HexBoard(props: BoardProps) {
  const { tiles, marks, picked, hints, energyRich, wild, showEnergy, showWild, tool, readOnly, maxCoordinate } = props;
  const tb = useTranslations("maps.board");
  const { tileLabel } = useTileLabels();
  const svgRef = useRef<SVGSVGElement>(null);
  const [cursor, setCursor] = useState<Hex>({ q: 0, r: 0 });
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ stroke: number; last: string; mode: Tool; from?: { x: number; y: number; pan: { x: number; y: number } } } | null>(null);

  const byPlace = useMemo(() => new Map(tiles.map((t) => [hexLabel(t), t])), [tiles]);
  const radius = useMemo(() => {
    const far = tiles.reduce((m, t) => Math.max(m, (Math.abs(t.q) + Math.abs(t.r) + Math.abs(t.q + t.r)) / 2), 0);
    return Math.min(maxCoordinate, Math.max(MIN_RADIUS, far + 2));
  }, [tiles, maxCoordinate]);
  const cells = useMemo(() => hexesWithin(radius), [radius]);

  const extent = HEX_SIZE * Math.sqrt(3) * (radius + 1);
  const w = (2 * extent) / zoom;
  const viewBox = `${pan.x - w / 2} ${pan.y - w / 2} ${w} ${w}`;

  // The wheel zooms; React's wheel listener is passive, so this one is added by hand to keep the page still.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, []);

  function pointAt(e: PointerEvent<SVGSVGElement>): { x: number; y: number } | null {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  function inBounds(h: Hex): boolean {
    return Math.abs(h.q) <= maxCoordinate && Math.abs(h.r) <= maxCoordinate && Math.abs(h.q + h.r) <= 2 * maxCoordinate;
  }

  function apply(at: Hex, mode: Tool, stroke: number) {
    if (!inBounds(at)) return;
    setCursor(at);
    if (mode === "paint") props.onPaint(at, stroke);
    else if (mode === "erase") props.onErase(at, stroke);
  }

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    const p = pointAt(e);
    if (!p) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const mode: Tool = readOnly ? "pan" : tool;
    const stroke = ++strokes;
    if (mode === "pan") {
      drag.current = { stroke, last: "", mode, from: { x: e.clientX, y: e.clientY, pan } };
      return;
    }
    const at = hexAt(p.x, p.y);
    drag.current = { stroke, last: hexLabel(at), mode };
    apply(at, mode, stroke);
  }

  function onPointerMove(e: PointerEvent<SVGSVGElement>) {
    const d = drag.current;
    if (!d) return;
    if (d.mode === "pan" && d.from) {
      const rect = e.currentTarget.getBoundingClientRect();
      const scale = w / Math.max(1, Math.min(rect.width, rect.height));
      setPan({ x: d.from.pan.x - (e.clientX - d.from.x) * scale, y: d.from.pan.y - (e.clientY - d.from.y) * scale });
      return;
    }
    const p = pointAt(e);
    if (!p) return;
    const at = hexAt(p.x, p.y);
    const label = hexLabel(at);
    if (label === d.last) return;
    d.last = label;
    apply(at, d.mode, d.stroke);
  }

  function onPointerUp() {
    drag.current = null;
  }

  function onKeyDown(e: KeyboardEvent<SVGSVGElement>) {
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && (e.key === "z" || e.key === "Z")) {
      e.preventDefault();
      if (e.shiftKey) props.onRedo();
      else props.onUndo();
      return;
    }
    if (ctrl && (e.key === "y" || e.key === "Y")) {
      e.preventDefault();
      props.onRedo();
      return;
    }
    const step = cursorStep(e.key, e.shiftKey);
    if (step) {
      e.preventDefault();
      const next = { q: cursor.q + step.q, r: cursor.r + step.r };
      if (inBounds(next)) setCursor(next);
      return;
    }
    if (readOnly) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      props.onPaint(cursor, ++strokes);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      props.onErase(cursor, ++strokes);
    }
  }

  const cursorTile = byPlace.get(hexLabel(cursor));
  const cursorMark = marks.get(hexLabel(cursor));
  const cursorArgs = { at: hexLabel(cursor), tile: cursorTile ? tileLabel(cursorTile) : tb("empty") };
  const cursorText = cursorMark ? tb("cursorMarked", { ...cursorArgs, mark: cursorMark }) : tb("cursor", cursorArgs);

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{tb("view")}</span>
        <button type="button" className={smallButton} onClick={() => setZoom((z) => clampZoom(z * 1.25))} aria-label={tb("zoomIn")}>
          +
        </button>
        <button type="button" className={smallButton} onClick={() => setZoom((z) => clampZoom(z / 1.25))} aria-label={tb("zoomOut")}>
          −
        </button>
        <button
          type="button"
          className={smallButton}
          onClick={() => {
            setZoom(1);
            setPan({ x: 0, y: 0 });
          }}
        >
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
        viewBox={viewBox}
        className="aspect-square w-full touch-none select-none rounded border border-stone-300 bg-sky-50 focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-amber-600"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
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

function clampZoom(z: number): number {
  return Math.min(6, Math.max(0.4, z));
}

function diamond(x: number, y: number): string {
  const s = 6;
  return `${x},${y - s} ${x + s},${y} ${x},${y + s} ${x - s},${y}`;
}
