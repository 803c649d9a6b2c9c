import Papa from "papaparse";

/** The most a paste into the stats grid may hold: more is refused with a message, nothing read. */
export const MAX_PASTE_CHARS = 200_000;
export const MAX_PASTE_ROWS = 1000;
export const MAX_PASTE_COLUMNS = 40;

export type PasteResult = { ok: true; rows: string[][] } | { ok: false; error: string };

/**
 * Tab-separated rows as a spreadsheet puts them on the clipboard (quoted cells may hold tabs
 * and line breaks), read by papaparse in one linear pass. A trailing empty line is dropped.
 */
export function parsePaste(text: string): PasteResult {
  if (text.length > MAX_PASTE_CHARS) return { ok: false, error: `The pasted text has ${text.length} characters; at most ${MAX_PASTE_CHARS} are read.` };
  const parsed = Papa.parse<string[]>(text.replace(/\r?\n$/, ""), { delimiter: "\t", preview: MAX_PASTE_ROWS + 1, skipEmptyLines: false });
  const rows = parsed.data;
  if (rows.length > MAX_PASTE_ROWS) return { ok: false, error: `The pasted text has more than ${MAX_PASTE_ROWS} rows.` };
  const wide = rows.findIndex((r) => r.length > MAX_PASTE_COLUMNS);
  if (wide >= 0) return { ok: false, error: `Row ${wide + 1} of the pasted text has ${rows[wide].length} columns; at most ${MAX_PASTE_COLUMNS} are read.` };
  return { ok: true, rows };
}

/** The cells a paste fills from (row, column) on: [row, column, text], clipped to the grid. */
export function pasteCells(rows: string[][], at: { row: number; col: number }, size: { rows: number; cols: number }): [number, number, string][] {
  const out: [number, number, string][] = [];
  rows.forEach((cells, r) => {
    cells.forEach((text, c) => {
      const row = at.row + r;
      const col = at.col + c;
      if (row < size.rows && col < size.cols) out.push([row, col, text]);
    });
  });
  return out;
}
