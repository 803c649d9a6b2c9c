"use client";

import { type RefObject, useEffect, useState } from "react";
import { HEX_SIZE } from "./hex-geometry";

export interface BoardView {
  viewBox: string;
  /** The width of the view in board units (what a pixel of pan is worth depends on it). */
  width: number;
  pan: { x: number; y: number };
  setPan(pan: { x: number; y: number }): void;
  zoomBy(factor: number): void;
  fit(): void;
}

/**
 * What part of the board is shown: zoom (the buttons and the wheel) and pan, over a board of
 * `radius` hexes around (0, 0). React's wheel listener is passive, so the wheel's is added by
 * hand to keep the page from scrolling under the board.
 */
export function useBoardView(svgRef: RefObject<SVGSVGElement | null>, radius: number): BoardView {
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const extent = HEX_SIZE * Math.sqrt(3) * (radius + 1);
  const width = (2 * extent) / zoom;

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [svgRef]);

  return {
    viewBox: `${pan.x - width / 2} ${pan.y - width / 2} ${width} ${width}`,
    width,
    pan,
    setPan,
    zoomBy: (factor) => setZoom((z) => clampZoom(z * factor)),
    fit: () => {
      setZoom(1);
      setPan({ x: 0, y: 0 });
    },
  };
}

function clampZoom(z: number): number {
  return Math.min(6, Math.max(0.4, z));
}
