import Papa from "papaparse";
import { foldName } from "../engine/fold";
import { LIMITS } from "../engine/limits";
import { allRulesets } from "../games";
import type { GameSlug } from "../games/types";
import { COUNT_FIELDS, MAX_COUNT, type CountField, type Counts } from "./counts";

/**
 * The collection as CSV (docs/collection.md): a header row, then one row per card,
 * columns `game, code, name, owned, wanted, forTrade`, UTF-8. Pure: no catalog, no database.
 */

export const CSV_COLUMNS = ["game", "code", "name", "owned", "wanted", "forTrade"] as const;
export const MAX_CSV_BYTES = 2_000_000;
export const MAX_CSV_ROWS = 20_000;

export interface CsvExportRow extends Counts {
  game: string;
  code: string;
  name: string;
}

/** Writes the collection CSV: sorted by game then code (plain code-point order), CRLF line ends. */
export function writeCollectionCsv(rows: readonly CsvExportRow[]): string {
  const sorted = [...rows].sort((a, b) => compare(a.game, b.game) || compare(a.code, b.code));
  const data = sorted.map((r) => [r.game, r.code, r.name, String(r.owned), String(r.wanted), String(r.forTrade)]);
  // escapeFormulae: a cell starting with = + - @ is written as '=…, so a spreadsheet never runs it; import strips the quote.
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: "\r\n", escapeFormulae: true })}\r\n`;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------- reading

/** One data row as read: its line in the file, the game, what identifies the card, and the counts it sets. */
export interface CsvRow {
  line: number;
  game: GameSlug;
  code: string;
  name: string;
  /** Counts the row sets; a blank cell or a column the file lacks is absent (the count stays as it is). */
  counts: Partial<Counts>;
}

/** A row that cannot be used, naming its line and the field (column) at fault. */
export interface CsvProblem {
  line: number;
  field: string;
  value?: string;
  message: string;
  /** The message's key and values in messages collectionImport.json `rows` (the import panel says it in the reader's language). */
  key?: string;
  values?: Record<string, string | number>;
}

/** Why the file as a whole is unusable: the message, and its key and values in collectionImport.json `rows`. */
export type CsvFileProblem = Required<Pick<CsvProblem, "message" | "key">> & Pick<CsvProblem, "values">;

export type CsvRead =
  | { ok: true; rows: CsvRow[]; problems: CsvProblem[] }
  /** The file as a whole is unusable (no header, too many rows): nothing can be previewed. */
  | ({ ok: false; code: "CSV_HEADER" | "CSV_TOO_MANY_ROWS" | "CSV_TOO_LARGE" | "CSV_EMPTY" } & CsvFileProblem);

type Column = "game" | "code" | "name" | CountField;

/** Header cells are matched loosely: `forTrade`, `for trade`, `for_trade`, `For Trade` … */
const HEADER_NAMES: Record<string, Column> = {
  game: "game",
  code: "code",
  name: "name",
  owned: "owned",
  wanted: "wanted",
  fortrade: "forTrade",
};

function headerKey(cell: string): string {
  return cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
}

/** A spreadsheet's formula guard (`'=…`, as written by the export) is not part of the value. */
function cellValue(cell: string | undefined): string {
  const v = (cell ?? "").trim();
  return v.length > 1 && v[0] === "'" && "=+-@\t\r".includes(v[1]) ? v.slice(1) : v;
}

const GAME_NAMES: Map<string, GameSlug> = new Map(
  allRulesets().flatMap((r) => [
    [foldName(r.slug), r.slug],
    [foldName(r.title), r.slug],
  ]),
);

const GAME_SLUG_LIST = allRulesets()
  .map((r) => r.slug)
  .join(", ");

/** Game cells already read: a file repeats the same few, so each is folded once. */
const gameCells = new Map<string, GameSlug | null>();

/** A game cell: the slug (`dark-eden`) or the game's title (`Dark Eden`), any case. */
export function gameOfCell(cell: string): GameSlug | undefined {
  let game = gameCells.get(cell);
  if (game === undefined) {
    if (gameCells.size >= 256) gameCells.clear();
    game = GAME_NAMES.get(foldName(cell)) ?? null;
    gameCells.set(cell, game);
  }
  return game ?? undefined;
}

/** A count cell: blank (keep the count), or a whole number 0–9999 written in digits. */
export function parseCount(cell: string): { ok: true; value: number | undefined } | { ok: false } {
  if (cell === "") return { ok: true, value: undefined };
  if (!/^\d{1,4}$/.test(cell)) return { ok: false };
  const n = Number(cell);
  return n <= MAX_COUNT ? { ok: true, value: n } : { ok: false };
}

/**
 * Reads a collection CSV. Every data row is either a CsvRow or one or more problems naming
 * its line (1 = the header) and field; rows that span lines (quoted line breaks) count from
 * their first line. The delimiter is `,` (`;` and tab are recognized too, as spreadsheets
 * in some locales write them): the one the header line uses.
 */
export function readCollectionCsv(input: string): CsvRead {
  if (Buffer.byteLength(input, "utf8") > MAX_CSV_BYTES) {
    const mb = MAX_CSV_BYTES / 1_000_000;
    return { ok: false, code: "CSV_TOO_LARGE", message: `The file is larger than ${mb} MB; split it into smaller files.`, key: "tooLarge", values: { mb } };
  }
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const lineAt = lineCounter(text);

  let header: (Column | null)[] | null = null;
  let headerProblem: CsvFileProblem | null = null;
  let tooMany = false;
  let dataRows = 0;
  let start = 0;
  const rows: CsvRow[] = [];
  const problems: CsvProblem[] = [];

  Papa.parse<string[]>(text, {
    skipEmptyLines: "greedy",
    delimiter: headerDelimiter(text),
    step: (result, parser) => {
      const line = lineAt(firstContent(text, start));
      start = result.meta.cursor;
      const cells = result.data;
      if (header === null) {
        const read = readHeader(cells);
        if (!Array.isArray(read)) {
          headerProblem = read;
          parser.abort();
          return;
        }
        header = read;
        return;
      }
      dataRows += 1;
      if (dataRows > MAX_CSV_ROWS) {
        tooMany = true;
        parser.abort();
        return;
      }
      const quoteErrors = result.errors.filter((e) => e.type === "Quotes");
      if (quoteErrors.length > 0) {
        problems.push({
          line,
          field: "row",
          message: `the quotes do not match (${quoteErrors[0].message.toLowerCase()}); put a value holding commas inside "double quotes"`,
          key: "quotes",
          values: { detail: quoteErrors[0].message.toLowerCase() },
        });
        return;
      }
      const read = readRow(cells, header, line);
      if ("problems" in read) problems.push(...read.problems);
      else rows.push(read.row);
    },
  });

  if (headerProblem) return { ok: false, code: "CSV_HEADER", ...(headerProblem as CsvFileProblem) };
  if (header === null) {
    const columns = CSV_COLUMNS.join(",");
    return { ok: false, code: "CSV_EMPTY", message: `The file is empty: the first line must be the header ${columns}.`, key: "empty", values: { columns } };
  }
  if (tooMany) {
    return {
      ok: false,
      code: "CSV_TOO_MANY_ROWS",
      message: `The file has more than ${MAX_CSV_ROWS} rows; split it into smaller files.`,
      key: "tooManyRows",
      values: { max: MAX_CSV_ROWS },
    };
  }
  return { ok: true, rows, problems };
}

/**
 * The delimiter the header line uses: `,`, `;` or tab, whichever it holds most (`,` when it
 * holds none, and then the header is refused). Read from the header alone, in one pass, so a
 * hostile file never makes the parser try every delimiter over the whole text.
 */
function headerDelimiter(text: string): string {
  const counts = { ",": 0, ";": 0, "\t": 0 };
  let seen = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n" || ch === "\r") {
      if (seen) break;
      continue;
    }
    if (ch in counts) counts[ch as keyof typeof counts]++;
    if (ch !== " " && ch !== "\t") seen = true;
  }
  return counts[";"] > counts[","] && counts[";"] >= counts["\t"] ? ";" : counts["\t"] > counts[","] ? "\t" : ",";
}

/** The header: which column holds what, or why it is unusable. */
function readHeader(cells: string[]): (Column | null)[] | CsvFileProblem {
  const columns = cells.map((c) => HEADER_NAMES[headerKey(cellValue(c))] ?? null);
  const seen = new Set<Column>();
  for (const c of columns) {
    if (c === null) continue;
    if (seen.has(c)) return { message: `Line 1: the column "${c}" appears twice in the header.`, key: "columnTwice", values: { column: c } };
    seen.add(c);
  }
  const header = CSV_COLUMNS.join(",");
  const missing = (what: string, key: string) => ({
    message: `Line 1: no ${what} column. The first line must be the header ${header}.`,
    key,
    values: { header },
  });
  if (!seen.has("game")) return missing('"game"', "noGameColumn");
  if (!seen.has("code") && !seen.has("name")) return missing('"code" or "name"', "noCardColumn");
  if (!COUNT_FIELDS.some((f) => seen.has(f))) return missing('"owned", "wanted" or "forTrade"', "noCountColumn");
  return columns;
}

function readRow(cells: string[], header: (Column | null)[], line: number): { row: CsvRow } | { problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== "")) {
    problems.push({
      line,
      field: "row",
      message: `${cells.length} values but the header has ${header.length} columns; put a value holding commas inside "double quotes"`,
      key: "valueCount",
      values: { count: cells.length, columns: header.length },
    });
    return { problems };
  }
  const value = (column: Column): string | undefined => {
    const i = header.indexOf(column);
    return i === -1 ? undefined : cellValue(cells[i]);
  };
  const gameCell = value("game") ?? "";
  const code = value("code") ?? "";
  const name = value("name") ?? "";

  for (const [field, cell] of [
    ["game", gameCell],
    ["code", code],
    ["name", name],
  ] as const) {
    if (cell.length > LIMITS.csvCellLength)
      problems.push({
        line,
        field,
        value: shown(cell),
        message: `${cell.length} characters; a ${field} has at most ${LIMITS.csvCellLength}`,
        key: "cellTooLong",
        values: { length: cell.length, field, max: LIMITS.csvCellLength },
      });
  }
  if (problems.length > 0) return { problems };

  const game = gameOfCell(gameCell);
  if (!game) {
    problems.push({
      line,
      field: "game",
      value: gameCell,
      message: gameCell === "" ? "the game is missing" : `unknown game "${gameCell}"; use one of ${GAME_SLUG_LIST}`,
      key: gameCell === "" ? "gameMissing" : "unknownGame",
      values: { game: gameCell, games: GAME_SLUG_LIST },
    });
  }
  if (code === "" && name === "") problems.push({ line, field: "code", message: "give the card's code or its name", key: "codeOrName" });

  const counts: Partial<Counts> = {};
  for (const field of COUNT_FIELDS) {
    const cell = value(field);
    if (cell === undefined) continue;
    const parsed = parseCount(cell);
    if (!parsed.ok)
      problems.push({
        line,
        field,
        value: shown(cell),
        message: `"${shown(cell)}" is not a whole number from 0 to ${MAX_COUNT}`,
        key: "notCount",
        values: { value: shown(cell), max: MAX_COUNT },
      });
    else if (parsed.value !== undefined) counts[field] = parsed.value;
  }
  if (problems.length > 0 || !game) return { problems };
  return { row: { line, game, code, name, counts } };
}

/** A cell as problems quote it: long cells cut short. */
function shown(cell: string): string {
  return cell.length > 40 ? `${cell.slice(0, 39)}…` : cell;
}

/** The offset of a row's first character after the end of the previous row (skipped blank lines). */
function firstContent(text: string, from: number): number {
  let i = from;
  while (i < text.length && (text[i] === "\r" || text[i] === "\n" || text[i] === " " || text[i] === "\t")) i++;
  return i;
}

/** 1-based line number of an offset; offsets must not decrease between calls. */
function lineCounter(text: string): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    for (; at < offset && at < text.length; at++) {
      const ch = text.charCodeAt(at);
      if (ch === 10) line++;
      else if (ch === 13 && text.charCodeAt(at + 1) !== 10) line++; // a lone CR ends a line too
    }
    return line;
  };
}
