"use client";

import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from "react";

/** The cells of a grid table: every `td` with data-x and data-y. */
function cellsOf(table: HTMLTableElement | null): HTMLTableCellElement[] {
  return table ? [...table.querySelectorAll<HTMLTableCellElement>("td[data-x][data-y]")] : [];
}

const keyOf = (td: HTMLElement) => `${td.dataset.x},${td.dataset.y}`;

/** One Tab stop in the grid: the active cell and the buttons inside it; every other cell and button only by the arrow keys. */
function syncTabStops(cells: HTMLTableCellElement[], active: string | null) {
  for (const td of cells) {
    const on = keyOf(td) === active;
    td.tabIndex = on ? 0 : -1;
    for (const button of td.querySelectorAll("button")) button.tabIndex = on ? 0 : -1;
  }
}

/**
 * The ARIA grid pattern (roving tabindex) for a table of cells placed by data-x / data-y: the
 * arrow keys move between cells, Home and End to the row's ends, Ctrl+Home and Ctrl+End to the
 * grid's corners; Enter or F2 moves into a cell's buttons and Escape back to the cell. The
 * `preferred` cell (e.g. the first place a card can go) becomes the Tab stop whenever it changes.
 * Enter moves in when the key comes up, not down: a button focused while Enter is still down can
 * take the same press as its own and act (the goldfish then built where the player only looked).
 */
export function useGridKeys(table: RefObject<HTMLTableElement | null>, preferred: string | null) {
  const active = useRef<string | null>(null);
  const lastPreferred = useRef<string | null>(null);
  // The cell whose Enter is down: its buttons take the focus when the key comes up.
  const entering = useRef<HTMLTableCellElement | null>(null);

  // After every render: the cells may have changed.
  useEffect(() => {
    const cells = cellsOf(table.current);
    const keys = new Set(cells.map(keyOf));
    if (preferred !== lastPreferred.current && preferred !== null && keys.has(preferred)) active.current = preferred;
    lastPreferred.current = preferred;
    if (active.current === null || !keys.has(active.current)) active.current = cells[0] ? keyOf(cells[0]) : null;
    syncTabStops(cells, active.current);
  });

  function onKeyDown(e: KeyboardEvent<HTMLTableElement>) {
    const target = e.target as HTMLElement;
    const td = target.closest("td");
    if (!td?.dataset.x || !table.current?.contains(td)) return;
    if (target !== td) {
      if (e.key === "Escape") {
        e.preventDefault();
        td.focus();
      }
      return;
    }
    if (e.key === "Enter" || e.key === "F2") {
      const button = td.querySelector("button");
      if (button) {
        e.preventDefault();
        if (e.key === "F2") button.focus();
        else entering.current = td;
      }
      return;
    }
    const cells = cellsOf(table.current);
    const xs = cells.map((c) => Number(c.dataset.x));
    const ys = cells.map((c) => Number(c.dataset.y));
    let x = Number(td.dataset.x);
    let y = Number(td.dataset.y);
    if (e.key === "ArrowRight") x += 1;
    else if (e.key === "ArrowLeft") x -= 1;
    else if (e.key === "ArrowDown") y += 1;
    else if (e.key === "ArrowUp") y -= 1;
    else if (e.key === "Home") [x, y] = [Math.min(...xs), e.ctrlKey ? Math.min(...ys) : y];
    else if (e.key === "End") [x, y] = [Math.max(...xs), e.ctrlKey ? Math.max(...ys) : y];
    else return;
    e.preventDefault();
    const next = cells.find((c) => c.dataset.x === String(x) && c.dataset.y === String(y));
    if (!next) return;
    active.current = keyOf(next);
    syncTabStops(cells, active.current);
    next.focus();
  }

  /** Enter come up on the cell it went down on: into the cell's first button. */
  function onKeyUp(e: KeyboardEvent<HTMLTableElement>) {
    const td = entering.current;
    if (e.key !== "Enter" || td === null) return;
    entering.current = null;
    if (e.target === td) td.querySelector("button")?.focus();
  }

  /** A cell (or a button in it) reached by pointer or by the program becomes the Tab stop. */
  function onFocus(e: FocusEvent<HTMLTableElement>) {
    const td = (e.target as HTMLElement).closest("td");
    if (!td?.dataset.x || keyOf(td) === active.current) return;
    active.current = keyOf(td);
    syncTabStops(cellsOf(table.current), active.current);
  }

  return { onKeyDown, onKeyUp, onFocus };
}
