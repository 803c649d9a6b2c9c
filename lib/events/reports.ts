import "server-only";
import { db } from "../db/client";
import { englishRefusal, refusal } from "../errors";
import {
  bumpEvent,
  type EventRow,
  eventCancelled,
  loadEvent,
  noEvent,
  registrationsByName,
  roundRecords,
  shownNames,
  statusOf,
  type TableState,
  winnerOf,
} from "./service";
import { eventFinished, storedRound } from "./rounds";
import { databaseNow } from "./clock";
import { checkResultEntry, type ResultEntry } from "./result-entry";
import { type TimerView, timerView } from "./timer";

/**
 * Players report their own table's result (CONTRACTS §9.1 "Players report"). Each seated player
 * reports; when every player at the table has reported and the reports agree, the result stands
 * (`confirmed`); when they differ the table is `disputed` and only the organizer settles it
 * (PUT …/results). A player may change their report until the table is confirmed.
 *
 * Exactly once, through any number of servers: a report's transaction first bumps the table
 * row's `reports` counter with a conditional update (only while the table is not confirmed or
 * decided). That write locks the row (PostgreSQL) or the database (SQLite) until the transaction
 * ends, so two players' parallel reports run one after the other and the second sees the first;
 * the confirmation itself is a conditional update too, and only the transaction that made it
 * logs it.
 */

/** A result as readers see it: "a" | "b" | "draw", or usernames in placing order. */
export type ResultShown = "a" | "b" | "draw" | string[];

export function resultShown(json: string | null, names: ReadonlyMap<string, string>): ResultShown | null {
  if (json === null) return null;
  const value = JSON.parse(json) as "a" | "b" | "draw" | string[];
  return Array.isArray(value) ? value.map((id) => names.get(id) ?? "") : value;
}

export interface ReportView {
  round: number;
  table: number;
  state: TableState;
  /** The caller's own report, while there is one. */
  mine: { result: ResultShown; games: [number, number, number] | null; score: [number, number] | null } | null;
  /** Players at the table who have reported (usernames). */
  reported: string[];
  /** The result that stands (confirmed or decided), else null. */
  result: ResultShown | null;
}

const parse = <T>(json: string | null | undefined): T | null => (json ? (JSON.parse(json) as T) : null);

function myRegistrationIn(row: EventRow, actorId: string) {
  return row.registrations.find((r) => r.userId === actorId && r.accountDeletedAt === null);
}

/** POST /api/v1/events/:id/rounds/:n/report {table, result | placings, games?, score?}. */
export async function reportResult(actorId: string, id: string, n: number, entry: ResultEntry): Promise<ReportView> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (row.cancelledAt) throw eventCancelled();
  const me = myRegistrationIn(row, actorId);
  if (!me) throw refusal("not-found", "NOT_REGISTERED");
  const round = storedRound(row, n);
  // A held round is the organizer's alone: for players it is not there yet.
  if (round.publishedAt === null) throw refusal("not-found", "ROUND_NOT_FOUND", { round: n });
  if (n !== row.roundCount) throw refusal("conflict", "ROUND_CLOSED", { round: n });
  if (statusOf(row, winnerOf(row, roundRecords(row))) === "finished") throw eventFinished();
  const table = round.tables.find((t) => t.number === entry.table);
  if (!table)
    throw refusal(
      "invalid",
      "NO_SUCH_TABLE",
      { round: n, table: entry.table },
      { issues: [{ path: "table", message: englishRefusal("apiErrors.NO_SUCH_TABLE", { round: n, table: entry.table }) }] },
    );
  const seats = JSON.parse(table.seats) as (string | null)[];
  if (!seats.includes(me.id)) throw refusal("forbidden", "NOT_AT_TABLE", { table: entry.table, round: n });
  const checked = checkResultEntry(entry, seats, round.kind === "cut" ? "cut" : "swiss", registrationsByName(row), "");
  const seated = seats.filter((s): s is string => s !== null);
  const tableRow = await client.eventTable.findFirst({ where: { round: { eventId: id, number: n }, number: entry.table }, select: { id: true } });
  if (!tableRow) throw noEvent();
  await client.$transaction(async (tx) => {
    // The row lock that puts parallel reports of one table in a line (see above).
    const open = await tx.eventTable.updateMany({
      where: { id: tableRow.id, state: { in: ["open", "reported", "disputed"] } },
      data: { reports: { increment: 1 } },
    });
    if (open.count === 0) throw refusal("conflict", "RESULT_CONFIRMED", { table: entry.table });
    await tx.eventReport.upsert({
      where: { tableId_registrationId: { tableId: tableRow.id, registrationId: me.id } },
      create: { tableId: tableRow.id, registrationId: me.id, ...checked },
      update: checked,
    });
    const reports = await tx.eventReport.findMany({
      where: { tableId: tableRow.id },
      select: { registrationId: true, result: true, games: true, score: true },
    });
    const all = seated.every((s) => reports.some((r) => r.registrationId === s));
    const agree = reports.every((r) => r.result === checked.result && same(r.games, checked.games) && same(r.score, checked.score));
    if (all && agree) {
      const games = reports.find((r) => r.games !== null)?.games ?? null;
      const score = reports.find((r) => r.score !== null)?.score ?? null;
      const confirmed = await tx.eventTable.updateMany({
        where: { id: tableRow.id, state: { in: ["open", "reported", "disputed"] } },
        data: { result: checked.result, games, score, state: "confirmed" },
      });
      if (confirmed.count === 1)
        await tx.eventResultLog.create({
          data: { eventId: id, round: n, table: entry.table, actorName: "players", source: "players", before: table.result, after: checked.result },
        });
      if (round.kind === "cut") await finishIfFinalIn(tx, id);
    } else {
      await tx.eventTable.updateMany({
        where: { id: tableRow.id, state: { in: ["open", "reported", "disputed"] } },
        data: { state: all ? "disputed" : "reported" },
      });
    }
    await bumpEvent(tx, id);
  });
  return (await tableReport(actorId, id, n, entry.table))!;
}

/** Games or points given by only one of the reports do not make a disagreement. */
function same(a: string | null, b: string | null): boolean {
  return a === null || b === null || a === b;
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof db>>["$transaction"]>[0]>[0];

/** The cut's final confirmed by its players finishes the event (CONTRACTS §9.1 "Status"). */
async function finishIfFinalIn(tx: Tx, id: string): Promise<void> {
  const row = await loadEvent(tx, id);
  if (row.finishedAt === null && winnerOf(row, roundRecords(row)) !== null)
    await tx.event.updateMany({ where: { id, finishedAt: null }, data: { finishedAt: new Date() } });
}

/** The caller's view of one table's reports, or null when they do not sit there. */
export async function tableReport(actorId: string, id: string, n: number, tableNumber: number): Promise<ReportView | null> {
  const client = await db();
  const row = await loadEvent(client, id);
  return reportIn(client, row, actorId, n, tableNumber);
}

async function reportIn(client: Awaited<ReturnType<typeof db>>, row: EventRow, actorId: string, n: number, tableNumber: number): Promise<ReportView | null> {
  const me = myRegistrationIn(row, actorId);
  const round = row.rounds.find((r) => r.number === n);
  const table = round?.tables.find((t) => t.number === tableNumber);
  if (!me || !round || !table) return null;
  const stored = await client.eventTable.findFirst({
    where: { round: { eventId: row.id, number: n }, number: tableNumber },
    select: { playerReports: { select: { registrationId: true, result: true, games: true, score: true } } },
  });
  const names = shownNames(row);
  const reports = stored?.playerReports ?? [];
  const mine = reports.find((r) => r.registrationId === me.id);
  const state = table.state as TableState;
  return {
    round: n,
    table: tableNumber,
    state,
    mine: mine
      ? { result: resultShown(mine.result, names)!, games: parse<[number, number, number]>(mine.games), score: parse<[number, number]>(mine.score) }
      : null,
    reported: reports.map((r) => names.get(r.registrationId) ?? ""),
    result: state === "confirmed" || state === "decided" ? resultShown(table.result, names) : null,
  };
}

export interface MyTable {
  event: { id: string; name: string; status: string; version: number };
  dropped: boolean;
  /** The newest published round, or null before the first. */
  round: number | null;
  kind: "swiss" | "cut" | null;
  table: number | null;
  /** Everyone else at the table, in seat order; [] with a bye. */
  opponents: string[];
  /** My seat: "a" or "b" at a 1-on-1 table (results say which seat won), else null. */
  seat: "a" | "b" | null;
  /** All players at the table in seat order. */
  players: string[];
  bye: boolean;
  report: ReportView | null;
  timer: TimerView | null;
}

/** GET /api/v1/events/:id/me (CONTRACTS §9.1 "My table"): 404 when the caller is not registered. */
export async function myTable(actorId: string, id: string): Promise<MyTable> {
  const client = await db();
  const [row, nowMs] = await Promise.all([loadEvent(client, id), databaseNow(client)]);
  const me = myRegistrationIn(row, actorId);
  if (!me) throw refusal("not-found", "NOT_REGISTERED");
  const names = shownNames(row);
  const base = {
    event: { id: row.id, name: row.name, status: statusOf(row, winnerOf(row, roundRecords(row, "published"))), version: row.version },
    dropped: me.droppedAt !== null,
  };
  const round = row.rounds.filter((r) => r.publishedAt !== null).at(-1);
  const table = round?.tables.find((t) => (JSON.parse(t.seats) as (string | null)[]).includes(me.id));
  if (!round || !table) {
    return {
      ...base,
      round: round?.number ?? null,
      kind: round ? (round.kind as "swiss" | "cut") : null,
      table: null,
      opponents: [],
      seat: null,
      players: [],
      bye: false,
      report: null,
      timer: round ? timerView(round, nowMs) : null,
    };
  }
  const seats = JSON.parse(table.seats) as (string | null)[];
  const bye = seats.length === 2 && seats[1] === null;
  return {
    ...base,
    round: round.number,
    kind: round.kind as "swiss" | "cut",
    table: table.number,
    opponents: seats.filter((s): s is string => s !== null && s !== me.id).map((s) => names.get(s) ?? ""),
    seat: seats.length === 2 ? (seats[0] === me.id ? "a" : "b") : null,
    players: seats.filter((s): s is string => s !== null).map((s) => names.get(s) ?? ""),
    bye,
    report: bye ? null : await reportIn(client, row, actorId, round.number, table.number),
    timer: timerView(round, nowMs),
  };
}

export interface ResultLogEntry {
  round: number;
  table: number;
  by: string;
  source: "organizer" | "players";
  at: string;
  before: ResultShown | null;
  after: ResultShown | null;
}

/** GET /api/v1/events/:id/log (organizer): every result change, newest first (at most 1000). */
export async function resultLog(actorId: string, id: string): Promise<{ entries: ResultLogEntry[] }> {
  const client = await db();
  const row = await loadEvent(client, id);
  if (row.organizerId !== actorId) throw refusal("forbidden", "NOT_ORGANIZER");
  const names = shownNames(row);
  const rows = await client.eventResultLog.findMany({ where: { eventId: id }, orderBy: { id: "desc" }, take: 1000 });
  return {
    entries: rows.map((r) => ({
      round: r.round,
      table: r.table,
      by: r.actorName,
      source: r.source === "players" ? "players" : "organizer",
      at: r.createdAt.toISOString(),
      before: resultShown(r.before, names),
      after: resultShown(r.after, names),
    })),
  };
}
