"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useCardCheck } from "./use-card-check";
import { cellText, cellValue, GRID_COLUMNS, withField } from "./grid-columns";
import { useVocabulary } from "./labels";
import { parsePaste, pasteCells } from "./tsv";
import type { DesignCard, SetDesigner } from "./types";

type Pos = { row: number; col: number };

/**
 * The whole set's stats as a spreadsheet: rows are cards, columns the game's numeric and
 * short fields. Arrow keys move, Enter (or F2) edits, typing overwrites, Delete clears,
 * Escape cancels; tab-separated rows pasted from a spreadsheet fill the cells from the
 * current one. Each cell is checked by the game's card schema, the finding on the cell.
 */
export function StatsGrid({ designer }: { designer: SetDesigner }) {
  const t = useTranslations("designer");
  const columnName = useVocabulary("columns");
  const { set } = designer;
  const columns = GRID_COLUMNS[set.game];
  const [active, setActive] = useState<Pos>({ row: 0, col: 0 });
  const [editing, setEditing] = useState<string | null>(null);
  const [typed, setTyped] = useState<Record<string, { text: string; error: string }>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);
  const checkCard = useCardCheck();
  const schemaErrors = useMemo(() => set.cards.map((c) => checkCard(set.game, c, set.cards)), [checkCard, set.cards, set.game]);

  useEffect(() => {
    if (editing === null) table.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`)?.focus();
  }, [active, editing]);

  /** Writes cells' texts into the cards as one undo step; a text that does not read stays on its cell with the reason. */
  function write(cells: [number, number, string][], label: string) {
    const bad: Record<string, { text: string; error: string }> = {};
    const good: [number, string, unknown][] = [];
    for (const [row, col, text] of cells) {
      const column = columns[col];
      const value = cellValue(column.kind, text);
      if (value.ok) good.push([row, column.key, value.value]);
      else bad[`${row}:${col}`] = { text, error: value.error };
    }
    setTyped((prev) => {
      const next = { ...prev };
      for (const [row, col] of cells) delete next[`${row}:${col}`];
      return { ...next, ...bad };
    });
    if (good.length === 0) return;
    designer.update((s) => {
      const cards = [...s.cards];
      for (const [row, key, value] of good) cards[row] = withField(cards[row], key, value);
      return { ...s, cards };
    }, label);
  }

  const move = (row: number, col: number) =>
    setActive({ row: Math.max(0, Math.min(set.cards.length - 1, row)), col: Math.max(0, Math.min(columns.length - 1, col)) });

  function onCellKey(e: React.KeyboardEvent) {
    if (editing !== null || e.ctrlKey || e.metaKey || e.altKey) return;
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (e.key in moves) {
      e.preventDefault();
      move(active.row + moves[e.key][0], active.col + moves[e.key][1]);
    } else if (e.key === "Enter" || e.key === "F2") {
      e.preventDefault();
      setEditing(textAt(active));
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      write([[active.row, active.col, ""]], t("grid.step"));
    } else if (e.key.length === 1) {
      e.preventDefault();
      setEditing(e.key);
    }
  }

  function onEditKey(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" || e.key === "Tab") {
      e.preventDefault();
      write([[active.row, active.col, e.currentTarget.value]], t("grid.step"));
      setEditing(null);
      move(active.row + (e.key === "Enter" ? 1 : 0), active.col + (e.key === "Tab" ? (e.shiftKey ? -1 : 1) : 0));
    } else if (e.key === "Escape") {
      e.preventDefault();
      setEditing(null);
    }
  }

  function onPaste(e: React.ClipboardEvent) {
    if (editing !== null) return;
    e.preventDefault();
    const parsed = parsePaste(e.clipboardData.getData("text/plain"));
    if (!parsed.ok) {
      setNotice(parsed.error);
      return;
    }
    const cells = pasteCells(parsed.rows, active, { rows: set.cards.length, cols: columns.length });
    setNotice(t("grid.pasted", { count: cells.length }));
    write(cells, t("grid.paste"));
  }

  const textAt = (p: Pos) => typed[`${p.row}:${p.col}`]?.text ?? cellText(columns[p.col].kind, set.cards[p.row]?.[columns[p.col].key]);

  if (set.cards.length === 0) return <p className="text-sm text-stone-700">{t("grid.empty")}</p>;
  return (
    <div className="space-y-2">
      <p className="text-xs text-stone-700">{t("grid.help")}</p>
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
      <div className="overflow-x-auto">
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern: a table whose cells take the keyboard, as in a spreadsheet */}
        <table ref={table} role="grid" aria-label={t("grid.label")} className="border-collapse text-sm" onPaste={onPaste}>
          <thead>
            <tr>
              <th scope="col" className="border border-stone-300 px-2 text-left">
                {t("grid.code")}
              </th>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="border border-stone-300 px-2 text-left">
                  {columnName(c.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {set.cards.map((card: DesignCard, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: codes may repeat while a card is being edited; the row is the card's place
              <tr key={`${String(card.code)}-${row}`}>
                <th scope="row" className="border border-stone-300 px-2 text-left font-mono text-xs">
                  {String(card.code ?? "")}
                </th>
                {columns.map((column, col) => {
                  const here = row === active.row && col === active.col;
                  const error = typed[`${row}:${col}`]?.error ?? schemaErrors[row][column.key];
                  return (
                    <td
                      key={column.key}
                      data-cell={`${row}:${col}`}
                      tabIndex={here && editing === null ? 0 : -1}
                      aria-invalid={error ? true : undefined}
                      aria-label={`${String(card.name ?? card.code)} ${columnName(column.key)}`}
                      title={error}
                      onClick={() => setActive({ row, col })}
                      onDoubleClick={() => setEditing(textAt({ row, col }))}
                      onKeyDown={onCellKey}
                      className={`min-w-20 border px-1 ${error ? "border-red-700 bg-red-50" : "border-stone-300"} ${here ? "outline-2 outline-stone-900" : ""}`}
                    >
                      {here && editing !== null ? (
                        <input
                          // biome-ignore lint/a11y/noAutofocus: the cell being edited takes the keyboard, as in a spreadsheet
                          autoFocus
                          aria-label={`${String(card.name ?? card.code)} ${columnName(column.key)}`}
                          defaultValue={editing}
                          onKeyDown={onEditKey}
                          onBlur={(e) => {
                            write([[row, col, e.currentTarget.value]], t("grid.step"));
                            setEditing(null);
                          }}
                          className="w-full bg-white px-1"
                        />
                      ) : (
                        <span>{textAt({ row, col })}</span>
                      )}
                      {error && <span className="sr-only">{error}</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
