import { cardKey, COUNT_FIELDS, countsOf, forTradeProblem, isZero, sameCounts, ZERO, type Counts } from "./counts";
import { readCollectionCsv, writeCollectionCsv, type CsvProblem, type CsvRow } from "./csv";
import type { CardIndex } from "../engine/card-index";
import { LIMITS } from "../engine/limits";
import { rulesetFor } from "../games";
import type { GameSlug } from "../games/types";
import { DomainError, refusal } from "../errors";
import { gameCatalog } from "../catalog/game-catalog";
import { readCountsByKey, readEntries, writeCounts, type CountRow } from "./store";

/**
 * The collection as CSV: export, and import in two steps (preview, then apply). An import
 * sets the counts of the cards it lists (a blank cell or a missing column keeps that count);
 * cards it does not list stay as they are. Any bad or unmatched row and nothing is applied.
 */

/** `GET /api/v1/collection.csv`: every card with a non-zero count, sorted by game then code. */
export async function exportCollectionCsv(ownerId: string): Promise<string> {
  const entries = await readEntries(ownerId);
  const indexes = await catalogsOf([...new Set(entries.map((e) => e.game))]);
  return writeCollectionCsv(entries.map((e) => ({ ...e, name: indexes.get(e.game)?.byCodeOrUndefined(e.code)?.name ?? "" })));
}

export interface RowChange {
  line: number;
  game: GameSlug;
  code: string;
  name: string;
  before: Counts;
  after: Counts;
}

export interface UnmatchedRow {
  line: number;
  game: GameSlug;
  code: string;
  name: string;
  message: string;
  /** The message's key and values (messages collectionImport.json `rows`). */
  key: string;
  values: Record<string, string | number>;
}

export interface ImportReport {
  /** Data rows in the file (the header excluded). */
  rows: number;
  counts: { added: number; changed: number; unchanged: number; unmatched: number; invalid: number };
  /** Cards that had no counts and get some. */
  added: RowChange[];
  /** Cards whose counts change (to all zero included: the card leaves the collection). */
  changed: RowChange[];
  /** Rows naming no card of their game, by code or by name in any language. */
  unmatched: UnmatchedRow[];
  /** Rows with a bad count, an unknown game, no code or name, or repeating a card. */
  invalid: CsvProblem[];
  /** True when every row is usable: applying would change exactly `added` and `changed`. */
  ok: boolean;
  applied: boolean;
  /** The lists hold at most REPORT_LIMIT rows each; `counts` has the totals. */
  truncated: boolean;
}

export const REPORT_LIMIT = 1000;
/** Unmatched rows that get "did you mean" suggestions; the rest are just unmatched. */
const SUGGESTION_LIMIT = LIMITS.suggestedNamesPerList;

/** What importing this CSV would do; nothing is written. */
export async function previewCollectionImport(ownerId: string, text: string): Promise<ImportReport> {
  return (await plan(ownerId, text)).report;
}

/**
 * Imports the CSV in one transaction. Any bad or unmatched row: 400 IMPORT_REJECTED naming
 * each row's line and field (the report in `issues`), and nothing is written.
 */
export async function applyCollectionImport(ownerId: string, text: string): Promise<ImportReport & { ms: number }> {
  const started = performance.now();
  const { report, writes } = await plan(ownerId, text);
  if (!report.ok) {
    const problems = [
      ...report.invalid,
      ...report.unmatched.map((u) => ({ line: u.line, field: u.code ? "code" : "name", message: u.message, key: u.key, values: u.values })),
    ].sort((a, b) => a.line - b.line);
    const first = problems[0];
    // The API's English names the first problem; a page lists them all (apiErrors.IMPORT_REJECTED).
    throw refusal(
      "invalid",
      "IMPORT_REJECTED",
      { line: first.line, field: first.field, problem: first.message, more: problems.length - 1 },
      { key: "apiErrors.IMPORT_REJECTED_FIRST", issues: problems.slice(0, REPORT_LIMIT) },
    ).saying("apiErrors.IMPORT_REJECTED", { line: first.line, count: problems.length });
  }
  await writeCounts(ownerId, writes);
  return { ...report, applied: true, ms: Math.round(performance.now() - started) };
}

async function plan(ownerId: string, text: string): Promise<{ report: ImportReport; writes: CountRow[] }> {
  const read = readCollectionCsv(text);
  if (!read.ok) {
    // The one issue is the file's problem with its key and values (the import panel says it in the reader's language).
    const { message, key, values } = read;
    const refused = new DomainError(read.code === "CSV_TOO_LARGE" ? "too-large" : "invalid", read.code, message, [{ message, key, values }]);
    throw key ? refused.saying(`collectionImport.rows.${key}`, values) : refused;
  }
  const games = [...new Set(read.rows.map((r) => r.game))];
  const [indexes, current] = await Promise.all([catalogsOf(games), readCountsByKey(ownerId, games)]);

  const invalid: CsvProblem[] = [...read.problems];
  const unmatched: UnmatchedRow[] = [];
  const added: RowChange[] = [];
  const changed: RowChange[] = [];
  const writes: CountRow[] = [];
  let unchanged = 0;
  const lineOf = new Map<string, number>();

  for (const row of read.rows) {
    const card = match(row, indexes.get(row.game)!, current);
    if (!card) {
      unmatched.push({ ...rowId(row), ...unmatchedMessage(row, indexes.get(row.game)!, unmatched.length < SUGGESTION_LIMIT) });
      continue;
    }
    const key = cardKey(row.game, card.code);
    const earlier = lineOf.get(key);
    if (earlier !== undefined) {
      invalid.push({
        line: row.line,
        field: row.code ? "code" : "name",
        message: `the same card as line ${earlier} (${card.name || card.code}); merge the two rows`,
        key: "sameCard",
        values: { earlier, card: card.name || card.code },
      });
      continue;
    }
    lineOf.set(key, row.line);
    const before = current.get(key) ?? ZERO;
    const after = countsOf(Object.fromEntries(COUNT_FIELDS.map((f) => [f, row.counts[f] ?? before[f]])));
    if (sameCounts(before, after)) {
      unchanged += 1;
      continue;
    }
    const overOwned = forTradeProblem(after);
    if (overOwned) {
      invalid.push({
        line: row.line,
        field: "forTrade",
        value: String(after.forTrade),
        message: overOwned,
        key: "forTradeOverOwned",
        values: { forTrade: after.forTrade, owned: after.owned },
      });
      continue;
    }
    const change = { line: row.line, game: row.game, code: card.code, name: card.name, before: { ...before }, after };
    (isZero(before) ? added : changed).push(change);
    writes.push({ game: row.game, code: card.code, ...after });
  }

  invalid.sort((a, b) => a.line - b.line);
  const counts = { added: added.length, changed: changed.length, unchanged, unmatched: unmatched.length, invalid: invalid.length };
  const truncated = Object.values(counts).some((n) => n > REPORT_LIMIT);
  return {
    report: {
      rows: read.rows.length + new Set(read.problems.map((p) => p.line)).size,
      counts,
      added: added.slice(0, REPORT_LIMIT),
      changed: changed.slice(0, REPORT_LIMIT),
      unmatched: unmatched.slice(0, REPORT_LIMIT),
      invalid: invalid.slice(0, REPORT_LIMIT),
      ok: unmatched.length === 0 && invalid.length === 0,
      applied: false,
      truncated,
    },
    writes,
  };
}

/**
 * The card a row means: by code, else by name in any language (case and accents ignored).
 * A code no longer in the catalog that the owner still has counts for matches that entry,
 * so export → import stays lossless after a catalog change.
 */
function match(row: CsvRow, index: CardIndex, current: Map<string, Counts>): { code: string; name: string } | undefined {
  const byCode = row.code ? index.byCodeOrUndefined(row.code) : undefined;
  if (byCode) return byCode;
  const byName = row.name ? index.find(row.name) : undefined;
  if (byName) return byName;
  if (row.code && current.has(cardKey(row.game, row.code))) return { code: row.code, name: row.name };
  return undefined;
}

function rowId(row: CsvRow) {
  return { line: row.line, game: row.game, code: row.code, name: row.name };
}

function unmatchedMessage(row: CsvRow, index: CardIndex, suggest: boolean): Pick<UnmatchedRow, "message" | "key" | "values"> {
  const title = rulesetFor(row.game).title;
  const what = [row.code && `code "${row.code}"`, row.name && `name "${row.name}"`].filter(Boolean).join(" or ");
  const looked = row.name || row.code;
  const suggestions = suggest && looked.length >= 3 ? index.suggest(looked) : [];
  const quoted = suggestions.map((s) => `"${s}"`).join(", ");
  const hint = suggestions.length ? ` Did you mean ${quoted}?` : "";
  return {
    message: `no ${title} card with ${what}.${hint}`,
    key: "unmatched",
    values: {
      game: title,
      which: row.code && row.name ? "both" : row.code ? "code" : "name",
      code: row.code,
      name: row.name,
      count: suggestions.length,
      suggestions: quoted,
    },
  };
}

async function catalogsOf(games: GameSlug[]): Promise<Map<GameSlug, CardIndex>> {
  return new Map(await Promise.all(games.map(async (g) => [g, (await gameCatalog(g)).index] as const)));
}
