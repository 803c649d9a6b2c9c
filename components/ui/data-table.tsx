import type { ReactNode } from "react";

/** A column: its header, what each row shows in it, and whether it holds numbers (figures aligned, tabular). */
export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** Classes of each of its cells (e.g. a colour that says legal or not). */
  cellClass?: (row: T) => string | undefined;
}

/**
 * A listing as a table (decks, maps, sets): column headers scoped to their columns, a rule
 * between rows, numbers in tabular figures. Each row may carry data attributes (`data-deck`)
 * that tests and scripts find it by. Renders on the server or the client alike.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  rowData,
  label,
}: {
  rows: readonly T[];
  columns: readonly (Column<T> | false | undefined)[];
  rowKey: (row: T) => string;
  rowData?: (row: T) => Record<`data-${string}`, string>;
  label?: string;
}) {
  const shown = columns.filter((c): c is Column<T> => Boolean(c));
  return (
    <table className="w-full text-sm" aria-label={label}>
      <thead>
        <tr className="text-left text-stone-600">
          {shown.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's life; their headers may be elements
            <th key={i} scope="col">
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t border-stone-200" {...rowData?.(row)}>
            {shown.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <td key={i} className={["py-1", c.numeric ? "tabular-nums" : "", c.cellClass?.(row) ?? ""].join(" ").trim()}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A listing's legal column: the game's verdict in words, green or red. */
export function legalColumn<T extends { legal: boolean }>(header: string, words: { legal: string; notLegal: string }): Column<T> {
  return { header, cell: (row) => (row.legal ? words.legal : words.notLegal), cellClass: (row) => (row.legal ? "text-green-800" : "text-red-800") };
}
