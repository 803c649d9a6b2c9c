import Papa from "papaparse";
import type { z } from "zod";
import { catalogProblemSays, parseCatalogJson } from "@/lib/catalog/catalog-file";
import { rulesetFor } from "@/lib/games";
import type { GameSlug } from "@/lib/games/types";
import { CARD_FIELDS } from "./card-fields";

/**
 * The import page's check, in the browser, before anything is sent: a §1 catalog file (JSON)
 * or a CSV of cards, read with the game's own zod card schema (the one the server uses).
 * Every problem names the card (or row), the field and the line. Pure: no React, no I/O.
 */

export const MAX_IMPORT_BYTES = 1_000_000;

export interface ImportProblem {
  line?: number;
  card?: string;
  field?: string;
  message: string;
  /** The message key and values that say it in the reader's language (messages setProblems.json). */
  key?: string;
  values?: Record<string, string | number>;
}

/** zod's own wording of the schema's findings in the reader's language (zod's locales); English without it. */
export type ZodWords = z.core.$ZodErrorMap | undefined;

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

function checkFile(file: Record<string, unknown>, lineOf: (card: string) => number | undefined, words: ZodWords): ImportProblem[] {
  const parsed = parseCatalogJson(file, "set", rulesetFor, words);
  if (parsed.ok) return [];
  return parsed.problems.slice(0, MAX_PROBLEMS).map((p) => ({
    ...(p.card ? { card: p.card, line: lineOf(p.card) } : {}),
    ...(p.field ? { field: p.field } : {}),
    message: p.message,
    ...catalogProblemSays(p),
  }));
}

const TOO_LARGE: ImportProblem = {
  message: `The file is larger than ${MAX_IMPORT_BYTES / 1_000_000} MB.`,
  key: "tooLarge",
  values: { megabytes: MAX_IMPORT_BYTES / 1_000_000 },
};

/** A §1 catalog file's text, checked. */
export function previewJson(text: string, words?: ZodWords): ImportPreview | { error: ImportProblem } {
  if (text.length > MAX_IMPORT_BYTES) return { error: TOO_LARGE };
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    return { error: { message: `The file is not JSON: ${(err as Error).message}`, key: "notJson", values: { detail: (err as Error).message } } };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { error: { message: 'The file is not a catalog file: it must be an object {"game", "set", "cards"}.', key: "notCatalogFile" } };
  const file = json as Record<string, unknown>;
  const game = file.game;
  if (typeof game !== "string" || !["dark-eden", "battle-for-eden", "got-cgs", "eden-skirmish"].includes(game)) {
    return { error: { field: "game", message: "The file's game must be dark-eden, battle-for-eden, got-cgs or eden-skirmish.", key: "fileGame" } };
  }
  const cards = Array.isArray(file.cards) ? (file.cards.filter((c) => typeof c === "object" && c !== null) as Record<string, unknown>[]) : [];
  const lines = codeLines(text);
  return { file, game: game as GameSlug, cards, problems: checkFile(file, (code) => lines.get(code), words) };
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
  words?: ZodWords,
): ImportPreview | { error: ImportProblem } {
  if (text.length > MAX_IMPORT_BYTES) return { error: TOO_LARGE };
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: "greedy", transformHeader: (h) => h.trim() });
  const problems: ImportProblem[] = parsed.errors.slice(0, 20).map((e) => ({ line: (e.row ?? 0) + 2, message: e.message }));
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
        problems.push({ line, card: row.code, field: column, message: "this column holds JSON, and the cell does not read as JSON", key: "cellNotJson" });
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
        key: "civilizationsNotJson",
      });
    }
  }
  const file = { game, set, ...extras, cards };
  if (problems.length === 0) {
    problems.push(...checkFile(file, (code) => lineOfCard.get(code) ?? (/^#\d+$/.test(code) ? Number(code.slice(1)) + 1 : undefined), words));
  }
  return { file, game, cards, problems: problems.slice(0, MAX_PROBLEMS) };
}
