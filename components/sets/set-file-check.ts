import Papa from "papaparse";
import { problemSays, type ProblemSays } from "@/lib/catalog/catalog-file";
import type { GameSlug } from "@/lib/games/types";
import { checkSetFile } from "@/lib/sets/files";
import { CARD_FIELDS } from "./card-fields";

/**
 * The import page's check, in the browser, before anything is sent: a §1 catalog file (JSON)
 * or a CSV of cards, checked as the server checks a set (lib/sets/files.ts: the game's
 * own zod card schema, then the set limits).
 * Every problem names the card (or row), the field and the line. Pure: no React, no I/O.
 */

export const MAX_IMPORT_BYTES = 1_000_000;

export interface ImportProblem {
  line?: number;
  card?: string;
  field?: string;
  message: string;
  /** What says it in the reader's language (i18n/problem-text.ts); the English message otherwise. */
  says?: ProblemSays;
}

export interface ImportPreview {
  /** The §1 file that is sent to POST /api/v1/sets/import. */
  file: Record<string, unknown>;
  game: GameSlug;
  cards: Record<string, unknown>[];
  problems: ImportProblem[];
}

/** The line of each card's `"code": "<code>"` in a JSON text (for naming a card's problem), in one pass. */
function codeLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  const re = /"code"\s*:\s*"([^"\\\n]{1,200})"/g;
  let line = 1;
  let from = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    for (let i = from; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    from = m.index;
    if (!lines.has(m[1])) lines.set(m[1], line);
  }
  return lines;
}

/** At most this many problems are listed (the first ones, in file order). */
export const MAX_PROBLEMS = 200;

function checkFile(file: Record<string, unknown>, lineOf: (card: string) => number | undefined): ImportProblem[] {
  const checked = checkSetFile(file);
  if (checked.ok) return [];
  return checked.problems.slice(0, MAX_PROBLEMS).map((p) => {
    const says = problemSays(p);
    return { ...(p.card ? { card: p.card, line: lineOf(p.card) } : {}), ...(p.field ? { field: p.field } : {}), message: p.message, ...(says ? { says } : {}) };
  });
}

const TOO_LARGE: ImportProblem = {
  message: `The file is larger than ${MAX_IMPORT_BYTES / 1_000_000} MB.`,
  says: { key: "tooLarge", values: { megabytes: MAX_IMPORT_BYTES / 1_000_000 } },
};

/** A §1 catalog file's text, checked. */
export function previewJson(text: string): ImportPreview | { error: ImportProblem } {
  if (text.length > MAX_IMPORT_BYTES) return { error: TOO_LARGE };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    return { error: { message: `The file is not JSON: ${(err as Error).message}`, says: { key: "notJson", values: { detail: (err as Error).message } } } };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { error: { message: 'The file is not a catalog file: it must be an object {"game", "set", "cards"}.', says: { key: "notCatalogFile" } } };
  const file = json as Record<string, unknown>;
  const game = file.game;
  if (typeof game !== "string" || !["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"].includes(game)) {
    return { error: { field: "game", message: "The file's game must be dark-eden, battle-for-eden, got-cgs or eden-skirmish.", says: { key: "fileGame" } } };
  }
  const cards = Array.isArray(file.cards) ? (file.cards.filter((c) => typeof c === "object" && c !== null) as Record<string, unknown>[]) : [];
  const lines = codeLines(text);
  return { file, game: game as GameSlug, cards, problems: checkFile(file, (code) => lines.get(code)) };
}

/** One CSV cell as a card field: per the game's field kinds, and JSON for `[…]`/`{…}` cells of other columns. */
function cellValue(game: GameSlug, column: string, cell: string): unknown {
  const kind = CARD_FIELDS[game].find((f) => f.key === column)?.kind;
  const t = cell.trim();
  if (kind === "number") return t === "null" ? null : Number(t);
  if (kind === "boolean") return t === "true" || t === "1" || t === "yes";
  if (kind === "list" && !t.startsWith("["))
    return t
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  if (kind === "json" || kind === "list" || t.startsWith("[") || t.startsWith("{")) return JSON.parse(t);
  return kind === "long" ? cell : t;
}

/**
 * A CSV of cards (one row a card, the header row names the game's card fields; JSON in cells
 * of nested fields), made into a §1 file with the set's name and code.
 */
export function previewCsv(
  text: string,
  game: GameSlug,
  set: { name: string; code: string },
  civilizations?: string,
): ImportPreview | { error: ImportProblem } {
  if (text.length > MAX_IMPORT_BYTES) return { error: TOO_LARGE };
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy", transformHeader: (h) => h.trim() });
  // Papa Parse's own finding, said by its code (setProblems.json `csv`) in the reader's language. Its `row`
  // counts data rows, except for a quote finding, made while the header was still a row of the data.
  const problems: ImportProblem[] = parsed.errors
    .slice(0, 20)
    .map((e) => ({ line: (e.row ?? 0) + (e.type === "Quotes" ? 1 : 2), message: e.message, says: { key: `csv.${e.code}` } }));
  const lineOfCard = new Map<string, number>();
  const cards: Record<string, unknown>[] = [];
  parsed.data.forEach((row, index) => {
    const line = index + 2;
    const card: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(row)) {
      if (column === "" || cell === undefined || cell.trim() === "") continue;
      try {
        card[column] = cellValue(game, column, cell);
      } catch {
        problems.push({
          line,
          card: row.code,
          field: column,
          message: "this column holds JSON, and the cell does not read as JSON",
          says: { key: "cellNotJson" },
        });
      }
    }
    if (typeof card.code === "string") lineOfCard.set(card.code, line);
    cards.push(card);
  });
  let extras: Record<string, unknown> = {};
  if (civilizations && civilizations.trim() !== "") {
    try {
      extras = { civilizations: JSON.parse(civilizations) };
    } catch {
      problems.push({
        field: "civilizations",
        message: 'not JSON; write e.g. [{"code": "verdant-reach", "name": "Verdant Reach", "color": "green"}]',
        says: { key: "civilizationsNotJson" },
      });
    }
  }
  const file = { game, set, ...extras, cards };
  if (problems.length === 0) {
    problems.push(...checkFile(file, (code) => lineOfCard.get(code) ?? (/^#\d+$/.test(code) ? Number(code.slice(1)) + 1 : undefined)));
  }
  return { file, game, cards, problems: problems.slice(0, MAX_PROBLEMS) };
}
