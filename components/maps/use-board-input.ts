"use client";

import { type KeyboardEvent, type PointerEvent, type RefObject, useRef, useState } from "react";
import { hexLabel, type Hex } from "@/lib/games/battle-for-eden/hex";
import { cursorStep, hexAt } from "./hex-geometry";
import type { BoardView } from "./use-board-view";

export type Tool = "paint" | "erase" | "pan";

/** What the player does on a board, and what it may do: the board's props that input reads. */
export interface BoardInput {
  tool: Tool;
  readOnly: boolean;
  /** Places beyond this distance from (0, 0) cannot be painted (saved maps keep |q|, |r| ≤ 50). */
  maxCoordinate: number;
  onPaint(at: Hex, stroke: number): void;
  onErase(at: Hex, stroke: number): void;
  onUndo(): void;
  onRedo(): void;
}

interface Drag {
  stroke: number;
  last: string;
  mode: Tool;
  from?: { x: number; y: number; pan: { x: number; y: number } };
}

/**
 * The board's cursor and what the pointer and keyboard do with it: a press and drag paints,
 * erases or pans (mouse, pen and touch alike through pointer events), arrow keys move the cursor
 * hex, Enter or Space paints, Delete erases, Ctrl+Z / Ctrl+Y undo and redo. Each press or key is
 * one stroke (the editor joins a stroke's changes into one undo step); the count is this board's,
 * started from the clock so that a board mounted again never repeats a stroke of the one before.
 */
export function useBoardInput({
  svgRef,
  view,
  tool,
  readOnly,
  maxCoordinate,
  onPaint,
  onErase,
  onUndo,
  onRedo,
}: BoardInput & { svgRef: RefObject<SVGSVGElement | null>; view: BoardView }) {
  const [cursor, setCursor] = useState<Hex>({ q: 0, r: 0 });
  const strokes = useRef(Date.now());
  const drag = useRef<Drag | null>(null);

  function pointAt(e: PointerEvent<SVGSVGElement>): { x: number; y: number } | null {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y };
  }

  function inBounds(h: Hex): boolean {
    return Math.abs(h.q) <= maxCoordinate && Math.abs(h.r) <= maxCoordinate && Math.abs(h.q + h.r) <= 2 * maxCoordinate;
  }

  function apply(at: Hex, mode: Tool, stroke: number) {
    if (!inBounds(at)) return;
    setCursor(at);
    if (mode === "paint") onPaint(at, stroke);
    else if (mode === "erase") onErase(at, stroke);
  }

  function onPointerDown(e: PointerEvent<SVGSVGElement>) {
    if (e.button !== 0 && e.pointerType === "mouse") return;
    const p = pointAt(e);
    if (!p) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const mode: Tool = readOnly ? "pan" : tool;
    const stroke = ++strokes.current;
    if (mode === "pan") {
      drag.current = { stroke, last: "", mode, from: { x: e.clientX, y: e.clientY, pan: view.pan } };
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
      const scale = view.width / Math.max(1, Math.min(rect.width, rect.height));
      view.setPan({ x: d.from.pan.x - (e.clientX - d.from.x) * scale, y: d.from.pan.y - (e.clientY - d.from.y) * scale });
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
      if (e.shiftKey) onRedo();
      else onUndo();
      return;
    }
    if (ctrl && (e.key === "y" || e.key === "Y")) {
      e.preventDefault();
      onRedo();
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
      onPaint(cursor, ++strokes.current);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      onErase(cursor, ++strokes.current);
    }
  }

  return { cursor, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown } };
}
